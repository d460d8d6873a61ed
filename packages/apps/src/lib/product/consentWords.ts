/**
 * The words of a consent record in one language, for the exports (Markdown, CSV) written in the reader's
 * language: each stance's name, each minority reason's mark, a gradients round's distribution.
 */
import {
  type DecisionMethod,
  GRADIENT_LEVELS,
  type GradientCounts,
  type MinorityReason,
  type StanceChoice,
} from '@chorus/mock-handlers/contracts';
import type { Locale } from '@chorus/ui';
import { messages } from './i18n';

export const REASON_KEYS = {
  block: 'reason.block',
  object: 'reason.objection',
  discuss: 'reason.discuss',
  disagree: 'reason.disagree',
  veto: 'reason.veto',
} as const satisfies Record<MinorityReason['choice'], string>;

export interface ConsentWords {
  stance: (choice: StanceChoice) => string;
  reason: (choice: MinorityReason['choice']) => string;
  /** "Gradients of agreement" (or "Consent"). */
  method: (method: DecisionMethod) => string;
  /** "Whole-hearted endorsement: 2 · …": every level in its order, even at 0. */
  levels: (counts: GradientCounts) => string;
  /** "Gradients of agreement: Whole-hearted endorsement: 2 · …". */
  gradients: (counts: GradientCounts) => string;
}

/** The words in `locale` (its catalogue loaded: `await messages.ready(locale)`), or in the page's language. */
export function consentWords(locale?: Locale): ConsentWords {
  const say = (key: Parameters<typeof messages.t>[0], values?: Record<string, unknown>) =>
    locale ? messages.format(locale, key, values) : messages.t(key, values);
  const stance = (choice: StanceChoice) => say(`stance.${choice}`);
  const levels = (counts: GradientCounts) =>
    GRADIENT_LEVELS.map((level) =>
      say('consent.gradientCount', { label: stance(level), count: counts[level] }),
    ).join(' · ');
  return {
    stance,
    reason: (choice) => say(REASON_KEYS[choice]),
    method: (method) => say(`method.${method}`),
    levels,
    gradients: (counts) => say('consent.gradients', { levels: levels(counts) }),
  };
}
