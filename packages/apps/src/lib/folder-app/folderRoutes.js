import { useParams } from 'react-router';
export function folderRoutes(base, defaultFolder, lazy) {
    return [
        { path: base, redirectTo: `${base}/${defaultFolder}` },
        { path: `${base}/label/:labelHandle/:itemId?`, lazy },
        { path: `${base}/filter/:filterHandle/:itemId?`, lazy },
        { path: `${base}/:folderHandle/:itemId?`, lazy },
    ];
}
export function folderRoute(base, defaultFolder, params) {
    const { labelHandle, filterHandle, folderHandle, itemId } = params;
    const [kind, handle] = labelHandle
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
export function useFolderRoute(base, defaultFolder) {
    return folderRoute(base, defaultFolder, useParams());
}
