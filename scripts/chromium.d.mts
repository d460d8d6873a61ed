/** Declarations for chromium.mjs (vitest.config.ts and the e2e configuration import it). */
export declare const fullChromiumPath: string;
export declare const chromiumPath: string;
export declare const chromiumArgs: string[];
export declare function browserVersion(path?: string): string;
