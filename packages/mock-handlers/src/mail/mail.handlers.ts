import { removeByIds, replaceById, requireAll, requireById, toggleIn } from '../lib/collection';
import { badRequest, get, notFound, post, readQuery } from '../lib/http';
import {
  DeleteMailsRequestSchema,
  MailQuerySchema,
  MailsQuerySchema,
  SetMailFolderRequestSchema,
  ToggleMailLabelRequestSchema,
  UpdateMailRequestSchema,
  mailPaths,
  type Mail,
  type MailsQuery,
} from './mail.schema';
import { mailStore } from './mail.db';

/** Mails of a label, a filter or a folder (default inbox), newest first. */
export function selectMails(query: MailsQuery): Mail[] {
  const { mails, labels, filters, folders } = mailStore.state;
  if (query.labelHandle) {
    const label =
      labels.find((entry) => entry.handle === query.labelHandle) ??
      notFound(`Unknown label ${query.labelHandle}`);
    return mails.filter((mail) => mail.labels.includes(label.id));
  }
  if (query.filterHandle) {
    const filter =
      filters.find((entry) => entry.handle === query.filterHandle) ??
      notFound(`Unknown filter ${query.filterHandle}`);
    const flag = filter.handle as 'starred' | 'important';
    return mails.filter((mail) => mail[flag] === true);
  }
  const handle = query.folderHandle || 'inbox';
  const folder = folders.find((entry) => entry.handle === handle) ?? notFound(`Unknown folder ${handle}`);
  return mails.filter((mail) => mail.folder === folder.id);
}

function checkRefs(labelIds: readonly number[], folderId?: number): void {
  const { labels, folders } = mailStore.state;
  const unknown = labelIds.filter((id) => !labels.some((label) => label.id === id));
  if (unknown.length > 0) badRequest(`Unknown label ${unknown.join(', ')}`);
  if (folderId !== undefined && !folders.some((folder) => folder.id === folderId))
    badRequest(`Unknown folder ${folderId}`);
}

export const mailHandlers = [
  get(mailPaths.mail, ({ request }) => {
    const { mailId } = readQuery(request, MailQuerySchema);
    return requireById(mailStore.state.mails, mailId, 'Mail');
  }),
  get(mailPaths.mails, ({ request }) => selectMails(readQuery(request, MailsQuerySchema))),
  get(mailPaths.filters, () => mailStore.state.filters),
  get(mailPaths.labels, () => mailStore.state.labels),
  get(mailPaths.folders, () => mailStore.state.folders),

  post(mailPaths.updateMail, UpdateMailRequestSchema, (mail) => {
    requireById(mailStore.state.mails, mail.id, 'Mail');
    checkRefs(mail.labels, mail.folder);
    replaceById(mailStore.state.mails, mail);
    return mail;
  }),
  post(mailPaths.setFolder, SetMailFolderRequestSchema, ({ selectedMailIds, folderId }) => {
    checkRefs([], folderId);
    const selected = requireAll(mailStore.state.mails, selectedMailIds, 'Mails');
    for (const mail of selected) mail.folder = folderId;
    return selected;
  }),
  post(mailPaths.toggleLabel, ToggleMailLabelRequestSchema, ({ selectedMailIds, labelId }) => {
    checkRefs([labelId]);
    const selected = requireAll(mailStore.state.mails, selectedMailIds, 'Mails');
    for (const mail of selected) mail.labels = toggleIn(mail.labels, labelId);
    return selected;
  }),
  post(mailPaths.deleteMails, DeleteMailsRequestSchema, ({ selectedMailIds }) => {
    requireAll(mailStore.state.mails, selectedMailIds, 'Mails');
    removeByIds(mailStore.state.mails, selectedMailIds);
    return selectedMailIds;
  }),
];
