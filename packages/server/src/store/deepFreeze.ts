/**
 * Freezes a value and everything it holds (records shared by several readers: a rule that would change one of
 * them throws instead, and the caller falls back to a load of its own).
 */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}
