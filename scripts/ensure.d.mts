/** What a fresh clone lacks, installed before it is needed (scripts/ensure.mjs). */
export declare const root: string
export declare const node24: string
export declare const bin: (name: string) => string
export declare const ensurePackages: () => void
export declare const webBuildStale: () => boolean
export declare const webBuildCommand: readonly [string, ReadonlyArray<string>]
export declare const ensureWebBuild: () => void
export declare const chromiumHeadlessShell: string
export declare const ensureChromium: (purpose?: string) => boolean
/** The benchmark's Chromium: `configured`, the headless shell or /usr/bin/chromium (installed when missing, as root); undefined once it has said what is missing. */
export declare const ensureBenchChromium: (configured?: string) => string | undefined
export declare const ensureFirefox: () => boolean
export declare const ensureHaproxy: () => boolean
export declare const ensurePostgresql: () => boolean
