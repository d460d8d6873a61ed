import { DAY, HOUR, iso, MINUTE, seedAnchor } from '@chorus/domain';
import type { QuickPanelData } from './quick-panel.schema';

/**
 * The template's sample notes and events. Their times are data (`at`, ISO 8601), spread around the moment
 * the seed is made; the client writes them in the user's language ('in 32 min', '17:30', 'yesterday').
 */
export function seedQuickPanel(now = Date.now()): QuickPanelData {
  const edited = (days: number) => iso(seedAnchor(now) - days * DAY + 10 * HOUR);
  const soon = (minutes: number) => iso(now + minutes * MINUTE);
  return {
    notes: [
      { id: 'qp-note-1', title: 'Best songs to listen while working', detail: '', at: edited(1) },
      { id: 'qp-note-2', title: 'Useful facilitation prompts', detail: '', at: edited(4) },
      { id: 'qp-note-3', title: 'Ideas for the next offsite', detail: '', at: edited(9) },
    ],
    events: [
      { id: 'qp-event-1', title: 'Group Meeting', detail: 'Room 1B', at: soon(32) },
      { id: 'qp-event-2', title: 'Public Beta Release', detail: '', at: soon(3 * 60) },
      { id: 'qp-event-3', title: 'Dinner with Karin', detail: '', at: soon(26 * 60) },
      { id: 'qp-event-4', title: 'Q&A Session', detail: '', at: soon(2 * 24 * 60) },
    ],
  };
}
