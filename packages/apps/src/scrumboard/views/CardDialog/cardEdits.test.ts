import type { Card } from '@chorus/mock-handlers/contracts';
import { describe, expect, test } from 'vitest';
import {
  addActivity,
  addAttachment,
  addChecklist,
  fromDateInput,
  isLink,
  removeAttachment,
  removeChecklist,
  setCheckItems,
  toDateInput,
  toggleCover,
  toggled,
} from './cardEdits';

const time = '2026-01-02T03:04:05.000Z';
const card: Card = {
  id: 'card-1',
  name: 'Fix login',
  description: '',
  idAttachmentCover: 'image-1',
  idMembers: [],
  idLabels: ['label-1'],
  attachments: [
    { id: 'image-1', name: 'shot.png', src: 'data:image/png;base64,AA==', type: 'image', time },
    { id: 'link-1', name: 'https://example.com', url: 'https://example.com', type: 'link', time },
  ],
  subscribed: false,
  checklists: [
    { id: 'list-1', name: 'Steps', checkItems: [{ id: 'item-1', name: 'One', checked: false }] },
    { id: 'list-2', name: 'Checks', checkItems: [] },
  ],
  activities: [{ id: 'activity-1', type: 'comment', idMember: 'member-1', message: 'First', time }],
  due: null,
};

describe('a card’s changes', () => {
  test('a label or member is added when absent and removed when present', () => {
    expect(toggled(card.idLabels, 'label-2')).toEqual(['label-1', 'label-2']);
    expect(toggled(card.idLabels, 'label-1')).toEqual([]);
  });

  test('a due date goes to the date field and back as midnight UTC; empty is no date', () => {
    expect(toDateInput('2026-03-04T15:00:00.000Z')).toBe('2026-03-04');
    expect(toDateInput(null)).toBe('');
    expect(fromDateInput('2026-03-04')).toBe('2026-03-04T00:00:00.000Z');
    expect(fromDateInput('')).toBeNull();
  });

  test('checklists are added at the end, removed, and one checklist’s items replaced', () => {
    expect(
      addChecklist(card, { id: 'list-3', name: 'New', checkItems: [] }).checklists?.map((c) => c.id),
    ).toEqual(['list-1', 'list-2', 'list-3']);
    expect(removeChecklist(card, 'list-1').checklists?.map((c) => c.id)).toEqual(['list-2']);
    const items = [{ id: 'item-2', name: 'Two', checked: true }];
    expect(setCheckItems(card, 'list-2', items).checklists).toEqual([
      card.checklists[0],
      { ...card.checklists[1], checkItems: items },
    ]);
    expect(card.checklists[1]?.checkItems).toEqual([]);
  });

  test('removing the cover image leaves the card without a cover; another attachment keeps it', () => {
    expect(removeAttachment(card, 'image-1')).toEqual({
      attachments: [card.attachments[1]],
      idAttachmentCover: '',
    });
    expect(removeAttachment(card, 'link-1')).toEqual({
      attachments: [card.attachments[0]],
      idAttachmentCover: 'image-1',
    });
    const link = { id: 'link-2', name: 'https://x.dev', url: 'https://x.dev', type: 'link' as const, time };
    expect(addAttachment(card, link).attachments?.at(-1)).toEqual(link);
  });

  test('an image becomes the cover, or stops being it', () => {
    expect(toggleCover(card, 'image-1')).toEqual({ idAttachmentCover: '' });
    expect(toggleCover({ ...card, idAttachmentCover: '' }, 'image-1')).toEqual({
      idAttachmentCover: 'image-1',
    });
  });

  test('a new comment goes on top', () => {
    const comment = {
      id: 'activity-2',
      type: 'comment' as const,
      idMember: 'member-2',
      message: 'Second',
      time,
    };
    expect(addActivity(card, comment).activities?.map((a) => a.message)).toEqual(['Second', 'First']);
  });

  test('a link is an http(s) address with no spaces', () => {
    expect(isLink('https://example.com/a?b=1')).toBe(true);
    expect(isLink('http://x')).toBe(true);
    expect(isLink('ftp://example.com')).toBe(false);
    expect(isLink('https://exa mple.com')).toBe(false);
    expect(isLink('example.com')).toBe(false);
  });
});
