import { expect, test } from 'vitest';
import { api, useMockServer } from '../test/server';
import { avatarUrl, pictureUrl } from '@chorus/domain';

useMockServer();

test('avatars and pictures are SVGs served by the mock, with the text escaped', async () => {
  const avatar = await api(avatarUrl('Hana Host'));
  expect(avatar.response.headers.get('Content-Type')).toBe('image/svg+xml');
  expect(avatar.body).toContain('>HH</text>');
  const picture = await api(pictureUrl('<script>alert(1)</script>'));
  expect(picture.response.headers.get('Content-Type')).toBe('image/svg+xml');
  expect(picture.body).not.toContain('<script>');
});

test('a picture is a neutral illustration drawn in SVG: no text, never its internal label (issue 30, item 13)', async () => {
  for (const label of ['Sketch card-1-1-2', 'Note 28', 'Wireless Headphones 1']) {
    const picture = await api(pictureUrl(label));
    expect(picture.body).toMatch(/^<svg [^>]*viewBox="0 0 640 400"/);
    expect(picture.body).not.toContain('<text');
    expect(picture.body).not.toContain(label);
    expect(picture.body).not.toMatch(/href=|url\(/);
  }
  // Different labels draw different scenes (the label picks colours and shapes), the same label the same one.
  const [a, b, again] = await Promise.all(
    ['Note 4', 'Note 12', 'Note 4'].map(async (label) => (await api(pictureUrl(label))).body),
  );
  expect(a).not.toBe(b);
  expect(a).toBe(again);
});

test('a name with a lone surrogate makes a valid avatar URL (U+FFFD in its place), never a URIError', () => {
  expect(avatarUrl('Ada\uD800')).toBe(`/api/images/avatar/${encodeURIComponent('Ada\uFFFD')}`);
  expect(pictureUrl('\uDC00x')).toBe(`/api/images/picture/${encodeURIComponent('\uFFFDx')}`);
  expect(avatarUrl('Emoji 😀')).toBe(`/api/images/avatar/${encodeURIComponent('Emoji 😀')}`);
});
