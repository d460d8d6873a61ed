import { DAY, iso, seedAnchor } from '../lib/time';
import { pictureUrl } from '../lib/images';
import { createRandom } from '../lib/random';
import { TOPICS } from '../lib/words';
import type { FileItem } from './file-manager.schema';

export function seedFileManager(): FileItem[] {
  const random = createRandom('file-manager');
  const anchor = seedAnchor();
  const types: FileItem['type'][] = [
    'folder',
    'folder',
    'document',
    'document',
    'document',
    'spreadsheet',
    'spreadsheet',
  ];
  return Array.from({ length: 24 }, (_, index) => {
    const type = types[index % types.length] as FileItem['type'];
    const topic = random.pick(TOPICS).replace(/^the /, '');
    const extention = type === 'folder' ? '' : type === 'document' ? 'docx' : 'xlsx';
    const created = anchor - random.int(30, 400) * DAY;
    const name =
      type === 'folder'
        ? `${topic[0]?.toUpperCase()}${topic.slice(1)}`
        : `${topic.replace(/\s+/g, '-')}.${extention}`;
    return {
      id: `file-${String(index + 1).padStart(2, '0')}`,
      name,
      type,
      owner: random.bool(0.7) ? 'Me' : 'Emily Bennett',
      size: type === 'folder' ? '' : `${random.float(0.1, 12, 1)} MB`,
      modified: iso(created + random.int(1, 20) * DAY),
      opened: iso(anchor - random.int(0, 20) * DAY),
      created: iso(created),
      extention,
      location: 'My Files > Documents',
      offline: random.bool(0.3),
      preview: type === 'folder' ? '' : pictureUrl(name),
    };
  });
}
