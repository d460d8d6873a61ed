import type { StoredUser } from '../auth/auth.db';
import { patched, removeByIds, replaceById, requireAll, requireById, toggleIn } from '../lib/collection';
import { avatarUrl, badRequest, conflict, createId, LIMITS, notFound } from '@chorus/domain';
import type { Mail, MailMessageFormat, MailsQuery } from './mail.schema';
import { mailContracts } from './mail.contracts';
import { mailStore } from './mail.db';
import { STAFF_ROLES, guarded } from '../auth/auth.session';

const { serve } = guarded(STAFF_ROLES);

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

// --- Chorus extension, not in spec §7: send-mail and save-draft (compose stores what it writes). ---

type Person = Mail['from'];

/** The sender of a mail written now: the signed-in user of the request. */
function senderOf(user: StoredUser): Person {
  const { data } = user;
  return { name: data.displayName, email: data.email, avatar: data.photoURL || avatarUrl(data.displayName) };
}

/** Recipients with the name the mailbox already knows for the address (else the address itself). */
function people(emails: readonly string[]): Array<{ name: string; email: string }> {
  const known = new Map<string, string>();
  for (const mail of mailStore.state.mails) {
    for (const person of [mail.from, ...mail.to]) known.set(person.email.toLowerCase(), person.name);
  }
  return emails.map((email) => ({ name: known.get(email.toLowerCase()) ?? email, email }));
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Plain text as HTML: escaped, blank lines between paragraphs, single line breaks kept. */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

function messageHtml(message: string, format: MailMessageFormat): string {
  const html = format === 'text' ? textToHtml(message) : message;
  if (html.length > LIMITS.html) badRequest(`message: longer than ${LIMITS.html} characters as HTML`);
  return html;
}

function folderId(handle: 'sent' | 'drafts'): number {
  const folder = mailStore.state.folders.find((entry) => entry.handle === handle);
  return folder ? folder.id : notFound(`Unknown folder ${handle}`);
}

/** The stored draft with this id; a 404 if unknown, a 409 if the mail is not a draft. */
function requireDraft(id: string): Mail {
  const mail = requireById(mailStore.state.mails, id, 'Mail');
  if (mail.folder !== folderId('drafts')) conflict(`Mail ${id} is not a draft`);
  return mail;
}

interface Composed {
  to: string[];
  cc: string[];
  subject: string;
  message: string;
  format: MailMessageFormat;
}

/**
 * Stores a mail written now by the request's user on top of `folder` (lists are newest first): a new one,
 * or, with `draftId`, the new content of that draft under its id. Every check runs before anything changes.
 */
function storeComposed(
  user: StoredUser,
  body: Composed,
  draftId: string | undefined,
  folder: 'sent' | 'drafts',
): Mail {
  const from = senderOf(user);
  const previous = draftId === undefined ? undefined : requireDraft(draftId);
  const message = messageHtml(body.message, body.format);
  const into = folderId(folder);
  const mail: Mail = {
    id: previous?.id ?? createId(),
    from,
    to: people(body.to),
    ...(body.cc.length ? { cc: people(body.cc) } : {}),
    subject: body.subject,
    message,
    time: new Date().toISOString(),
    read: true,
    starred: previous?.starred ?? false,
    important: previous?.important ?? false,
    hasAttachments: false,
    attachments: [],
    labels: previous?.labels ?? [],
    folder: into,
  };
  const { mails } = mailStore.state;
  const index = previous ? mails.indexOf(previous) : -1;
  if (index >= 0) mails.splice(index, 1);
  mails.unshift(mail);
  return mail;
}

export const mailHandlers = [
  serve(mailContracts.mail, ({ mailId }) => requireById(mailStore.state.mails, mailId, 'Mail')),
  serve(mailContracts.mails, (query) => selectMails(query)),
  serve(mailContracts.filters, () => mailStore.state.filters),
  serve(mailContracts.labels, () => mailStore.state.labels),
  serve(mailContracts.folders, () => mailStore.state.folders),

  serve(mailContracts.updateMail, (mail) => {
    requireById(mailStore.state.mails, mail.id, 'Mail');
    checkRefs(mail.labels, mail.folder);
    replaceById(mailStore.state.mails, mail);
    return mail;
  }),
  // Chorus extension (not in spec §7): many changes in one call; only the fields named change.
  serve(mailContracts.updateMails, ({ updates }) => {
    const changed = patched(mailStore.state.mails, updates, 'Mails');
    for (const update of updates) checkRefs(update.labels ?? [], update.folder);
    for (const mail of changed) replaceById(mailStore.state.mails, mail);
    return changed;
  }),
  serve(mailContracts.setFolder, ({ selectedMailIds, folderId }) => {
    checkRefs([], folderId);
    const selected = requireAll(mailStore.state.mails, selectedMailIds, 'Mails');
    for (const mail of selected) mail.folder = folderId;
    return selected;
  }),
  serve(mailContracts.toggleLabel, ({ selectedMailIds, labelId }) => {
    checkRefs([labelId]);
    const selected = requireAll(mailStore.state.mails, selectedMailIds, 'Mails');
    for (const mail of selected) mail.labels = toggleIn(mail.labels, labelId);
    return selected;
  }),
  serve(mailContracts.deleteMails, ({ selectedMailIds }) => {
    requireAll(mailStore.state.mails, selectedMailIds, 'Mails');
    removeByIds(mailStore.state.mails, selectedMailIds);
    return selectedMailIds;
  }),
  // Chorus extension (not in spec §7): a new message, or a stored draft, goes to `sent`.
  serve(mailContracts.sendMail, ({ draftId, ...body }, { user }) =>
    storeComposed(user, body, draftId, 'sent'),
  ),
  // Chorus extension (not in spec §7): a new draft, or the new content of a stored one, in `drafts`.
  serve(mailContracts.saveDraft, ({ id, ...body }, { user }) => storeComposed(user, body, id, 'drafts')),
];
