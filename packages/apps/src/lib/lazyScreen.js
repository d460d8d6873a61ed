import { jsx as _jsx } from "react/jsx-runtime";
export function lazyScreen(load) {
    return async () => {
        const [{ AppsQueryProvider }, { default: Screen }] = await Promise.all([import('./query'), load()]);
        function QueryScreen() {
            return (_jsx(AppsQueryProvider, { children: _jsx(Screen, {}) }));
        }
        QueryScreen.displayName = `QueryScreen(${Screen.displayName ?? Screen.name ?? 'Screen'})`;
        return { default: QueryScreen };
    };
}
