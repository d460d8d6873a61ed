import { PageSimple, useIsMobile } from '@chorus/shell';
import { Icon, IconButton, Text } from '@chorus/ui';
import { type ReactNode, useState } from 'react';
import { useT } from '../../i18n';
import * as css from '../../views/uiPages.css';

/** A simple page: a sidebar at the end side (the right in a left-to-right language), a drawer on small screens. `children` is the page's content. */
export default function SimpleRightSidebar({ children }: { children: ReactNode }) {
  const t = useT();
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(false);
  const title = t('layouts.title', { layout: t('layouts.simple'), variant: t('layouts.rightSidebar') });
  const header = (
    <div className={css.layoutHeader}>
      {isMobile ? (
        <IconButton
          icon={<Icon name="panel-left" />}
          label={t('layouts.openSidebar')}
          onClick={() => setOpen(true)}
        />
      ) : null}
      <h1 className={css.layoutTitle}>{title}</h1>
    </div>
  );
  return (
    <PageSimple
      header={header}
      rightSidebar={{
        content: (
          <div className={css.sidebarBody}>
            <Text weight="semibold">{t('layouts.sidebar')}</Text>
            <Text tone="muted">{t('layouts.sidebarText')}</Text>
          </div>
        ),
        open,
        onClose: () => setOpen(false),
      }}
      content={<div className={css.layoutBody}>{children}</div>}
    />
  );
}
