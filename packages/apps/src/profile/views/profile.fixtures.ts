/** A small profile for the view stories (no calls: the pictures are the mock API's image URLs). */
import type { About, Album, Timeline } from '@chorus/mock-handlers/contracts';

const person = (name: string) => ({ name, avatar: `/api/images/avatar/${encodeURIComponent(name)}` });
const photo = (title: string) => ({
  type: 'photo' as const,
  title,
  preview: `/api/images/picture/${encodeURIComponent(title)}`,
});
const video = (title: string) => ({ ...photo(title), type: 'video' as const });

export const timelineFixture: Timeline = {
  activities: [
    {
      id: 'a1',
      user: person('Ada Lovelace'),
      message: 'started following you.',
      time: '2026-03-02T09:00:00Z',
    },
    {
      id: 'a2',
      user: person('Grace Hopper'),
      message: 'commented on your post.',
      time: '2026-03-01T16:30:00Z',
    },
  ],
  posts: [
    {
      id: 'p1',
      user: person('Alan Turing'),
      message: 'Our retrospective heard from everyone this time.',
      time: '2026-03-02T08:15:00Z',
      type: 'post',
      like: 12,
      share: 1,
      media: photo('Retrospective board'),
      article: null,
      comments: [
        { id: 'c1', user: person('Ada Lovelace'), message: 'Great session!', time: '2026-03-02T08:45:00Z' },
      ],
    },
    {
      id: 'p2',
      user: person('Katherine Johnson'),
      message: 'Worth a read before the next planning meeting.',
      time: '2026-02-28T12:00:00Z',
      type: 'article',
      like: 1,
      share: 0,
      media: null,
      article: {
        title: 'Silent brainstorming, then discussion',
        subtitle: 'chorus.dev',
        excerpt: 'Writing ideas down first keeps the loudest voice from setting the agenda.',
        media: photo('Silent brainstorming'),
      },
      comments: [],
    },
    {
      id: 'p3',
      user: person('Linus Torvalds'),
      message: 'The demo recording is up.',
      time: '2026-02-27T18:20:00Z',
      type: 'something',
      like: 0,
      share: 3,
      media: video('Demo recording'),
      article: null,
      comments: [],
    },
  ],
};

export const albumsFixture: Album[] = [
  {
    name: 'Team offsite',
    info: '3 Photos',
    media: [photo('Offsite morning'), photo('Offsite workshop'), video('Offsite closing talk')],
  },
  { name: 'Workshops', info: '2 Photos', media: [photo('Workshop wall'), photo('Workshop voting')] },
];

export const aboutFixture: About = {
  general: {
    gender: 'Female',
    birthday: 'March 3rd, 1990',
    locations: ['Lisbon, Portugal', 'Montreal, Canada'],
    about: 'Facilitates meetings where every voice counts.',
  },
  work: {
    occupation: 'Meeting facilitator',
    skills: 'Facilitation, Workshop design',
    jobs: [
      { company: 'Analytical Engines', date: '2022 - Now' },
      { company: 'Navy Labs', date: '2018 - 2022' },
    ],
  },
  contact: {
    address: '12 Harmony Street, Lisbon',
    tel: ['+351 555 0100'],
    websites: ['chorus.dev'],
    emails: ['facilitator@chorus.dev'],
  },
  groups: [{ id: 'g1', name: 'Facilitators', category: 'Community', members: '12K members' }],
  friends: [
    { id: 'f1', ...person('Ada Lovelace') },
    { id: 'f2', ...person('Grace Hopper') },
    { id: 'f3', ...person('Alan Turing') },
  ],
};

export const emptyAbout: About = {
  general: { gender: '', birthday: '', locations: [], about: '' },
  work: { occupation: '', skills: '', jobs: [] },
  contact: { address: '', tel: [], websites: [], emails: [] },
  groups: [],
  friends: [],
};
