/**
 * msw creates its cookie store when it is imported and requires a `localStorage` in any browser-like
 * environment; a service worker has none. This gives it one in memory (the mock API sets no cookies the
 * demo relies on). Imported first by serviceWorker.ts, so that it runs before msw's modules; it exports a
 * value the worker uses, because the package is marked free of side effects and a bare import would be
 * dropped.
 */
export const hasLocalStorage = typeof (globalThis as { localStorage?: unknown }).localStorage !== 'undefined';
if (!hasLocalStorage) {
  const data = new Map<string, string>();
  const storage: Storage = {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(String(key)) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => {
      data.delete(String(key));
    },
    setItem: (key, value) => {
      data.set(String(key), String(value));
    },
  };
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
}
