/**
 * The contracts of the mock API: the product's (from @chorus/domain/contracts) and the template apps' zod
 * schemas and inferred types (`*.schema.ts`), and their endpoint paths and contracts (`*.contracts.ts`, apart: a
 * page that calls an endpoint loads no schema in a production build). UI code imports this entry; it never pulls in msw.
 */
export * from '@chorus/domain/contracts';
export { REMOTE_CHANGE_EVENT } from './lib/liveChange';
export * from './quick-panel/quick-panel.schema';
export * from './quick-panel/quick-panel.contracts';
export * from './icons/icons.schema';
export * from './icons/icons.contracts';
export * from './dashboards/dashboards.schema';
export * from './dashboards/dashboards.contracts';
export * from './chat/chat.schema';
export * from './chat/chat.contracts';
export * from './e-commerce/e-commerce.schema';
export * from './e-commerce/e-commerce.contracts';
export * from './scrumboard/scrumboard.schema';
export * from './scrumboard/scrumboard.contracts';
export * from './mail/mail.schema';
export * from './mail/mail.contracts';
export * from './todo/todo.schema';
export * from './todo/todo.contracts';
export * from './file-manager/file-manager.schema';
export * from './file-manager/file-manager.contracts';
export * from './contacts/contacts.schema';
export * from './contacts/contacts.contracts';
export * from './calendar/calendar.schema';
export * from './calendar/calendar.contracts';
export * from './invoices/invoices.schema';
export * from './invoices/invoices.contracts';
export * from './profile/profile.schema';
export * from './profile/profile.contracts';
export * from './search/search.schema';
export * from './search/search.contracts';
export * from './faq/faq.schema';
export * from './faq/faq.contracts';
export * from './knowledge-base/knowledge-base.schema';
export * from './knowledge-base/knowledge-base.contracts';
export * from './academy/academy.schema';
export * from './academy/academy.contracts';
export * from './notes/notes.schema';
export * from './notes/notes.contracts';
