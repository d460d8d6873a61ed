/**
 * HTML from data (mail bodies), rendered safely: DOMPurify removes scripts, event-handler attributes and
 * anything else that could run; every URL left must have a scheme the contracts accept (`isSafeUrl`: links
 * http: and https:, images also data:image/*); links open in a new tab without the opener or the referrer;
 * and remote images (anything but data:image, which is in the mail itself) can be held back, so that
 * opening a mail tells no tracker that it was read.
 * The one place in the apps that sets innerHTML.
 */
import { isSafeUrl } from '@chorus/mock-handlers/contracts';
import DOMPurify from 'dompurify';
import { type ComponentPropsWithoutRef, useMemo } from 'react';

export interface SanitizeOptions {
  /** Hold back images that would be fetched (http:, https:, relative); only data:image ones show. Default false. */
  blockRemoteImages?: boolean;
  /**
   * Links to a path of this app (`/documentation/theming`, not `//host/…`) stay in the tab: no `target`, so
   * the caller can route them (the documentation's own Markdown). Default false: every link opens a new tab.
   */
  localLinks?: boolean;
}
export interface SanitizedHtml {
  html: string;
  /** How many images were held back. */
  blockedImages: number;
}

/** The pictures the API draws itself from text (avatars, labels: lib/images.ts of the contracts). */
const OWN_IMAGES = /^\s*\/api\/images\//;

/**
 * An image address that would be fetched from somewhere a sender chooses (http:, https:, relative): everything
 * but data:image (in the data itself) and the pictures the API draws (its own `/api/images/…`, as the seeded
 * avatars and previews). Mail holds these back until the reader shows the sender's images: in the body, the
 * sender's avatar and the attachments' previews alike.
 */
export function isRemoteImage(src: string | undefined): boolean {
  const value = src?.trim() ?? '';
  return value !== '' && !/^data:/i.test(value) && !OWN_IMAGES.test(value);
}

/** A path of this app: starts with one slash (`//host` is another site). */
export const isLocalPath = (href: string) => /^\/(?![/\\])/.test(href.trim());

/** Attributes whose value is a URL the browser may follow or fetch. */
const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction', 'poster', 'cite', 'longdesc'];

/** The options of the call in progress (DOMPurify's hooks are global; a call runs synchronously). */
let current: { options: SanitizeOptions; blocked: number } = { options: {}, blocked: 0 };

let hooked = false;
function installHooks() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    // A background attribute (<td background>, <body background>) is an image load too.
    node.removeAttribute('background');
    for (const name of URL_ATTRIBUTES) {
      const value = node.getAttribute(name);
      if (value === null) continue;
      const kind = node.tagName === 'IMG' && name === 'src' ? 'image' : 'link';
      if (!isSafeUrl(value.trim(), kind)) node.removeAttribute(name);
    }
    if (node.tagName === 'IMG') {
      const src = node.getAttribute('src');
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
      if (current.options.blockRemoteImages && isRemoteImage(src ?? undefined)) {
        node.removeAttribute('src');
        node.setAttribute('data-blocked-image', '');
        current.blocked += 1;
      }
    }
    // Links in foreign content open in a new tab and never get the opener or the referrer.
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      if (current.options.localLinks && isLocalPath(node.getAttribute('href') ?? '')) {
        node.removeAttribute('target');
        return;
      }
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
}

/** The sanitised markup (safe to put into the DOM) and how many remote images it holds back. */
export function sanitizeHtml(html: string, options: SanitizeOptions = {}): SanitizedHtml {
  installHooks();
  current = { options, blocked: 0 };
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'iframe',
      'object',
      'embed',
      // Media and sources fetch too, and are not part of a mail's text.
      'video',
      'audio',
      'source',
      'track',
      'picture',
    ],
    FORBID_ATTR: ['style', 'srcset', 'formaction', 'ping'],
  });
  const result = { html: clean, blockedImages: current.blocked };
  current = { options: {}, blocked: 0 };
  return result;
}

export interface SafeHtmlProps
  extends Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'dangerouslySetInnerHTML'> {
  /** Markup from data (sanitised here), or the result of `sanitizeHtml` (when the caller needs its count). */
  html: string | SanitizedHtml;
  /** Hold back remote images (see `sanitizeHtml`); for a string `html` only. */
  blockRemoteImages?: boolean;
  /** Keep links to this app's paths in the tab (see `sanitizeHtml`); for a string `html` only. */
  localLinks?: boolean;
}

export function SafeHtml({ html, blockRemoteImages = false, localLinks = false, ...rest }: SafeHtmlProps) {
  const clean = useMemo(
    () => (typeof html === 'string' ? sanitizeHtml(html, { blockRemoteImages, localLinks }).html : html.html),
    [html, blockRemoteImages, localLinks],
  );
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup went through DOMPurify (sanitizeHtml).
  return <div {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
