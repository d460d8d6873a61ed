import { avatarUrl, createRandom, DAY, HOUR, iso, pictureUrl, seedAnchor } from '@chorus/domain';
import { FIRST_NAMES, LAST_NAMES, TOPICS } from '../lib/words';
import type { Board, Card } from './scrumboard.schema';
import type { ScrumboardState } from './scrumboard.schema';

export const DEFAULT_BOARD_LABELS = [
  { id: 'label-high', name: 'High Priority', class: 'red' },
  { id: 'label-design', name: 'Design', class: 'orange' },
  { id: 'label-app', name: 'App', class: 'blue' },
  { id: 'label-feature', name: 'Feature', class: 'green' },
  { id: 'label-facilitation', name: 'Facilitation', class: 'purple' },
];

const BOARDS = [
  'ACME Frontend Application',
  'Meeting Facilitation',
  'Quarterly Planning',
  'Hiring Pipeline',
  'Design System',
];
const LISTS = ['Backlog', 'To do', 'In progress', 'Review', 'Done'];
const VERBS = ['Draft', 'Review', 'Ship', 'Prototype', 'Test', 'Document', 'Plan', 'Interview'];

export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function seedScrumboard(): ScrumboardState {
  const random = createRandom('scrumboard');
  const anchor = seedAnchor();
  const boards: Board[] = BOARDS.map((name, b) => {
    const members = Array.from({ length: 5 }, (_, m) => {
      const person = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
      return { id: `member-${b + 1}-${m + 1}`, name: person, avatar: avatarUrl(person) };
    });
    const cards: Card[] = [];
    const lists = LISTS.slice(0, b === 4 ? 3 : 5).map((listName, l) => {
      const idCards: string[] = [];
      for (let c = 0; c < random.int(2, 5); c++) {
        const id = `card-${b + 1}-${l + 1}-${c + 1}`;
        const hasImage = random.bool(0.25);
        const attachments = hasImage
          ? [
              {
                id: `${id}-att-1`,
                name: 'sketch.jpg',
                src: pictureUrl(`Sketch ${id}`),
                time: iso(anchor - DAY),
                type: 'image' as const,
              },
            ]
          : [];
        cards.push({
          id,
          name: `${random.pick(VERBS)} ${random.pick(TOPICS)}`,
          description: random.bool(0.7) ? random.paragraph(1, 2) : '',
          idAttachmentCover: hasImage ? `${id}-att-1` : '',
          idMembers: random.pickMany(
            members.map((member) => member.id),
            random.int(0, 3),
          ),
          idLabels: random.pickMany(
            DEFAULT_BOARD_LABELS.map((label) => label.id),
            random.int(0, 2),
          ),
          attachments,
          subscribed: random.bool(0.4),
          checklists: random.bool(0.4)
            ? [
                {
                  id: `${id}-checklist`,
                  name: 'Checklist',
                  checkItems: Array.from({ length: random.int(2, 5) }, (_, i) => ({
                    id: `${id}-item-${i + 1}`,
                    name: random.sentence(2, 5),
                    checked: random.bool(),
                  })),
                },
              ]
            : [],
          activities: random.bool(0.5)
            ? [
                {
                  id: `${id}-activity-1`,
                  type: 'comment',
                  idMember: (members[0] as { id: string }).id,
                  message: random.sentence(),
                  time: iso(anchor - random.int(1, 48) * HOUR),
                },
              ]
            : [],
          due: random.bool(0.4) ? iso(anchor + random.int(-5, 20) * DAY) : null,
        });
        idCards.push(id);
      }
      return { id: `list-${b + 1}-${l + 1}`, name: listName, idCards };
    });
    return {
      id: `board-${b + 1}`,
      name,
      uri: slug(name),
      settings: {
        color: random.pick(['', 'blue', 'green', 'orange']),
        subscribed: random.bool(),
        cardCoverImages: true,
      },
      lists,
      cards,
      members,
      labels: structuredClone(DEFAULT_BOARD_LABELS),
    };
  });
  return { boards };
}
