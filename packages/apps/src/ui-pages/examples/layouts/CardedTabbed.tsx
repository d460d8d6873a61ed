import { PageCarded } from '@chorus/shell';
import { Tabs, TabsContent, TabsList, TabsTrigger, Text } from '@chorus/ui';
import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import * as css from '../../views/uiPages.css';

/** A carded page: the content in tabs. `children` is the page's content. */
export default function CardedTabbed({ children }: { children: ReactNode }) {
  const t = useT();
  const title = t('layouts.title', { layout: t('layouts.carded'), variant: t('layouts.tabbed') });
  const header = (
    <div className={css.layoutHeader}>
      <h1 className={css.layoutTitle}>{title}</h1>
    </div>
  );
  return (
    <Tabs defaultValue="source">
      <PageCarded
        header={header}
        contentToolbar={
          <TabsList aria-label={t('layouts.tabs')}>
            <TabsTrigger value="source">{t('layouts.tabSource')}</TabsTrigger>
            <TabsTrigger value="about">{t('layouts.tabAbout')}</TabsTrigger>
          </TabsList>
        }
        content={
          <>
            <TabsContent value="source" className={css.layoutBody}>
              {children}
            </TabsContent>
            <TabsContent value="about" className={css.layoutBody}>
              <Text as="p">{t('layouts.about')}</Text>
            </TabsContent>
          </>
        }
      />
    </Tabs>
  );
}
