import { jsx as _jsx } from "react/jsx-runtime";
export function mockOnlyModule(module) {
    const notice = () => import('./MockOnlyNotice').then(({ MockOnlyNotice }) => {
        function TemplateNotice() {
            return _jsx(MockOnlyNotice, { title: module.navigation?.[0]?.title ?? module.title });
        }
        return { default: TemplateNotice };
    });
    return {
        ...module,
        navigationSection: 'none',
        navigation: [],
        badges: undefined,
        routes: module.routes.map((route) => (route.redirectTo ? route : { ...route, lazy: notice })),
    };
}
