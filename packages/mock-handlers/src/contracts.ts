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
  LIMITS,
  type ApiError,
} from './lib/schema';
export * from './auth/auth.schema';
export * from './mail/mail.schema';
export * from './todo/todo.schema';
export * from './contacts/contacts.schema';
export * from './calendar/calendar.schema';
export * from './notes/notes.schema';
export * from './chat/chat.schema';
export * from './e-commerce/e-commerce.schema';
export * from './scrumboard/scrumboard.schema';
