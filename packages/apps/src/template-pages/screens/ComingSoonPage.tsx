/**
 * /pages/coming-soon: the kit's Countdown (by default to 15 days after the page opened, §4), a completion state
 * when it ends, and a sign-up for news that submits to nothing real (the snackbar says so).
 */
import { Countdown, type CountdownEnd } from '@chorus/ui';
import { useState } from 'react';
import { NewsSignUpForm } from '../forms/NewsSignUpForm';
import { useT } from '../i18n';
import { StatusPage } from '../views/StatusPage';
import { useTemplateSubmit } from '../views/templateSubmit';
import * as css from '../views/frames.css';

export interface ComingSoonPageProps {
  /** The launch; default 15 days after the page opened (the Countdown's default). */
  endDate?: CountdownEnd;
}

export default function ComingSoonPage({ endDate }: ComingSoonPageProps) {
  const t = useT();
  const notSent = useTemplateSubmit();
  const [launched, setLaunched] = useState(false);
  return (
    <StatusPage icon="rocket" title={t('comingSoon.title')} text={t('comingSoon.text')}>
      {launched ? null : (
        <Countdown endDate={endDate} label={t('comingSoon.countdown')} onComplete={() => setLaunched(true)} />
      )}
      {/* In the page from the start, so the completion is announced. */}
      <p role="status" className={css.launched}>
        {launched ? t('comingSoon.launched') : null}
      </p>
      <div className={css.wide}>
        <NewsSignUpForm onSubmit={notSent} />
      </div>
    </StatusPage>
  );
}
