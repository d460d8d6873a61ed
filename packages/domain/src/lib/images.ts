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

/** The SVG of an image: an avatar's initials on a colour of its name, or a picture's neutral illustration. */
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

/** A number from the label's text (the same label, the same number). */
function seedOf(text: string): number {
  let sum = 7;
  for (const char of text) sum = (sum * 33 + (char.codePointAt(0) ?? 0)) >>> 0;
  return sum;
}

/** Soft sky and land colours the scenes pick from (a pair each: sky, far hill, near hill). */
const SCENES = [
  ['#dbe9f6', '#9cc3a4', '#5f9470'],
  ['#f8e3cf', '#e0b07e', '#b97a4a'],
  ['#e4e0f4', '#a9a1d1', '#6f66a8'],
  ['#dff1ee', '#8ccbbd', '#3f8f80'],
  ['#f3e6ea', '#d39fb0', '#a0627a'],
  ['#e8eef2', '#a7b7c3', '#667c8c'],
] as const;

/**
 * A picture: a neutral landscape drawn in SVG (sky, sun, two hills), its colours and shapes picked by the label
 * so that pictures differ, but never any text: no internal id or product name shows on a sample image.
 */
export function pictureSvg(label: string): string {
  const seed = seedOf(label);
  const [sky, far, near] = SCENES[seed % SCENES.length] as (typeof SCENES)[number];
  const sunX = 120 + (seed % 400);
  const sunY = 80 + ((seed >>> 8) % 90);
  const farY = 210 + ((seed >>> 4) % 60);
  const nearY = 280 + ((seed >>> 12) % 50);
  const peak = 160 + ((seed >>> 16) % 320);
  return svg(
    `<rect width="640" height="400" fill="${sky}"/>` +
      `<circle cx="${sunX}" cy="${sunY}" r="42" fill="#fff" fill-opacity=".8"/>` +
      `<path d="M0 ${farY} Q${peak} ${farY - 120} 640 ${farY + 20} V400 H0 Z" fill="${far}"/>` +
      `<path d="M0 ${nearY + 30} Q${640 - peak} ${nearY - 90} 640 ${nearY} V400 H0 Z" fill="${near}"/>`,
    640,
    400,
  );
}
