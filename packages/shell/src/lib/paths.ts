function stripSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** Whether `url` is the current path: exact items match only themselves, others their sub-paths too. */
export function isUrlActive(url: string | undefined, pathname: string, exact = false): boolean {
  if (!url) return false;
  const target = stripSlash(url);
  const current = stripSlash(pathname);
  if (current === target) return true;
  return !exact && target !== '/' && current.startsWith(`${target}/`);
}
