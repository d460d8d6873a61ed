/**
 * The route shapes shared by mail and to-do: /apps/<app>/<folder>[/<item>],
 * /apps/<app>/label/<label>[/<item>], /apps/<app>/filter/<filter>[/<item>].
 */
import type { AppRoute } from '@chorus/shell';
import { useParams } from 'react-router';

export function folderRoutes(
  base: string,
  defaultFolder: string,
  lazy: NonNullable<AppRoute['lazy']>,
): AppRoute[] {
  return [
    { path: base, redirectTo: `${base}/${defaultFolder}` },
    { path: `${base}/label/:labelHandle/:itemId?`, lazy },
    { path: `${base}/filter/:filterHandle/:itemId?`, lazy },
    { path: `${base}/:folderHandle/:itemId?`, lazy },
  ];
}

export type FolderKind = 'folder' | 'label' | 'filter';

export interface FolderRoute {
  kind: FolderKind;
  handle: string;
  /** The open item (mail, todo), if any. */
  itemId: string | undefined;
  /** The query the list endpoint takes. */
  query: { folderHandle?: string; labelHandle?: string; filterHandle?: string };
  /** The list's own path (without the item). */
  listPath: string;
  /** The path of an item in this list. */
  itemPath: (id: string) => string;
}

export function folderRoute(
  base: string,
  defaultFolder: string,
  params: Readonly<Record<string, string | undefined>>,
): FolderRoute {
  const { labelHandle, filterHandle, folderHandle, itemId } = params;
  const [kind, handle]: [FolderKind, string] = labelHandle
    ? ['label', labelHandle]
    : filterHandle
      ? ['filter', filterHandle]
      : ['folder', folderHandle ?? defaultFolder];
  const listPath = kind === 'folder' ? `${base}/${handle}` : `${base}/${kind}/${handle}`;
  return {
    kind,
    handle,
    itemId,
    query: { [`${kind}Handle`]: handle },
    listPath,
    itemPath: (id) => `${listPath}/${encodeURIComponent(id)}`,
  };
}

export function useFolderRoute(base: string, defaultFolder: string): FolderRoute {
  return folderRoute(base, defaultFolder, useParams());
}
