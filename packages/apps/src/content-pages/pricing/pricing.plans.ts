/**
 * The pricing pages' plans (no endpoint serves them: template data, typed here). Names, descriptions and
 * features are catalogue keys; prices are US dollars, per month when billed monthly and per year when billed
 * yearly (two months free).
 */
import type { MessageKey } from './i18n';

export type Billing = 'monthly' | 'yearly';
export type PlanId = 'starter' | 'team' | 'enterprise';
export type FeatureId =
  | 'meetings'
  | 'privateWriting'
  | 'blindVoting'
  | 'minorityReport'
  | 'export'
  | 'sso'
  | 'support';

export interface Plan {
  id: PlanId;
  price: Record<Billing, number>;
  /** Attendees per meeting; null: no limit. */
  attendees: number | null;
  features: readonly FeatureId[];
  /** The plan the page recommends (highlighted). */
  highlighted?: boolean;
}

export const PRICING_CURRENCY = 'USD';

export const FEATURES: readonly FeatureId[] = [
  'meetings',
  'privateWriting',
  'blindVoting',
  'minorityReport',
  'export',
  'sso',
  'support',
];

export const PLANS: readonly Plan[] = [
  {
    id: 'starter',
    price: { monthly: 9, yearly: 90 },
    attendees: 10,
    features: ['meetings', 'privateWriting', 'blindVoting'],
  },
  {
    id: 'team',
    price: { monthly: 29, yearly: 290 },
    attendees: 50,
    features: ['meetings', 'privateWriting', 'blindVoting', 'minorityReport', 'export'],
    highlighted: true,
  },
  {
    id: 'enterprise',
    price: { monthly: 79, yearly: 790 },
    attendees: null,
    features: FEATURES,
  },
];

export const planName = (id: PlanId): MessageKey => `plan.${id}`;
export const planDescription = (id: PlanId): MessageKey => `plan.${id}.description`;
export const featureName = (id: FeatureId): MessageKey => `feature.${id}`;

/** The pricing FAQ's questions and answers (catalogue keys `faq.<n>.question` / `.answer`). */
export const PRICING_FAQ = [1, 2, 3, 4] as const;
export const faqQuestion = (n: (typeof PRICING_FAQ)[number]): MessageKey => `faq.${n}.question`;
export const faqAnswer = (n: (typeof PRICING_FAQ)[number]): MessageKey => `faq.${n}.answer`;
