/** The end-to-end suite's servers (tests/e2e/servers.mjs). */
export declare const e2eBasePort: number
export declare const e2eWorkers: number
export declare const e2ePorts: () => ReadonlyArray<number>
export declare const healthUrl: (port: number) => string
