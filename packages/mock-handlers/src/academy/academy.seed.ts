import { createRandom, DAY, iso, seedAnchor } from '@chorus/domain';
import {
  ACADEMY_COURSE_COUNT,
  ACADEMY_STEPS_PER_COURSE,
  type Course,
  type CourseCategory,
} from './academy.schema';
import type { AcademyState } from './academy.schema';

export const COURSE_CATEGORIES: CourseCategory[] = [
  { id: 'web', value: 'web', label: 'Web', color: '#2196f3' },
  { id: 'firebase', value: 'firebase', label: 'Firebase', color: '#ff9800' },
  { id: 'cloud', value: 'cloud', label: 'Cloud', color: '#009688' },
  { id: 'android', value: 'android', label: 'Android', color: '#4caf50' },
];

const TITLES = [
  'Basics of Angular',
  'Basics of TypeScript',
  'Android N: Quick Settings',
  'Keep Sensitive Data Safe',
  'Building a Grid System',
  'Firebase Cloud Storage',
  'Cloud Functions for Firebase',
  'Manage Your Pivotal Cloud',
  'Hosting Your Site',
  'Building Accessible Forms',
  'Android Testing Basics',
  'Cloud Run in Practice',
  'Realtime Database Rules',
  'Progressive Web Apps',
  'Jetpack Compose Layouts',
  'Serverless Meetings',
  'Firebase Authentication',
  'CSS Grid and Flexbox',
];
const CATEGORY_OF = [
  'web',
  'web',
  'android',
  'cloud',
  'web',
  'firebase',
  'firebase',
  'cloud',
  'firebase',
  'web',
  'android',
  'cloud',
  'firebase',
  'web',
  'android',
  'cloud',
  'firebase',
  'web',
];

export function seedAcademy(): AcademyState {
  const random = createRandom('academy');
  const anchor = seedAnchor();
  const courses: Course[] = TITLES.slice(0, ACADEMY_COURSE_COUNT).map((title, index) => {
    const slug = title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    return {
      id: `course-${String(index + 1).padStart(2, '0')}`,
      title,
      slug,
      description: random.sentence(8, 16),
      category: CATEGORY_OF[index] ?? 'web',
      length: index === 0 ? 30 : index === 1 ? 120 : random.int(6, 24) * 5,
      totalSteps: ACADEMY_STEPS_PER_COURSE,
      activeStep: index % 4 === 0 ? random.int(1, ACADEMY_STEPS_PER_COURSE - 1) : 0,
      updated: iso(anchor - random.int(1, 200) * DAY),
      steps: Array.from({ length: ACADEMY_STEPS_PER_COURSE }, (_, step) => ({
        id: `${slug}-step-${step + 1}`,
        title:
          step === 0
            ? 'Introduction'
            : step === ACADEMY_STEPS_PER_COURSE - 1
              ? 'Summary'
              : `Step ${step + 1}: ${random.words(3)}`,
        content: `<h2>Step ${step + 1}</h2><p>${random.paragraph(2, 4)}</p>`,
      })),
    };
  });
  return { categories: structuredClone(COURSE_CATEGORIES), courses };
}
