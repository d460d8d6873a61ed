import { PageBlank } from '@chorus/shell';
import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import * as css from '../../views/uiPages.css';

/** A blank page: no header, no card, no sidebar; the screen draws everything itself. */
export default function Blank({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <PageBlank
      content={
        <div className={css.layoutBody}>
          <h1 className={css.layoutTitle}>{t('layouts.blankTitle')}</h1>
          {children}
        </div>
      }
    />
  );
}
