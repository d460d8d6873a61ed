export const authPagesOptions = {};
let loaded;
/**
 * Loads the demo accounts once (none when the application gives none, or when they fail to load). The
 * login route waits for them together with its own code, so the page paints once, with the list in
 * place: nothing moves when it arrives.
 */
export async function loadDemoAccounts() {
    if (!loaded)
        loaded = (await authPagesOptions.demoAccounts?.().catch(() => undefined)) ?? [];
    return loaded;
}
/** The demo accounts if already loaded. */
export function loadedDemoAccounts() {
    return loaded;
}
