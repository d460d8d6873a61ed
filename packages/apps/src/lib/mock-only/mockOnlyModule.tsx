/**
 * A template app in a build for a real server: gone from the navigation (and its badges, which would call the
 * mock's API), and each of its routes shows a notice instead of a screen whose calls this server does not serve.
 */
import type { AppModule } from '@chorus/shell';

export function mockOnlyModule(module: AppModule): AppModule {
  const notice = () =>
    import('./MockOnlyNotice').then(({ MockOnlyNotice }) => {
      function TemplateNotice() {
        return <MockOnlyNotice title={module.navigation?.[0]?.title ?? module.title} />;
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
