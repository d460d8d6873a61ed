import { PageCarded } from '@chorus/shell';
import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import * as css from '../../views/uiPages.css';

/** A carded page: the content fills the page. `children` is the page's content. */
export default function CardedFullWidth({ children }: { children: ReactNode }) {
  const t = useT();
  const title = t('layouts.title', { layout: t('layouts.carded'), variant: t('layouts.fullWidth') });
  const header = (
    <div className={css.layoutHeader}>
      <h1 className={css.layoutTitle}>{title}</h1>
    </div>
  );
  return <PageCarded header={header} content={<div className={css.layoutBody}>{children}</div>} />;
}
