import { z } from 'zod';
import { isSafeUrl, LIMITS } from './apiValues';
import { repeatedIds } from './order';
import { visibleLength, visibleText } from './text';

export { isEmailAddress, visibleLength, visibleText, wellFormed } from './text';
export {
  API_BASE,
  ERROR_CODES,
  ERROR_STATUS,
  type ErrorCode,
  isSafeUrl,
  LIMITS,
  wellFormedInput,
} from './apiValues';

export const IdSchema = z.string().trim().min(1).max(LIMITS.id);
export const ShortTextSchema = z.string().max(LIMITS.shortText);
export const TextSchema = z.string().max(LIMITS.text);
export const HtmlSchema = z.string().max(LIMITS.html);
const SCHEMES_MESSAGE = {
  link: 'Only http: and https: addresses are accepted',
  image: 'Only http:, https: and data:image addresses are accepted',
};
/** A link (an anchor's href, a download): http: or https: only. */
export const UrlSchema = z
  .string()
  .max(LIMITS.url)
  .refine((value) => isSafeUrl(value, 'link'), SCHEMES_MESSAGE.link);
/** An image's address: http:, https: or data:image/* (an image the app made, e.g. a picked photo). */
export const ImageUrlSchema = z
  .string()
  .max(LIMITS.html)
  .refine((value) => isSafeUrl(value, 'image'), SCHEMES_MESSAGE.image);
/** An ISO 8601 date-time (or date) string. */
export const DateStringSchema = z
  .string()
  .max(40)
  .refine((value) => !Number.isNaN(Date.parse(value)), { message: 'Expected an ISO date string' });
export const IdListSchema = z.array(IdSchema).max(LIMITS.list);

/** The error body of every failed call (except the mock login/register field errors of §8). */
export const ApiErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/**
 * Accepts either the bare value or the value wrapped in `{ [key]: value }`.
 * The spec writes some payloads both ways (e.g. "create-note (note)").
 */
/* @__NO_SIDE_EFFECTS__ */
export function unwrapped<T extends z.ZodType>(key: string, schema: T) {
  return z.preprocess((value) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const record = value as Record<string, unknown>;
      const keys = Object.keys(record);
      if (keys.length === 1 && keys[0] === key) return record[key];
    }
    return value;
  }, schema);
}

/**
 * A refinement for lists where each id may appear once: `.superRefine(eachIdOnce((entry) => entry.id))`.
 * The issue names the repeated ids (a 400 VALIDATION).
 */
/* @__NO_SIDE_EFFECTS__ */
export function eachIdOnce<T>(idOf: (entry: T) => string) {
  return (entries: readonly T[], context: z.RefinementCtx<T[]>) => {
    const repeated = repeatedIds(entries.map(idOf));
    if (repeated.length > 0)
      context.addIssue({ code: 'custom', message: `Repeated ids ${repeated.slice(0, 5).join(', ')}` });
  };
}

/**
 * Unicode white space and format characters (zero-width space, joiners, bidi marks and overrides, the BOM):
 * text made only of them looks empty, so no required field may count them.
 */

/**
 * A required text field of every contract: trimmed of Unicode white space and format characters, then at
 * least `min` characters (1 by default) and at most `max`. An idea of two zero-width spaces is empty here.
 */
/* @__NO_SIDE_EFFECTS__ */
export function requiredText(max: number, min = 1, message?: string) {
  // Characters are counted as people count them (code points: an emoji is one), as the register form does.
  return z
    .string()
    .max(max)
    .transform(visibleText)
    .pipe(
      z.string().refine((value) => visibleLength(value) >= min, {
        message: message ?? (min === 1 ? 'Required' : `At least ${min} characters`),
      }),
    );
}

/** An optional text field, trimmed the same way (an all-invisible value becomes the empty string). */
/* @__NO_SIDE_EFFECTS__ */
export function trimmedText(max: number) {
  return z.string().max(max).transform(visibleText);
}
