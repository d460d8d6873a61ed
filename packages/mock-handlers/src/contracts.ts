/**
 * The contracts of the mock API: the product's (from @chorus/domain/contracts) and the template apps' zod
 * schemas, inferred types and endpoint paths. UI code imports this entry; it never pulls in msw.
 */
export * from '@chorus/domain/contracts';
export { REMOTE_CHANGE_EVENT } from './lib/liveChange';
export * from './quick-panel/quick-panel.schema';
export * from './icons/icons.schema';
export * from './dashboards/dashboards.schema';
export * from './chat/chat.schema';
export * from './e-commerce/e-commerce.schema';
export * from './scrumboard/scrumboard.schema';
export * from './mail/mail.schema';
export * from './todo/todo.schema';
export * from './file-manager/file-manager.schema';
export * from './contacts/contacts.schema';
export * from './calendar/calendar.schema';
export * from './invoices/invoices.schema';
export * from './profile/profile.schema';
export * from './search/search.schema';
export * from './faq/faq.schema';
export * from './knowledge-base/knowledge-base.schema';
export * from './academy/academy.schema';
export * from './notes/notes.schema';
