/**
 * Academy (§3 Course, Course category, §7): the courses as cards with a search and a category filter kept in
 * the URL, and a course's stepper, whose place is saved with `course/update` so a return resumes it.
 */
import { type AppModule, authRoles } from '@chorus/shell';
import { registerIconLoaders } from '@chorus/ui';
import { lazyScreen } from '../lib/lazyScreen';
import { navTitle } from '../lib/navigation/navTitle';

registerIconLoaders({ 'graduation-cap': () => import('lucide-react/icons/graduation-cap') });

const screens = () => import('./screenLoaders');

export const academyModule: AppModule = {
  id: 'academy',
  title: navTitle('academy'),
  icon: 'graduation-cap',
  auth: authRoles.staff,
  navigationSection: 'templates',
  navigation: [
    {
      id: 'academy',
      title: navTitle('academy'),
      type: 'item',
      icon: 'graduation-cap',
      url: '/apps/academy/courses',
    },
  ],
  routes: [
    { path: '/apps/academy', redirectTo: '/apps/academy/courses' },
    {
      path: '/apps/academy/courses',
      title: navTitle('academy'),
      lazy: lazyScreen(() => screens().then((s) => s.coursesScreen())),
    },
    {
      path: '/apps/academy/courses/:courseId/:courseSlug?',
      lazy: lazyScreen(() => screens().then((s) => s.courseScreen())),
    },
  ],
};
