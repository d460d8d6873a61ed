/**
 * The document title of a folder app's list (mail, to-do): the folder's, filter's or label's name, with a count
 * when one is given ("Inbox (12) · Mail · Chorus"; the shell adds the app and the product). A count still loading
 * (null) keeps the name back too: the title goes from "Mail · Chorus" straight to "Inbox (12) · Mail · Chorus", never
 * through "Inbox · Mail · Chorus", so what the route's arrival announced is always the end of the title.
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
  count?: number | null,
): void {
  const t = useT();
  const name = lists[route.kind]?.find((entry) => entry.handle === route.handle)?.title;
  const part =
    count === null
      ? undefined
      : name && count
        ? t('title.withCount', { name, count: formatNumber(count) })
        : name;
  useDocumentTitle(part);
}
