/** The TypeScript project of each layer (scripts/typescript-projects.mjs). */
export declare const projects: ReadonlyArray<string>
