/**
 * The contracts of the mock API: zod schemas, inferred types and endpoint paths, per app.
 * UI code imports this entry; it never pulls in msw.
 */
export {
  API_BASE,
  ApiErrorSchema,
  DateStringSchema,
  ERROR_CODES,
  IdSchema,
  ImageUrlSchema,
  isSafeUrl,
  LIMITS,
  requiredText,
  UrlSchema,
  trimmedText,
  visibleText,
  type ApiError,
} from './lib/schema';
export { applyOrder } from './lib/order';
export { REMOTE_CHANGE_EVENT } from './lib/liveChange';
export * from './auth/auth.schema';
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
export * from './content-search/content-search.schema';
export * from './faq/faq.schema';
export * from './knowledge-base/knowledge-base.schema';
export * from './academy/academy.schema';
export * from './notes/notes.schema';
export * from './initiatives/initiatives.schema';
export * from './meetings/meetings.schema';
export { MEETING_TEMPLATES, templatePhases } from './meetings/meetings.templates';
export {
  type AgendaProblem,
  PHASE_TYPE_TITLES,
  agendaProblems,
  isTypeTitle,
  typeTitle,
} from './meetings/meetings.agenda';
