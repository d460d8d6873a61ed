import { expect, test } from 'vitest';
import { api, useMockServer } from '../test/server';
import { avatarUrl, pictureUrl } from './images';

useMockServer();

test('avatars and pictures are SVGs served by the mock, with the text escaped', async () => {
  const avatar = await api(avatarUrl('Hana Host'));
  expect(avatar.response.headers.get('Content-Type')).toBe('image/svg+xml');
  expect(avatar.body).toContain('>HH</text>');
  const picture = await api(pictureUrl('<script>alert(1)</script>'));
  expect(picture.body).not.toContain('<script>');
  expect(picture.body).toContain('&#60;script&#62;');
});

test('a name with a lone surrogate makes a valid avatar URL (U+FFFD in its place), never a URIError', () => {
  expect(avatarUrl('Ada\uD800')).toBe(`/api/images/avatar/${encodeURIComponent('Ada\uFFFD')}`);
  expect(pictureUrl('\uDC00x')).toBe(`/api/images/picture/${encodeURIComponent('\uFFFDx')}`);
  expect(avatarUrl('Emoji 😀')).toBe(`/api/images/avatar/${encodeURIComponent('Emoji 😀')}`);
});
