/**
 * The card dialog's state: what is typed and not yet added (a comment, a link, each checklist's new item), the
 * checklist just added (its item field takes the focus), an image's refusal, and every change to the card,
 * each handed to `onChange` as the whole changed card at once.
 */
import type { Card } from '@chorus/mock-handlers/contracts';
import { useState } from 'react';
import { readImageFile } from '../../../lib/imageFile';
import { useT } from '../../i18n';
import {
  addActivity,
  addAttachment,
  addChecklist,
  isLink,
  removeAttachment,
  removeChecklist,
  setCheckItems,
  toggleCover,
  toggled,
} from './cardEdits';

type CheckItem = Card['checklists'][number]['checkItems'][number];

const newId = (prefix: string) => `${prefix}-${crypto.randomUUID()}`;
const now = () => new Date().toISOString();

export function useCardForm({
  card,
  memberId,
  onChange,
}: {
  card: Card;
  /** Who comments: none, no comment. */
  memberId: string | undefined;
  onChange: (card: Card) => void;
}) {
  const t = useT();
  const change = (patch: Partial<Card>) => onChange({ ...card, ...patch });
  const [comment, setComment] = useState('');
  const [newItem, setNewItem] = useState<Record<string, string>>({});
  const [addedChecklist, setAddedChecklist] = useState<string>();
  const [link, setLink] = useState('');
  const [imageError, setImageError] = useState<string>();

  const items = (checklistId: string) =>
    card.checklists.find((entry) => entry.id === checklistId)?.checkItems ?? [];
  const setItems = (checklistId: string, checkItems: CheckItem[]) =>
    change(setCheckItems(card, checklistId, checkItems));
  const setItem = (checklistId: string, itemId: string, patch: Partial<CheckItem>) =>
    setItems(
      checklistId,
      items(checklistId).map((entry) => (entry.id === itemId ? { ...entry, ...patch } : entry)),
    );

  const checklists = {
    /** The checklist added last: its new-item field takes the focus, so typing on adds items. */
    added: addedChecklist,
    add: (name: string) => {
      const id = newId('checklist');
      change(addChecklist(card, { id, name, checkItems: [] }));
      setAddedChecklist(id);
    },
    remove: (checklistId: string) => change(removeChecklist(card, checklistId)),
    check: (checklistId: string, itemId: string, checked: boolean) =>
      setItem(checklistId, itemId, { checked }),
    rename: (checklistId: string, itemId: string, name: string) => setItem(checklistId, itemId, { name }),
    removeItem: (checklistId: string, itemId: string) =>
      setItems(
        checklistId,
        items(checklistId).filter((entry) => entry.id !== itemId),
      ),
    /** The new item's name as typed in a checklist. */
    draft: (checklistId: string) => newItem[checklistId] ?? '',
    setDraft: (checklistId: string, value: string) => setNewItem({ ...newItem, [checklistId]: value }),
    /** Adds the typed item (not a blank one) and empties its field. */
    addItem: (checklistId: string) => {
      const name = (newItem[checklistId] ?? '').trim();
      if (!name) return;
      setItems(checklistId, [...items(checklistId), { id: newId('item'), name, checked: false }]);
      setNewItem({ ...newItem, [checklistId]: '' });
    },
  };

  const attachments = {
    link,
    setLink,
    /** Adds the typed link when it is an http(s) address, and empties the field. */
    addLink: () => {
      const url = link.trim();
      if (!isLink(url)) return;
      change(addAttachment(card, { id: newId('attachment'), name: url, url, type: 'link', time: now() }));
      setLink('');
    },
    imageError,
    addImage: async (file: File | undefined) => {
      if (!file) return;
      const read = await readImageFile(file);
      if ('error' in read)
        return setImageError(t(read.error === 'notImage' ? 'dialog.notImage' : 'dialog.imageTooLarge'));
      setImageError(undefined);
      change(
        addAttachment(card, {
          id: newId('attachment'),
          name: read.name,
          src: read.url,
          type: 'image',
          time: now(),
        }),
      );
    },
    toggleCover: (attachmentId: string) => change(toggleCover(card, attachmentId)),
    remove: (attachmentId: string) => change(removeAttachment(card, attachmentId)),
  };

  const comments = {
    draft: comment,
    setDraft: setComment,
    /** A comment needs words and someone to say them. */
    canSend: Boolean(comment.trim() && memberId),
    send: () => {
      const message = comment.trim();
      if (!message || !memberId) return;
      change(
        addActivity(card, {
          id: newId('activity'),
          type: 'comment',
          idMember: memberId,
          message,
          time: now(),
        }),
      );
      setComment('');
    },
  };

  return {
    change,
    toggleLabel: (labelId: string) => change({ idLabels: toggled(card.idLabels, labelId) }),
    toggleMember: (memberId: string) => change({ idMembers: toggled(card.idMembers, memberId) }),
    checklists,
    attachments,
    comments,
  };
}

export type CardFormState = ReturnType<typeof useCardForm>;
