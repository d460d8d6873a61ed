/**
 * A course as a card: its category's chip in the category's colour (a dot and a border; the words stay in
 * the theme's text colour, so they read in both themes), the title linking to the course, its length, when
 * it was last updated, and the learner's place (step 4 of 11, with a bar).
 */
import type { Course, CourseCategory } from '@chorus/mock-handlers/contracts';
import { Link } from '@chorus/shell';
import { Icon, LinearProgress } from '@chorus/ui';
import { formatDate, formatNumber } from '../../../lib/format';
import { useT } from '../../i18n';
import { useCourseLength } from '../courseLength';
import * as css from './CourseCard.css';

export interface CourseCardProps {
  course: Course;
  /** Its category (undefined when the data names one that does not exist: the chip shows the raw value). */
  category?: CourseCategory;
  /** The course's address. */
  href: string;
}

export function CategoryChip({ category, value }: { category?: CourseCategory; value: string }) {
  return (
    // The colour is the data's (a hex colour, checked by the contract).
    <span className={css.chip} style={category ? { borderColor: category.color } : undefined}>
      <span className={css.dot} style={category ? { background: category.color } : undefined} aria-hidden />
      {category?.label ?? value}
    </span>
  );
}

export function CourseCard({ course, category, href }: CourseCardProps) {
  const t = useT();
  const length = useCourseLength();
  // A stored step past the last one: the learner finished the course.
  const completed = course.totalSteps > 0 && course.activeStep >= course.totalSteps;
  const step = Math.min(course.activeStep + 1, course.totalSteps);
  const progress = completed
    ? t('card.completed')
    : t('card.progress', { step: formatNumber(step), total: formatNumber(course.totalSteps) });
  return (
    <article className={css.card} aria-labelledby={`course-${course.id}`}>
      <CategoryChip category={category} value={course.category} />
      <h2 className={css.title} id={`course-${course.id}`}>
        <Link to={href} className={css.link}>
          {course.title}
        </Link>
      </h2>
      <p className={css.meta}>
        <span className={css.metaItem}>
          <Icon name="clock" size="sm" label={t('card.length')} />
          {length(course.length)}
        </span>
        <span>{t('card.updated', { date: formatDate(course.updated, 'date') })}</span>
      </p>
      <div className={css.progress}>
        <span className={css.progressText}>{progress}</span>
        <LinearProgress
          value={step}
          max={course.totalSteps}
          label={t('card.progressLabel', { title: course.title })}
          valueText={progress}
        />
      </div>
    </article>
  );
}
