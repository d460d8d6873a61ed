/** Deeply partial: every nested property optional (settings overrides). */
export type DeepPartial<T> = {
  [K in keyof T]?: T[K] extends object ? (T[K] extends unknown[] ? T[K] : DeepPartial<T[K]>) : T[K];
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A new object: `base` with every defined value of each source laid over it; arrays are replaced. */
export function deepMerge<T>(base: T, ...sources: (DeepPartial<T> | null | undefined)[]): T {
  let result: unknown = clone(base);
  for (const source of sources) {
    if (source) result = mergeInto(result, source);
  }
  return result as T;
}

function mergeInto(target: unknown, source: unknown): unknown {
  if (!isPlainObject(target) || !isPlainObject(source)) return source === undefined ? target : source;
  const out: Record<string, unknown> = { ...target };
  for (const [key, value] of Object.entries(source)) {
    if (value === undefined) continue;
    out[key] = isPlainObject(value) && isPlainObject(out[key]) ? mergeInto(out[key], value) : clone(value);
  }
  return out;
}

/** A JSON copy (works on valtio proxies, which structuredClone refuses). */
export function clone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}
