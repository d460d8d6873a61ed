import { z } from 'zod';
import { repeatedIds } from './order';

/** Limits shared by every contract: anything longer is a client mistake. */
export const LIMITS = {
  id: 100,
  shortText: 200,
  text: 5_000,
  html: 100_000,
  list: 1_000,
  url: 2_000,
} as const;

export const API_BASE = '/api';

export const IdSchema = z.string().trim().min(1).max(LIMITS.id);
export const ShortTextSchema = z.string().max(LIMITS.shortText);
export const TextSchema = z.string().max(LIMITS.text);
export const HtmlSchema = z.string().max(LIMITS.html);
export const UrlSchema = z.string().max(LIMITS.url);
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

/** Error codes the mock answers with. */
export const ERROR_CODES = {
  validation: 'VALIDATION',
  badJson: 'BAD_JSON',
  tooLarge: 'PAYLOAD_TOO_LARGE',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  unauthorized: 'UNAUTHORIZED',
  invalidToken: 'INVALID_TOKEN',
  forbidden: 'FORBIDDEN',
  internal: 'INTERNAL',
} as const;

/**
 * Accepts either the bare value or the value wrapped in `{ [key]: value }`.
 * The spec writes some payloads both ways (e.g. "create-note (note)").
 */
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
export function eachIdOnce<T>(idOf: (entry: T) => string) {
  return (entries: readonly T[], context: z.RefinementCtx<T[]>) => {
    const repeated = repeatedIds(entries.map(idOf));
    if (repeated.length > 0)
      context.addIssue({ code: 'custom', message: `Repeated ids ${repeated.slice(0, 5).join(', ')}` });
  };
}
