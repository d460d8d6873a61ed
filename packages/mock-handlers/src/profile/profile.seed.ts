import { avatarUrl, createRandom, HOUR, iso, pictureUrl, seedAnchor } from '@chorus/domain';
import { COMPANIES, FIRST_NAMES, LAST_NAMES } from '../lib/words';
import type { About, Album, Timeline } from './profile.schema';

export interface ProfileState {
  timeline: Timeline;
  photosVideos: Album[];
  about: About;
}

export function seedProfile(): ProfileState {
  const random = createRandom('profile');
  const anchor = seedAnchor();
  const person = () => {
    const name = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
    return { name, avatar: avatarUrl(name) };
  };
  const photo = (title: string) => ({ type: 'photo' as const, title, preview: pictureUrl(title) });
  const timeline: Timeline = {
    activities: Array.from({ length: 8 }, (_, i) => ({
      id: `activity-${i + 1}`,
      user: person(),
      message: random.pick([
        'started following you.',
        'sent you a message.',
        'shared a public post with your group.',
        'commented on your post.',
      ]),
      time: iso(anchor - i * 3 * HOUR),
    })),
    posts: Array.from({ length: 6 }, (_, i) => {
      const type = (['post', 'article', 'something'] as const)[i % 3] as 'post' | 'article' | 'something';
      return {
        id: `post-${i + 1}`,
        user: person(),
        message: random.paragraph(1, 2),
        time: iso(anchor - i * 20 * HOUR),
        type,
        like: random.int(0, 120),
        share: random.int(0, 40),
        media: type === 'post' ? photo(`Post ${i + 1}`) : null,
        article:
          type === 'article'
            ? {
                title: 'Meetings that hear every voice',
                subtitle: 'chorus.dev',
                excerpt: random.sentence(),
                media: photo(`Article ${i + 1}`),
              }
            : null,
        comments: Array.from({ length: random.int(0, 3) }, (_, n) => ({
          id: `post-${i + 1}-comment-${n + 1}`,
          user: person(),
          message: random.sentence(),
          time: iso(anchor - i * 20 * HOUR + (n + 1) * HOUR),
        })),
      };
    }),
  };
  const photosVideos: Album[] = ['June 2026', 'May 2026', 'April 2026'].map((name, a) => ({
    name,
    info: `${5 + a} Photos`,
    media: Array.from({ length: 5 + a }, (_, n) => photo(`${name} ${n + 1}`)),
  }));
  const about: About = {
    general: {
      gender: 'Female',
      birthday: 'February 30th, 1990',
      locations: ['London, UK', 'New York, USA'],
      about: random.paragraph(2, 3),
    },
    work: {
      occupation: 'Meeting facilitator',
      skills: 'Facilitation, Workshop design, Remote collaboration',
      jobs: [
        { company: random.pick(COMPANIES), date: '2022 - Now' },
        { company: random.pick(COMPANIES), date: '2018 - 2022' },
      ],
    },
    contact: {
      address:
        'Ut pharetra luctus est quis sodales. Duis nisi tortor, bibendum eget tincidunt, aliquam ac elit.',
      tel: ['+6 555 6600', '+9 555 5255'],
      websites: ['chorus.dev'],
      emails: ['hana@chorus.dev', 'host@chorus.dev'],
    },
    groups: ['Facilitators', 'Remote Work', 'Design Sprints'].map((name, i) => ({
      id: `group-${i + 1}`,
      name,
      category: 'Community',
      members: `${random.int(1, 30)}K members`,
    })),
    friends: Array.from({ length: 9 }, (_, i) => ({ id: `friend-${i + 1}`, ...person() })),
  };
  return { timeline, photosVideos, about };
}
