/** Today, previous and next, the period's title (it names the grid), the view switch and Add event. */
import { Button, Icon, IconButton, Stack, visuallyHidden } from '@chorus/ui';
import { type CalendarView, calendarViews } from '../../calendar.store';
import { useT } from '../../i18n';
import * as css from '../calendar.css';

export interface CalendarToolbarProps {
  view: CalendarView;
  title: string;
  titleId: string;
  onToday: () => void;
  onStep: (direction: -1 | 1) => void;
  onViewChange: (view: CalendarView) => void;
  onAdd: () => void;
}

export function CalendarToolbar({
  view,
  title,
  titleId,
  onToday,
  onStep,
  onViewChange,
  onAdd,
}: CalendarToolbarProps) {
  const t = useT();
  return (
    <Stack direction="row" wrap align="center" gap="sm" inlineSize="100%">
      <Stack direction="row" align="center" gap="xs">
        <Button variant="outline" tone="neutral" onClick={onToday}>
          {t('toolbar.today')}
        </Button>
        <IconButton
          label={t('toolbar.previous', { unit: view })}
          icon={<Icon name="chevron-left" />}
          onClick={() => onStep(-1)}
        />
        <IconButton
          label={t('toolbar.next', { unit: view })}
          icon={<Icon name="chevron-right" />}
          onClick={() => onStep(1)}
        />
      </Stack>
      <h2 id={titleId} className={css.title} aria-live="polite">
        {title}
      </h2>
      <fieldset className={css.viewButtons}>
        <legend className={visuallyHidden}>{t('toolbar.view')}</legend>
        {calendarViews.map((name) => (
          <button
            key={name}
            type="button"
            className={css.viewButton}
            aria-pressed={view === name}
            onClick={() => onViewChange(name)}
          >
            {t(`view.${name}`)}
          </button>
        ))}
      </fieldset>
      <Button onClick={onAdd} startIcon={<Icon name="calendar-plus" size="sm" />}>
        {t('toolbar.add')}
      </Button>
    </Stack>
  );
}
