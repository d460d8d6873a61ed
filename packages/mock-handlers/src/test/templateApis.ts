import type { Contract } from '@chorus/domain/contracts';
import { mailContracts, mailPaths } from '../mail/mail.contracts';
import { knowledgeBaseContracts, knowledgeBasePaths } from '../knowledge-base/knowledge-base.contracts';
import { iconsContracts, iconsPaths } from '../icons/icons.contracts';
import { faqContracts, faqPaths } from '../faq/faq.contracts';
import { quickPanelContracts, quickPanelPaths } from '../quick-panel/quick-panel.contracts';
import { searchContracts, searchPaths } from '../search/search.contracts';
import { profileContracts, profilePaths } from '../profile/profile.contracts';
import { invoicesContracts, invoicesPaths } from '../invoices/invoices.contracts';
import { dashboardsContracts, dashboardsPaths } from '../dashboards/dashboards.contracts';
import { academyContracts, academyPaths } from '../academy/academy.contracts';
import { fileManagerContracts, fileManagerPaths } from '../file-manager/file-manager.contracts';
import { notesContracts, notesPaths } from '../notes/notes.contracts';
import { todoContracts, todoPaths } from '../todo/todo.contracts';
import { chatContracts, chatPaths } from '../chat/chat.contracts';
import { calendarContracts, calendarPaths } from '../calendar/calendar.contracts';
import { eCommerceContracts, eCommercePaths } from '../e-commerce/e-commerce.contracts';
import { contactsContracts, contactsPaths } from '../contacts/contacts.contracts';
import { scrumboardContracts, scrumboardPaths } from '../scrumboard/scrumboard.contracts';

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
  fileManagerPaths: { paths: fileManagerPaths, contracts: fileManagerContracts },
  academyPaths: { paths: academyPaths, contracts: academyContracts },
  dashboardsPaths: { paths: dashboardsPaths, contracts: dashboardsContracts },
  invoicesPaths: { paths: invoicesPaths, contracts: invoicesContracts },
  profilePaths: { paths: profilePaths, contracts: profileContracts },
  searchPaths: { paths: searchPaths, contracts: searchContracts },
  quickPanelPaths: { paths: quickPanelPaths, contracts: quickPanelContracts },
  faqPaths: { paths: faqPaths, contracts: faqContracts },
  iconsPaths: { paths: iconsPaths, contracts: iconsContracts },
  knowledgeBasePaths: { paths: knowledgeBasePaths, contracts: knowledgeBaseContracts },
} satisfies Record<string, TemplateApi>;
