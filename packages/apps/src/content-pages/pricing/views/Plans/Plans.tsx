/**
 * The pricing pages' pieces (pure: props in, callbacks out): the billing switch, each plan's price for the
 * chosen billing, its features, the three layouts (cards, rows, a comparison table) and the FAQ block.
 */
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  Badge,
  Button,
  Icon,
  Switch,
  visuallyHidden,
} from '@chorus/ui';
import { useId } from 'react';
import { formatMoney } from '../../../../lib/format';
import { useT } from '../../i18n';
import {
  type Billing,
  FEATURES,
  faqAnswer,
  faqQuestion,
  featureName,
  type Plan,
  PLANS,
  PRICING_CURRENCY,
  PRICING_FAQ,
  planDescription,
  planName,
} from '../../pricing.plans';
import * as css from './Plans.css';

export type PricingStyle = 'style-1' | 'style-2' | 'style-3';

export interface PlansProps {
  billing: Billing;
  /** A plan's button: what choosing it does (a template page says it orders nothing). */
  onChoose: (plan: Plan) => void;
  plans?: readonly Plan[];
}

export function BillingSwitch({
  billing,
  onChange,
}: {
  billing: Billing;
  onChange: (billing: Billing) => void;
}) {
  const t = useT();
  return (
    <Switch
      label={t('billing.yearly')}
      helperText={t('billing.saving')}
      checked={billing === 'yearly'}
      onCheckedChange={(yearly) => onChange(yearly ? 'yearly' : 'monthly')}
    />
  );
}

function Price({ plan, billing }: { plan: Plan; billing: Billing }) {
  const t = useT();
  return (
    <p className={css.price} data-testid="plan-price">
      <span className={css.amount}>
        {formatMoney(plan.price[billing], PRICING_CURRENCY, { maximumFractionDigits: 0 })}
      </span>
      <span className={css.period}>{t(billing === 'yearly' ? 'plan.per.yearly' : 'plan.per.monthly')}</span>
    </p>
  );
}

function Features({ plan }: { plan: Plan }) {
  const t = useT();
  return (
    <ul className={css.features} aria-label={t('plan.features', { plan: t(planName(plan.id)) })}>
      <li className={css.feature}>
        <Icon name="check" size="sm" className={css.check} />
        {plan.attendees === null ? t('plan.unlimited') : t('plan.attendees', { count: plan.attendees })}
      </li>
      {plan.features.map((feature) => (
        <li key={feature} className={css.feature}>
          <Icon name="check" size="sm" className={css.check} />
          {t(featureName(feature))}
        </li>
      ))}
    </ul>
  );
}

function PlanName({ plan, id }: { plan: Plan; id: string }) {
  const t = useT();
  return (
    <h2 id={id} className={css.name}>
      {t(planName(plan.id))}
      {plan.highlighted ? <Badge tone="accent">{t('plan.popular')}</Badge> : null}
    </h2>
  );
}

function Choose({ plan, onChoose }: { plan: Plan; onChoose: PlansProps['onChoose'] }) {
  const t = useT();
  return (
    <Button variant={plan.highlighted ? 'solid' : 'outline'} onClick={() => onChoose(plan)}>
      {t('plan.choose', { plan: t(planName(plan.id)) })}
    </Button>
  );
}

/** Style 1: a card per plan, side by side (one above the other on a phone). */
export function PlanCards({ billing, onChoose, plans = PLANS }: PlansProps) {
  const id = useId();
  return (
    <div className={css.cards}>
      {plans.map((plan) => (
        <section
          key={plan.id}
          aria-labelledby={`${id}-${plan.id}`}
          className={plan.highlighted ? `${css.card} ${css.highlighted}` : css.card}
          data-testid="plan"
        >
          <PlanName plan={plan} id={`${id}-${plan.id}`} />
          <PlanDescription plan={plan} />
          <Price plan={plan} billing={billing} />
          <Features plan={plan} />
          <Choose plan={plan} onChoose={onChoose} />
        </section>
      ))}
    </div>
  );
}

function PlanDescription({ plan }: { plan: Plan }) {
  const t = useT();
  return <p className={css.description}>{t(planDescription(plan.id))}</p>;
}

/** Style 2: a row per plan: its name and description, its features, its price and button. */
export function PlanRows({ billing, onChoose, plans = PLANS }: PlansProps) {
  const id = useId();
  return (
    <div className={css.rows}>
      {plans.map((plan) => (
        <section
          key={plan.id}
          aria-labelledby={`${id}-${plan.id}`}
          className={plan.highlighted ? `${css.row} ${css.highlighted}` : css.row}
          data-testid="plan"
        >
          <div>
            <PlanName plan={plan} id={`${id}-${plan.id}`} />
            <PlanDescription plan={plan} />
          </div>
          <Features plan={plan} />
          <div className={css.rowAction}>
            <Price plan={plan} billing={billing} />
            <Choose plan={plan} onChoose={onChoose} />
          </div>
        </section>
      ))}
    </div>
  );
}

/** Style 3: one table, a column per plan and a row per feature. */
export function PlanComparison({ billing, onChoose, plans = PLANS }: PlansProps) {
  const t = useT();
  const column = (plan: Plan) => (plan.highlighted ? css.highlightedColumn : undefined);
  return (
    // Scrolls on its own on a narrow screen: focusable, so a keyboard can scroll it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className={css.tableScroll} aria-label={t('compare.caption')} tabIndex={0}>
      <table className={css.table}>
        <caption className={css.caption}>{t('compare.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className={visuallyHidden}>{t('compare.feature')}</span>
            </th>
            {plans.map((plan) => (
              <th key={plan.id} scope="col" className={column(plan)} data-testid="plan">
                <div className={css.columnHead}>
                  <span className={css.name}>{t(planName(plan.id))}</span>
                  {plan.highlighted ? <Badge tone="accent">{t('plan.popular')}</Badge> : null}
                  <Price plan={plan} billing={billing} />
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('compare.attendees')}</th>
            {plans.map((plan) => (
              <td key={plan.id} className={column(plan)}>
                {plan.attendees === null ? t('plan.unlimited') : plan.attendees}
              </td>
            ))}
          </tr>
          {FEATURES.map((feature) => (
            <tr key={feature}>
              <th scope="row">{t(featureName(feature))}</th>
              {plans.map((plan) => (
                <td key={plan.id} className={column(plan)}>
                  {plan.features.includes(feature) ? (
                    <Icon name="check" size="sm" className={css.check} label={t('compare.included')} />
                  ) : (
                    <span aria-label={t('compare.notIncluded')} role="img">
                      –
                    </span>
                  )}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <td />
            {plans.map((plan) => (
              <td key={plan.id} className={column(plan)}>
                <Choose plan={plan} onChoose={onChoose} />
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </section>
  );
}

/** The questions people ask before they buy, in the kit's Accordion. */
export function PricingFaq() {
  const t = useT();
  const id = useId();
  return (
    <section className={css.faq} aria-labelledby={id}>
      <h2 id={id} className={css.faqTitle}>
        {t('faq.title')}
      </h2>
      <Accordion type="single" collapsible>
        {PRICING_FAQ.map((n) => (
          <AccordionItem key={n} value={String(n)}>
            <AccordionTrigger>{t(faqQuestion(n))}</AccordionTrigger>
            <AccordionContent>{t(faqAnswer(n))}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </section>
  );
}
