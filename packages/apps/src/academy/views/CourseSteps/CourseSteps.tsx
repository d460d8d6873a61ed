/** The course's steps as a list to jump to any of them: the current one marked, those before it done. */
import type { CourseStep } from '@chorus/mock-handlers/contracts';
import { Icon, visuallyHidden } from '@chorus/ui';
import { formatNumber } from '../../../lib/format';
import { useT } from '../../i18n';
import * as css from './CourseSteps.css';

export interface CourseStepsProps {
  steps: readonly CourseStep[];
  /** The current step's index. */
  active: number;
  /** Every step is done (the finished state). */
  finished?: boolean;
  onSelect: (index: number) => void;
}

export function CourseSteps({ steps, active, finished = false, onSelect }: CourseStepsProps) {
  const t = useT();
  return (
    <nav aria-label={t('course.steps')} className={css.root}>
      <h2 className={css.heading}>{t('course.steps')}</h2>
      <ol className={css.list}>
        {steps.map((step, index) => {
          const current = !finished && index === active;
          const done = finished || index < active;
          return (
            <li key={step.id}>
              <button
                type="button"
                className={css.step}
                aria-current={current ? 'step' : undefined}
                onClick={() => onSelect(index)}
              >
                <span className={css.number} aria-hidden>
                  {done ? <Icon name="check" size="sm" /> : formatNumber(index + 1)}
                </span>
                <span className={css.text}>
                  {step.title}
                  {done ? <span className={visuallyHidden}> ({t('course.stepDone')})</span> : null}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
