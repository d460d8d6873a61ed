/**
 * Pictures served by the API itself (SVG: the mock's lib/images.handlers.ts, and the server), so seeded avatars and images
 * render in the demo and Storybook without any asset files.
 */
export const IMAGE_PATHS = {
  avatar: '/api/images/avatar/:name',
  picture: '/api/images/picture/:label',
} as const;

import { wellFormed } from './text';

// encodeURIComponent throws a URIError on a lone surrogate: a display name carrying one must not reach it as is.
export { wellFormed };

export function avatarUrl(name: string): string {
  return `/api/images/avatar/${encodeURIComponent(wellFormed(name))}`;
}

export function pictureUrl(label: string): string {
  return `/api/images/picture/${encodeURIComponent(wellFormed(label))}`;
}

const PALETTE = ['#3949ab', '#00897b', '#e53935', '#8e24aa', '#fb8c00', '#43a047', '#1e88e5', '#6d4c41'];

function hue(text: string): string {
  let sum = 0;
  for (const char of text) sum = (sum * 31 + char.charCodeAt(0)) >>> 0;
  return PALETTE[sum % PALETTE.length] as string;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

/** The SVG of an image: an avatar's initials or a picture's label on a colour of its text. */
export const IMAGE_SVG_HEADERS = {
  'Content-Type': 'image/svg+xml',
  'Cache-Control': 'public, max-age=86400',
};

function svg(body: string, width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** A path parameter as the image endpoints read it (at most 100 characters). */
export const imageParam = (value: string | readonly string[] | undefined): string =>
  (Array.isArray(value) ? value.join('/') : String(value ?? '')).slice(0, 100);

export function avatarSvg(name: string): string {
  return svg(
    `<rect width="128" height="128" fill="${hue(name)}"/><text x="64" y="64" dy=".35em" text-anchor="middle" font-family="sans-serif" font-size="52" fill="#fff">${escapeXml(initials(name))}</text>`,
    128,
    128,
  );
}

export function pictureSvg(label: string): string {
  return svg(
    `<rect width="640" height="400" fill="${hue(label)}"/><text x="320" y="200" dy=".35em" text-anchor="middle" font-family="sans-serif" font-size="36" fill="#fff">${escapeXml(label)}</text>`,
    640,
    400,
  );
}
