import { avatarUrl, createRandom, HOUR, iso, pictureUrl, seedAnchor } from '@chorus/domain';
import { FIRST_NAMES, LAST_NAMES, TOPICS } from '../lib/words';
import type { Mail, MailFilter, MailFolder, MailLabel } from './mail.schema';
import type { MailState } from './mail.schema';

export const MAIL_FOLDERS: MailFolder[] = [
  { id: 1, handle: 'inbox', title: 'Inbox', icon: 'inbox' },
  { id: 2, handle: 'sent', title: 'Sent', icon: 'send' },
  { id: 3, handle: 'drafts', title: 'Drafts', icon: 'email_open' },
  { id: 4, handle: 'spam', title: 'Spam', icon: 'error' },
  { id: 5, handle: 'trash', title: 'Trash', icon: 'delete' },
];
export const MAIL_FILTERS: MailFilter[] = [
  { id: 1, handle: 'starred', title: 'Starred', icon: 'star' },
  { id: 2, handle: 'important', title: 'Important', icon: 'label' },
];
export const MAIL_LABELS: MailLabel[] = [
  { id: 1, handle: 'note', title: 'Note', color: '#7cb342' },
  { id: 2, handle: 'paypal', title: 'Paypal', color: '#d84315' },
  { id: 3, handle: 'invoice', title: 'Invoice', color: '#607d8b' },
  { id: 4, handle: 'amazon', title: 'Amazon', color: '#03a9f4' },
];

/** Markup a sanitiser must neutralise: the UI's sanitising is tested by the data itself. */
export const HOSTILE_MAIL_BODIES = [
  '<p>Hi team,</p><p>The agenda is below.</p><script>alert("xss from a mail")</script><p>Thanks!</p>',
  '<p>Here is the whiteboard photo:</p><img src="x" onerror="alert(\'xss from a mail\')"><p>Cheers</p>',
  '<p>Please <a href="javascript:alert(\'xss from a mail\')">open the meeting notes</a> before Friday.</p>',
];

/** Whose mailbox the seed is: the sender of sent mail and drafts, and of new mail sent without a session. */
export const MAIL_OWNER = { name: 'Hana Host', email: 'host@chorus.dev' };
const FOLDER_PLAN: Array<[folder: number, count: number]> = [
  [1, 130],
  [2, 40],
  [3, 12],
  [4, 13],
  [5, 15],
];

export function seedMail(): MailState {
  const random = createRandom('mail');
  const anchor = seedAnchor();
  const mails: Mail[] = [];
  let index = 0;
  for (const [folder, count] of FOLDER_PLAN) {
    for (let i = 0; i < count; i++, index++) {
      const first = random.pick(FIRST_NAMES);
      const last = random.pick(LAST_NAMES);
      const person = { name: `${first} ${last}`, email: `${first}.${last}@example.com`.toLowerCase() };
      const sender = folder === 2 || folder === 3 ? MAIL_OWNER : person;
      const recipient = folder === 2 || folder === 3 ? person : MAIL_OWNER;
      const topic = random.pick(TOPICS);
      const hostile = folder === 1 && i < HOSTILE_MAIL_BODIES.length;
      const paragraphs = Array.from({ length: random.int(1, 4) }, () => `<p>${random.paragraph()}</p>`).join(
        '',
      );
      const hasAttachments = random.bool(0.2);
      mails.push({
        id: `mail-${String(index + 1).padStart(3, '0')}`,
        from: { name: sender.name, email: sender.email, avatar: avatarUrl(sender.name) },
        to: [{ name: recipient.name, email: recipient.email }],
        subject: hostile ? `Security check ${i + 1}: ${topic}` : `About ${topic}`,
        message: hostile
          ? (HOSTILE_MAIL_BODIES[i] as string)
          : `<p>Hi ${recipient.name.split(' ')[0]},</p>${paragraphs}<p>Best,<br>${sender.name}</p>`,
        time: iso(anchor + 9 * HOUR - index * random.int(2, 10) * HOUR - random.int(0, 59) * 60_000),
        read: folder !== 1 || i >= 12 ? true : random.bool(0.3),
        starred: random.bool(0.15),
        important: random.bool(0.15),
        hasAttachments,
        attachments: hasAttachments
          ? Array.from({ length: random.int(1, 3) }, (_, n) => {
              const image = random.bool();
              const fileName = image ? `photo-${index}-${n + 1}.jpg` : `notes-${index}-${n + 1}.pdf`;
              return {
                type: image ? 'image/jpeg' : 'application/pdf',
                fileName,
                preview: pictureUrl(fileName),
                url: pictureUrl(fileName),
                size: `${random.int(20, 900)} Kb`,
              };
            })
          : [],
        labels: random.pickMany(
          MAIL_LABELS.map((label) => label.id),
          random.int(0, 2),
        ),
        folder,
      });
    }
  }
  mails.sort((a, b) => b.time.localeCompare(a.time));
  return {
    mails,
    folders: structuredClone(MAIL_FOLDERS),
    filters: structuredClone(MAIL_FILTERS),
    labels: structuredClone(MAIL_LABELS),
  };
}
