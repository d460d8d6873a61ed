/** The installed package folders (relative to the repository) the built server needs at run time. */
export function runtimePackages(): string[];
/** Writes the server's production files into `out` (emptied first); returns the npm package folders copied. */
export function assembleRuntime(out: string): string[];
