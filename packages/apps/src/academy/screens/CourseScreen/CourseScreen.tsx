/**
 * A course (/apps/academy/courses/{courseId}/{courseSlug}): a stepper through its steps. The step list sits
 * beside the step (a drawer on a phone) to jump to any step; Previous and Next, or the left and right arrow
 * keys (not while typing in a field), move one step. Each move is saved with `course/update` (optimistic), so
 * leaving and coming back, or a reload, resumes where the learner was. Next on the last step shows "Course
 * finished" with the way back to the courses, and stores the course as completed (its active step one past the
 * last: its card says "Completed"); reviewing the steps keeps it so until the learner moves to a step.
 */
import type { Course } from '@chorus/mock-handlers/contracts';
import { Link, PageSimple, useIsMobile } from '@chorus/shell';
import { Icon, IconButton, LinearProgress, Stack } from '@chorus/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { formatNumber } from '../../../lib/format';
import { putCachedItems, useAppMutation } from '../../../lib/mutation';
import { DetailStatusPage } from '../../../lib/detail/DetailStatusPage';
import { detailStatus } from '../../../lib/detail/detailStatus';
import '../../academy.icons';
import { academyApi, academyKeys, academyRoutes } from '../../academy.api';
import { useT } from '../../i18n';
import { CourseFinished, CourseStep } from '../../views/CourseStep/CourseStep';
import { CourseSteps } from '../../views/CourseSteps/CourseSteps';
import * as css from '../academy.css';

/** Whether a key press belongs to a field the user types in (the arrow keys move its caret there). */
function inTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || Boolean(target.closest('input, textarea, select, [role="textbox"]'));
}

function CourseStepper({ course }: { course: Course }) {
  const t = useT();
  const isMobile = useIsMobile();
  const [stepsOpen, setStepsOpen] = useState(false);
  const total = course.steps.length;
  const [finished, setFinished] = useState(() => total > 0 && course.activeStep >= total);
  const last = Math.max(total - 1, 0);
  // The step shown is this page's own (moves show at once, however fast the keys go); each move is saved in
  // the background, and a refused save brings the page back to the stored step.
  const [active, setActive] = useState(() => Math.min(course.activeStep, last));
  const activeRef = useRef(active);
  const storedRef = useRef(course.activeStep);
  storedRef.current = course.activeStep;
  const step = course.steps[active];

  const saveStep = useAppMutation({
    mutationFn: (activeStep: number) => academyApi.setActiveStep(course.id, activeStep),
    // The stored course: the course's page and the courses' cards read it.
    answer: (stored, _step, client) => putCachedItems(client, academyKeys.all, [stored]),
    onError: () => {
      show(Math.min(storedRef.current, last));
      setFinished(total > 0 && storedRef.current >= total);
    },
    errorMessage: t('course.saveError'),
  });

  function show(index: number) {
    activeRef.current = index;
    setActive(index);
  }
  const goTo = (index: number) => {
    setFinished(false);
    const next = Math.min(Math.max(index, 0), last);
    if (next === activeRef.current) return;
    show(next);
    saveStep.mutate(next);
  };
  const previous = () => (finished ? setFinished(false) : goTo(activeRef.current - 1));
  const finish = () => {
    setFinished(true);
    if (storedRef.current < total) saveStep.mutate(total);
  };
  const next = () => (activeRef.current >= last ? finish() : goTo(activeRef.current + 1));

  // Left and right arrows, mirrored in a right-to-left page; never while the user types in a field.
  const keys = useRef({ previous, next });
  keys.current = { previous, next };
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      if (inTextField(event.target) || (event.target as HTMLElement | null)?.closest?.('[role="dialog"]'))
        return;
      const rtl = document.documentElement.dir === 'rtl';
      const forward = (event.key === 'ArrowRight') !== rtl;
      event.preventDefault();
      if (forward) keys.current.next();
      else keys.current.previous();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const position = t('course.stepOf', { step: formatNumber(active + 1), total: formatNumber(total) });
  const stepList = (
    <CourseSteps
      steps={course.steps}
      active={active}
      finished={finished}
      onSelect={(index) => {
        goTo(index);
        setStepsOpen(false);
      }}
    />
  );

  return (
    <PageSimple
      header={
        <Stack direction="row" align="center" wrap gap="md" inlineSize="100%">
          {isMobile ? (
            <IconButton
              icon={<Icon name="list-todo" />}
              label={t('course.showSteps')}
              onClick={() => setStepsOpen(true)}
            />
          ) : null}
          <Stack gap="xs" className={css.heading}>
            <Link to={academyRoutes.courses} className={css.back}>
              <Icon name="chevron-left" size="sm" />
              {t('course.back')}
            </Link>
            <h1 className={css.title}>{course.title}</h1>
          </Stack>
          <div className={css.progress}>
            <span className={css.stepOf} aria-live="polite">
              {finished ? t('course.finished') : position}
            </span>
            <LinearProgress
              value={finished ? total : active + 1}
              max={total}
              label={t('course.progressLabel')}
              valueText={finished ? t('course.finished') : position}
            />
          </div>
        </Stack>
      }
      leftSidebar={{
        content: stepList,
        label: t('course.steps'),
        open: stepsOpen,
        onClose: () => setStepsOpen(false),
      }}
      content={
        <>
          {finished || !step ? (
            <CourseFinished
              title={course.title}
              coursesHref={academyRoutes.courses}
              onReview={() => setFinished(false)}
            />
          ) : (
            <CourseStep step={step} index={active} onPrevious={previous} onNext={next} />
          )}
          <p className={css.keys}>{t('course.keys')}</p>
        </>
      }
    />
  );
}

export function CourseScreen() {
  const t = useT();
  const courseId = useParams().courseId ?? '';
  const courseQuery = useQuery({
    queryKey: academyKeys.course(courseId),
    queryFn: ({ signal }) => academyApi.course(courseId, signal),
    enabled: courseId !== '',
  });
  if (courseQuery.data) return <CourseStepper course={courseQuery.data} />;
  return (
    <DetailStatusPage
      icon="graduation-cap"
      status={detailStatus(courseId, courseQuery)}
      notFound={t('course.notFound')}
      backTo={academyRoutes.courses}
      backLabel={t('course.back')}
      loading={t('course.loading')}
      loadError={(reason) => t('course.loadError', { reason })}
    />
  );
}

export default CourseScreen;
