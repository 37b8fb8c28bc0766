// Types of ./build-freshness.mjs (plain JavaScript, so that `npm start` runs it before any build).
export declare const SERVER: string
export declare function buildIsStale(origin: string): boolean
