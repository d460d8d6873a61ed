import type { Contract } from '@chorus/domain/contracts';
import { mailContracts, mailPaths } from '../mail/mail.schema';
import { notesContracts, notesPaths } from '../notes/notes.schema';
import { todoContracts, todoPaths } from '../todo/todo.schema';
import { chatContracts, chatPaths } from '../chat/chat.schema';
import { calendarContracts, calendarPaths } from '../calendar/calendar.schema';
import { eCommerceContracts, eCommercePaths } from '../e-commerce/e-commerce.schema';
import { contactsContracts, contactsPaths } from '../contacts/contacts.schema';
import { scrumboardContracts, scrumboardPaths } from '../scrumboard/scrumboard.schema';

/** A template app's endpoints: the paths it declares and one contract per endpoint. */
export interface TemplateApi {
  paths: Readonly<Record<string, string>>;
  contracts: Readonly<Record<string, Contract>>;
}

/**
 * Every template app's paths and contracts (`<app>.schema.ts`), by the name of its `xPaths` export: the
 * contract tests check each answer of these endpoints against its contract (test/server.ts), and
 * test/templateContracts.test.ts that no app and no path is left without a contract.
 */
export const TEMPLATE_APIS = {
  mailPaths: { paths: mailPaths, contracts: mailContracts },
  scrumboardPaths: { paths: scrumboardPaths, contracts: scrumboardContracts },
  contactsPaths: { paths: contactsPaths, contracts: contactsContracts },
  eCommercePaths: { paths: eCommercePaths, contracts: eCommerceContracts },
  calendarPaths: { paths: calendarPaths, contracts: calendarContracts },
  chatPaths: { paths: chatPaths, contracts: chatContracts },
  todoPaths: { paths: todoPaths, contracts: todoContracts },
  notesPaths: { paths: notesPaths, contracts: notesContracts },
} satisfies Record<string, TemplateApi>;
