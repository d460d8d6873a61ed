/**
 * The pricing pages (/pages/pricing/style-1, -2, -3): the plans in three layouts (cards, rows, a comparison
 * table), a monthly/yearly switch that changes every price, the recommended plan highlighted, and an FAQ
 * block. Template pages: choosing a plan orders nothing and says so.
 */
import { PageSimple, showMessage, useDocumentTitle } from '@chorus/shell';
import { useState } from 'react';
import { useLocation } from 'react-router';
import * as pageCss from '../../../contentPages.css';
import '../../../contentPages.icons';
import { useT } from '../../i18n';
import type { Billing } from '../../pricing.plans';
import * as css from '../../views/Plans/Plans.css';
import {
  BillingSwitch,
  PlanCards,
  PlanComparison,
  PlanRows,
  PricingFaq,
  type PricingStyle,
} from '../../views/Plans/Plans';

const layouts = { 'style-1': PlanCards, 'style-2': PlanRows, 'style-3': PlanComparison } as const;
const titles = { 'style-1': 'page.style1', 'style-2': 'page.style2', 'style-3': 'page.style3' } as const;

export function PricingScreen() {
  const t = useT();
  const { pathname } = useLocation();
  const style = (Object.keys(layouts) as PricingStyle[]).find((name) => pathname.endsWith(name)) ?? 'style-1';
  const [billing, setBilling] = useState<Billing>('monthly');
  useDocumentTitle(t(titles[style]));
  const Layout = layouts[style];
  return (
    <PageSimple
      content={
        <div className={pageCss.content}>
          <div className={css.intro}>
            <h1 className={pageCss.title}>{t('page.title')}</h1>
            <p className={css.lead}>{t('page.lead')}</p>
            <BillingSwitch billing={billing} onChange={setBilling} />
          </div>
          <Layout
            billing={billing}
            onChoose={() => showMessage({ message: t('plan.chosen'), variant: 'info' })}
          />
          <PricingFaq />
        </div>
      }
    />
  );
}

export default PricingScreen;
