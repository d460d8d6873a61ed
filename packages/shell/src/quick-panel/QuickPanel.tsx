import { Drawer, DrawerContent, formatDate, Time, useLocale } from '@chorus/ui';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { ShellSwitch } from '../lib/controls';
import { Link } from '../lib/Link';
import { shellSizes } from '../lib/sizes';
import * as css from './QuickPanel.css';
import { fetchQuickPanelData, quickSettings, toggleQuickSetting } from './quickPanel.data';
import { closeQuickPanel, type QuickPanelItem, quickPanelStore } from './quickPanel.store';
import { useReturnFocus } from '../lib/useReturnFocus';
import { useT } from '../i18n';

/** Today as weekday, day and month in the active language, e.g. { weekday: 'Monday', day: '3', month: 'March' }. */
export function formatToday(date: Date = new Date()) {
  return {
    weekday: formatDate(date, 'weekday'),
    day: formatDate(date, 'day'),
    month: formatDate(date, 'month'),
  };
}

/** An item's second line: its time in the user's language (a tooltip gives the whole date), then its detail. */
function ItemDetail({ item, kind }: { item: QuickPanelItem; kind: 'events' | 'notes' }) {
  const t = useT();
  const detail = item.detail ? <span>{item.detail}</span> : null;
  if (!item.at) return detail;
  const time = item.live ? (
    <Time value={item.at} format="eventAbsolute">
      {(time) => t('quickPanel.liveEnds', { time })}
    </Time>
  ) : kind === 'notes' ? (
    <Time value={item.at}>{(time) => t('quickPanel.lastEdit', { time })}</Time>
  ) : (
    <Time value={item.at} format="event" />
  );
  return (
    <>
      {time}
      {detail ? ' · ' : null}
      {detail}
    </>
  );
}

function ItemList({
  id,
  title,
  count,
  items,
}: {
  id: 'events' | 'notes';
  title: string;
  /** '3 events', in the active language. */
  count: string;
  items: readonly QuickPanelItem[];
}) {
  const headingId = `quick-panel-${id}`;
  return (
    <section className={css.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={css.heading}>
        {title}
      </h3>
      <p className={css.itemDetail} data-testid={`${headingId}-count`}>
        {count}
      </p>
      <ul className={css.list}>
        {items.map((item) => (
          <li key={item.id} data-live={item.live ? 'true' : undefined}>
            <div className={css.itemTitle}>
              {item.url ? (
                <Link className={css.itemLink} to={item.url} onClick={closeQuickPanel}>
                  {item.title}
                </Link>
              ) : (
                item.title
              )}
            </div>
            <div className={css.itemDetail}>
              <ItemDetail item={item} kind={id} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The quick panel content: Today, Events, Notes and Quick Settings. */
export function QuickPanelContent({ today = new Date() }: { today?: Date }) {
  const { data, selected, status } = useSnapshot(quickPanelStore);
  const t = useT();
  useLocale();
  const { weekday, day, month } = formatToday(today);
  return (
    <div className={css.body}>
      <h2 className={css.heading}>{t('quickPanel.today')}</h2>
      <div className={css.today}>
        <span className={css.weekday}>{weekday}</span>
        <span className={css.date}>
          {day} {month}
        </span>
      </div>
      {status === 'loading' && !data ? <p role="status">{t('quickPanel.loading')}</p> : null}
      {status === 'error' ? <p role="alert">{t('quickPanel.error')}</p> : null}
      <ItemList
        id="events"
        title={t('quickPanel.events')}
        count={t('quickPanel.eventCount', { count: data?.events.length ?? 0 })}
        items={data?.events ?? []}
      />
      <ItemList
        id="notes"
        title={t('quickPanel.notes')}
        count={t('quickPanel.noteCount', { count: data?.notes.length ?? 0 })}
        items={data?.notes ?? []}
      />
      <section className={css.section} aria-labelledby="quick-panel-settings">
        <h3 id="quick-panel-settings" className={css.heading}>
          {t('quickPanel.settings')}
        </h3>
        {quickSettings.map((setting) => (
          <ShellSwitch
            key={setting.id}
            label={t(`quickPanel.setting.${setting.id}`)}
            checked={selected.includes(setting.id)}
            onCheckedChange={() => toggleQuickSetting(setting.id)}
          />
        ))}
      </section>
    </div>
  );
}

/** The right drawer (the kit's, 280 px). Its data loads once when the panel mounts. */
export function QuickPanel({ today }: { today?: Date }) {
  const t = useT();
  const { open } = useSnapshot(quickPanelStore);
  const returnFocus = useReturnFocus();
  useEffect(() => {
    void fetchQuickPanelData();
  }, []);
  return (
    <Drawer open={open} onOpenChange={(next) => (next ? undefined : closeQuickPanel())}>
      <DrawerContent
        {...returnFocus}
        side="end"
        width={shellSizes.quickPanelWidth}
        title={t('quickPanel.title')}
        hideTitle
        description={null}
        closeLabel={t('quickPanel.close')}
      >
        <QuickPanelContent today={today} />
      </DrawerContent>
    </Drawer>
  );
}
