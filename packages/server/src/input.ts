import { ApiFailure, ERROR_CODES, MAX_BODY_LENGTH } from '@chorus/domain';

/**
 * What the server refuses before an endpoint reads its input (a 400 with a message, never a 500): JSON nested
 * deeper than MAX_JSON_DEPTH (counted on the text, without recursion, before JSON.parse and before any walk of
 * the value), and the characters PostgreSQL cannot store (NUL, U+0000: text and jsonb refuse it) in a body's
 * strings and keys, a query's names and values, or a path. The mock keeps the spec's behaviour (it stores
 * anything in memory); lone surrogates are made well-formed by the contracts' own parsing on both.
 */
export const MAX_JSON_DEPTH = 64;

export const NUL_REFUSED =
  'The request contains a NUL character (U+0000), which cannot be stored: remove it and send again';

const nulIn = (path: string) => new ApiFailure(ERROR_CODES.validation, `${path}: ${NUL_REFUSED}`);

/** Refuses a JSON text nested deeper than `max` (arrays and objects; brackets inside strings do not count). */
export function checkDepth(text: string, max = MAX_JSON_DEPTH): void {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 92 /* \ */) index += 1;
      else if (char === 34 /* " */) inString = false;
    } else if (char === 34) inString = true;
    else if (char === 91 /* [ */ || char === 123 /* { */) {
      depth += 1;
      if (depth > max)
        throw new ApiFailure(
          ERROR_CODES.validation,
          `Body nested deeper than ${max} levels: no request of this API needs as many`,
        );
    } else if (char === 93 /* ] */ || char === 125 /* } */) depth -= 1;
  }
}

/** The first place in a parsed value (depth-checked already) whose string or key holds a NUL. */
function nulPath(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = nulPath(value[index], `${path}.${index}`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const name = `${path}.${key.replaceAll('\u0000', '\\u0000')}`;
      if (key.includes('\u0000')) return name;
      const found = nulPath(inner, name);
      if (found) return found;
    }
  }
  return null;
}

/**
 * A request body's JSON value, checked: its size (413), its nesting (400), its syntax (400 BAD_JSON) and that
 * PostgreSQL can store its every string (400). The endpoint's schema validates it next.
 */
export function readJsonBody(text: string): unknown {
  if (text.length > MAX_BODY_LENGTH)
    throw new ApiFailure(ERROR_CODES.tooLarge, `Body larger than ${MAX_BODY_LENGTH} characters`);
  if (text === '') return undefined;
  checkDepth(text);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiFailure(ERROR_CODES.badJson, 'Body is not valid JSON');
  }
  const found = nulPath(value, 'body');
  if (found) throw nulIn(found.replace(/^body\./, ''));
  return value;
}

/** Refuses a URL whose path or query (decoded) holds a NUL. */
export function checkUrl(url: string): void {
  const parsed = new URL(url);
  let path = parsed.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // Malformed escapes: the router answers (404), nothing is decoded to store.
  }
  if (path.includes('\u0000')) throw nulIn('path');
  for (const [name, value] of parsed.searchParams)
    if (name.includes('\u0000') || value.includes('\u0000'))
      throw nulIn(`query ${name.replaceAll('\u0000', '\\u0000')}`);
}
