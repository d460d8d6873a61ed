/** Lone surrogates (half of a character, which any JSON string may carry). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The text with each lone surrogate replaced by U+FFFD, as a UTF-8 encoder would. Every input of the contract
 * is read so (lib/bodies.ts `parseWith`, lib/schema.ts `visibleText`): a lone surrogate cannot be stored in
 * PostgreSQL (`jsonb` refuses its escape) nor passed to encodeURIComponent, so no client, mock or server keeps
 * one. No zod here: the image URLs of the pages use it.
 */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

/** Unicode white space and format characters (zero-width spaces, joiners, direction marks) at either end. */
const INVISIBLE_EDGES = /^[\p{White_Space}\p{Cf}]+|[\p{White_Space}\p{Cf}]+$/gu;

/** The text, well-formed, with invisible characters trimmed from both ends (what every required check measures). */
export function visibleText(value: string): string {
  return wellFormed(value).replace(INVISIBLE_EDGES, '');
}

/** How many characters (code points, so an emoji is one) a required check counts: those of `visibleText`. */
export function visibleLength(value: string): number {
  return [...visibleText(value)].length;
}

/** An e-mail address as the contracts accept it (zod's own pattern, after trimming): the form checks the same. */
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
export function isEmailAddress(value: string): boolean {
  return EMAIL.test(value.trim());
}
