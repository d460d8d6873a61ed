/**
 * One step of a course: its title and content (HTML from the data, through the one SafeHtml), Previous and
 * Next; or, past the last step, the finished state with the way back to the courses.
 */
import type { CourseStep as Step } from '@chorus/mock-handlers/contracts';
import { Link } from '@chorus/shell';
import { Button, EmptyState, Icon } from '@chorus/ui';
import { SafeHtml } from '../../../lib/SafeHtml';
import { useT } from '../../i18n';
import * as css from './CourseStep.css';

export interface CourseStepProps {
  step: Step;
  /** Its index (the first step has no Previous). */
  index: number;
  onPrevious: () => void;
  onNext: () => void;
}

export function CourseStep({ step, index, onPrevious, onNext }: CourseStepProps) {
  const t = useT();
  return (
    <article className={css.root} aria-labelledby={`step-${step.id}`}>
      <h2 className={css.title} id={`step-${step.id}`}>
        {step.title}
      </h2>
      <SafeHtml className={css.content} html={step.content} />
      <div className={css.actions}>
        <Button variant="soft" onClick={onPrevious} disabled={index === 0}>
          <Icon name="chevron-left" size="sm" />
          {t('course.previous')}
        </Button>
        <Button onClick={onNext}>
          {t('course.next')}
          <Icon name="arrow-right" size="sm" />
        </Button>
      </div>
    </article>
  );
}

export interface CourseFinishedProps {
  title: string;
  coursesHref: string;
  onReview: () => void;
}

export function CourseFinished({ title, coursesHref, onReview }: CourseFinishedProps) {
  const t = useT();
  return (
    <EmptyState
      icon={<Icon name="circle-check" size="xl" tone="positive" />}
      title={t('course.finished')}
      description={t('course.finishedDescription', { title })}
      action={
        <div className={css.actions}>
          <Button variant="soft" onClick={onReview}>
            {t('course.review')}
          </Button>
          <Button asChild>
            <Link to={coursesHref}>{t('course.back')}</Link>
          </Button>
        </div>
      }
    />
  );
}
