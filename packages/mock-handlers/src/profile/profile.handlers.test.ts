import { expect, test } from 'vitest';
import { api, useMockServer } from '../test/server';
import { AboutSchema, AlbumSchema, TimelineSchema } from './profile.schema';
import { profilePaths } from './profile.contracts';

useMockServer({ signedInAs: 'host' });

test('timeline, photos and videos, and about match their contracts', async () => {
  const timeline = await api(profilePaths.timeline);
  expect(TimelineSchema.parse(timeline.body)).toEqual(timeline.body);
  expect(timeline.body.posts.some((post: { type: string }) => post.type === 'article')).toBe(true);
  const albums = await api(profilePaths.photosVideos);
  expect(AlbumSchema.array().parse(albums.body)).toEqual(albums.body);
  const about = await api(profilePaths.about);
  expect(AboutSchema.parse(about.body)).toEqual(about.body);
});
