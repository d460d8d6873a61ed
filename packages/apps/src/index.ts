// @chorus/apps: the app modules, in the order their navigation appears.
export { authModule, createAuthModule } from './auth';
export type { AuthPagesOptions, DemoCredential } from './auth';
export { initiativesModule } from './initiatives';
export { meetingsModule } from './meetings';
export { mailModule } from './mail';
export { todoModule } from './todo';
export { notesModule } from './notes';
export { contactsModule } from './contacts';
export { eCommerceModule } from './e-commerce';
export { calendarModule } from './calendar';
export { chatModule } from './chat';
export { scrumboardModule } from './scrumboard';
export { profileModule } from './profile';
export { fileManagerModule } from './file-manager';
export { contentPagesModule } from './content-pages';
export { authPagesModule, comingSoonModule, errorPagesModule, maintenanceModule } from './template-pages';
export { dashboardsModule } from './dashboards';
export { academyModule } from './academy';
export { iconsModule, uiPagesModule } from './ui-pages';
export { documentationModule } from './documentation';
// A push channel (the embedded mock API's broadcast, a server's stream) is connected: screens stop polling.
export { connectLiveChannel } from './lib/live';
// A Chorus server's live channel (VITE_API_URL builds): the stream while signed in, and its "Reconnecting…" status.
export { startServerLiveChannel } from './lib/serverLive';
export { LiveStatus } from './lib/live-status/LiveStatus';
// A template app in a real-API build: no navigation entry, a notice on its pages.
export { mockOnlyModule } from './lib/mock-only/mockOnlyModule';
