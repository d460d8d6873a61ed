/** packages/server/dist/main.js */
export const serverEntry: string;
/** True when dist/main.js exists and no source changed after it was built. */
export function serverDistIsCurrent(): boolean;
/** Builds the server unless dist is current (or `force`); resolves with the exit code. */
export function buildServerIfStale(options?: { force?: boolean }): Promise<number>;
