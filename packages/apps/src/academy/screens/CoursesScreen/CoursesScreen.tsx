/**
 * Courses (/apps/academy/courses): every course as a card, with a search by title and a category filter,
 * both kept in the URL (`?q=` and `?category=`) so a reload or a shared link shows the same cards.
 */
import { PageSimple } from '@chorus/shell';
import { Button, EmptyState, Icon, QueryStatus, Select, Stack, TextField } from '@chorus/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { errorText } from '../../../lib/query';
import '../../academy.icons';
import { academyApi, academyKeys, academyRoutes } from '../../academy.api';
import { useT } from '../../i18n';
import { CourseCard } from '../../views/CourseCard/CourseCard';
import * as cardCss from '../../views/CourseCard/CourseCard.css';
import * as css from '../academy.css';

export function CoursesScreen() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const categoryFilter = params.get('category') ?? '';
  const coursesQuery = useQuery({
    queryKey: academyKeys.courses,
    queryFn: ({ signal }) => academyApi.courses(signal),
  });
  const categoriesQuery = useQuery({
    queryKey: academyKeys.categories,
    queryFn: ({ signal }) => academyApi.categories(signal),
  });
  const categories = categoriesQuery.data ?? [];

  const setParam = (name: string, value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  const courses = coursesQuery.data ?? [];
  const query = search.trim().toLocaleLowerCase();
  const shown = useMemo(
    () =>
      courses.filter(
        (course) =>
          (!categoryFilter || course.category === categoryFilter) &&
          (!query || course.title.toLocaleLowerCase().includes(query)),
      ),
    [courses, categoryFilter, query],
  );

  return (
    <PageSimple
      header={
        <Stack direction="row" align="center" wrap gap="md" inlineSize="100%">
          <Stack gap="xxs" className={css.heading}>
            <h1 className={css.title}>{t('courses.title')}</h1>
            <p className={css.subtitle}>{t('courses.subtitle')}</p>
          </Stack>
          <TextField
            type="search"
            className={css.search}
            label={t('courses.search')}
            hideLabel
            placeholder={t('courses.search')}
            startAdornment={<Icon name="search" size="sm" />}
            value={search}
            onChange={(event) => setParam('q', event.target.value)}
          />
          <Select
            className={css.filter}
            label={t('courses.category')}
            hideLabel
            value={categoryFilter}
            onChange={(event) => setParam('category', event.target.value)}
            options={[
              { value: '', label: t('courses.allCategories') },
              ...categories.map((category) => ({ value: category.value, label: category.label })),
            ]}
          />
        </Stack>
      }
      content={
        <QueryStatus
          query={coursesQuery}
          isEmpty={courses.length === 0}
          loading={t('courses.loading')}
          error={(reason) => t('courses.loadError', { reason: errorText(reason) })}
          empty={{ title: t('courses.empty'), icon: 'graduation-cap' }}
          reserve="30rem"
        >
          <p className={css.count} aria-live="polite">
            {t('courses.count', { count: shown.length })}
          </p>
          {shown.length === 0 ? (
            <EmptyState
              titleAs="p"
              icon={<Icon name="search" size="xl" />}
              title={t('courses.noMatch')}
              action={
                <Button variant="soft" onClick={() => setParams({}, { replace: true })}>
                  {t('courses.clear')}
                </Button>
              }
            />
          ) : (
            <ul className={cardCss.grid} aria-label={t('courses.label')}>
              {shown.map((course) => (
                <li key={course.id}>
                  <CourseCard
                    course={course}
                    category={categories.find((category) => category.value === course.category)}
                    href={academyRoutes.course(course)}
                  />
                </li>
              ))}
            </ul>
          )}
        </QueryStatus>
      }
    />
  );
}

export default CoursesScreen;
