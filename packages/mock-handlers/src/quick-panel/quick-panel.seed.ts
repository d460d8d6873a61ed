import { DAY, seedAnchor } from '../lib/time';
import type { QuickPanelData } from './quick-panel.schema';

const day = (offset: number) =>
  new Date(seedAnchor() + offset * DAY).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

export function seedQuickPanel(): QuickPanelData {
  return {
    notes: [
      { id: 'qp-note-1', title: 'Best songs to listen while working', detail: `Last edit: ${day(-1)}` },
      { id: 'qp-note-2', title: 'Useful facilitation prompts', detail: `Last edit: ${day(-4)}` },
      { id: 'qp-note-3', title: 'Ideas for the next offsite', detail: `Last edit: ${day(-9)}` },
    ],
    events: [
      { id: 'qp-event-1', title: 'Group Meeting', detail: 'In 32 minutes, Room 1B' },
      { id: 'qp-event-2', title: 'Public Beta Release', detail: '11:00 PM' },
      { id: 'qp-event-3', title: 'Dinner with Karin', detail: '17:30 PM' },
      { id: 'qp-event-4', title: 'Q&A Session', detail: '20:30 PM' },
    ],
  };
}
