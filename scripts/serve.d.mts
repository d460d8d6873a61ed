/** Declarations for the parts of serve.mjs that the TypeScript tests import. */
export declare const PRECACHE_COOKIE: string;
