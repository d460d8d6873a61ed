/**
 * A card's changes as plain functions: each takes the card and returns the fields that change, for
 * card/update (the dialog hands the whole changed card to `onChange`). Ids and times are the caller's.
 */
import type { Card } from '@chorus/mock-handlers/contracts';

type Checklist = Card['checklists'][number];
type CheckItem = Checklist['checkItems'][number];
type Attachment = Card['attachments'][number];
type Activity = Card['activities'][number];

/** The id added when absent, removed when present. */
export const toggled = (ids: readonly string[], id: string) =>
  ids.includes(id) ? ids.filter((entry) => entry !== id) : [...ids, id];

/** A due date's ISO time as a date field shows it, and back (midnight UTC); empty is no date. */
export const toDateInput = (iso: string | null) => (iso ? iso.slice(0, 10) : '');
export const fromDateInput = (value: string) =>
  value ? new Date(`${value}T00:00:00.000Z`).toISOString() : null;

/** A link attachment takes an http(s) address with no spaces. */
export const isLink = (url: string) => /^https?:\/\/\S+$/.test(url);

export const addChecklist = (card: Card, checklist: Checklist): Partial<Card> => ({
  checklists: [...card.checklists, checklist],
});

export const removeChecklist = (card: Card, checklistId: string): Partial<Card> => ({
  checklists: card.checklists.filter((entry) => entry.id !== checklistId),
});

/** One checklist's items replaced (an item added, checked, renamed or removed). */
export const setCheckItems = (card: Card, checklistId: string, checkItems: CheckItem[]): Partial<Card> => ({
  checklists: card.checklists.map((entry) => (entry.id === checklistId ? { ...entry, checkItems } : entry)),
});

export const addAttachment = (card: Card, attachment: Attachment): Partial<Card> => ({
  attachments: [...card.attachments, attachment],
});

/** An attachment removed; when it was the cover, the card has no cover. */
export const removeAttachment = (card: Card, attachmentId: string): Partial<Card> => ({
  attachments: card.attachments.filter((entry) => entry.id !== attachmentId),
  idAttachmentCover: card.idAttachmentCover === attachmentId ? '' : card.idAttachmentCover,
});

/** An image becomes the cover, or stops being it. */
export const toggleCover = (card: Card, attachmentId: string): Partial<Card> => ({
  idAttachmentCover: card.idAttachmentCover === attachmentId ? '' : attachmentId,
});

/** A comment goes first (the newest on top). */
export const addActivity = (card: Card, activity: Activity): Partial<Card> => ({
  activities: [activity, ...card.activities],
});
