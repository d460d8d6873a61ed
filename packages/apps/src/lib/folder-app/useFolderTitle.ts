/**
 * The document title of a folder app's list (mail, to-do): the folder's, filter's or label's name, with a count
 * when one is given ("Inbox (12) · Mail · Chorus"; the shell adds the app and the product).
 */
import { useDocumentTitle } from '@chorus/shell';
import { formatNumber } from '@chorus/ui';
import { useT } from '../navigation/i18n';
import type { FolderRoute } from './folderRoutes';

interface Named {
  handle: string;
  title: string;
}

export function useFolderTitle(
  route: FolderRoute,
  lists: { folder?: readonly Named[]; filter?: readonly Named[]; label?: readonly Named[] },
  count?: number,
): void {
  const t = useT();
  const name = lists[route.kind]?.find((entry) => entry.handle === route.handle)?.title;
  useDocumentTitle(name && count ? t('title.withCount', { name, count: formatNumber(count) }) : name);
}
