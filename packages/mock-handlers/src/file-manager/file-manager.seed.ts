import { createRandom, DAY, iso, pictureUrl, seedAnchor } from '@chorus/domain';
import { TOPICS } from '../lib/words';
import type { FileItem } from './file-manager.schema';

/** The top of the tree, as locations name it. */
export const FILE_MANAGER_ROOT = 'My Files';

/** The folders: id, name, parent (null at the top). "Archive" stays empty (the app's empty folder). */
const FOLDERS: [id: string, name: string, parent: string | null][] = [
  ['folder-documents', 'Documents', null],
  ['folder-design', 'Design', null],
  ['folder-finance', 'Finance', null],
  ['folder-archive', 'Archive', null],
  ['folder-drafts', 'Drafts', 'folder-documents'],
];
/** Where each of the 19 files is: 5 at the top, the others in the folders. */
const FILE_PLACES: (string | null)[] = [
  null,
  null,
  null,
  null,
  null,
  'folder-documents',
  'folder-documents',
  'folder-documents',
  'folder-documents',
  'folder-documents',
  'folder-drafts',
  'folder-drafts',
  'folder-drafts',
  'folder-design',
  'folder-design',
  'folder-design',
  'folder-finance',
  'folder-finance',
  'folder-finance',
];

function locationOf(folderId: string | null): string {
  const names: string[] = [];
  for (let id = folderId; id; ) {
    const folder = FOLDERS.find(([folder]) => folder === id);
    if (!folder) break;
    names.unshift(folder[1]);
    id = folder[2];
  }
  return [FILE_MANAGER_ROOT, ...names].join(' > ');
}

export function seedFileManager(): FileItem[] {
  const random = createRandom('file-manager');
  const anchor = seedAnchor();
  const dates = () => {
    const created = anchor - random.int(30, 400) * DAY;
    return {
      created: iso(created),
      modified: iso(created + random.int(1, 20) * DAY),
      opened: iso(anchor - random.int(0, 20) * DAY),
    };
  };
  const owner = () => (random.bool(0.7) ? 'Me' : 'Emily Bennett');
  const folders: FileItem[] = FOLDERS.map(([id, name, parent]) => ({
    id,
    name,
    type: 'folder',
    owner: owner(),
    size: null,
    ...dates(),
    extention: '',
    location: locationOf(parent),
    offline: false,
    preview: '',
    folderId: parent,
  }));
  const files: FileItem[] = FILE_PLACES.map((folderId, index) => {
    const type = index % 3 === 2 ? 'spreadsheet' : 'document';
    const extention = type === 'document' ? 'docx' : 'xlsx';
    const topic = random.pick(TOPICS).replace(/^the /, '').replace(/\s+/g, '-');
    const name = `${topic}-${index + 1}.${extention}`;
    return {
      id: `file-${String(index + 1).padStart(2, '0')}`,
      name,
      type,
      owner: owner(),
      // 2 KB to 12 MB: the list shows KB and MB.
      size: index % 4 === 0 ? random.int(2_000, 900_000) : random.int(1_000_000, 12_000_000),
      ...dates(),
      extention,
      location: locationOf(folderId),
      offline: random.bool(0.3),
      preview: pictureUrl(name),
      folderId,
    };
  });
  return [...folders, ...files];
}
