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
