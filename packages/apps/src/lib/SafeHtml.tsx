/**
 * HTML from data (mail bodies, knowledge-base articles, course steps), rendered safely: DOMPurify
 * removes scripts, event-handler attributes, javascript:/data: URLs and anything else that could run.
 * The one place in the apps that sets innerHTML.
 */
import DOMPurify from 'dompurify';
import { type ComponentPropsWithoutRef, useMemo } from 'react';

let hooked = false;
function installHooks() {
  if (hooked) return;
  hooked = true;
  // Links in foreign content open in a new tab and never get the opener.
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
}

/** The sanitised markup: safe to put into the DOM. */
export function sanitizeHtml(html: string): string {
  installHooks();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style', 'srcset', 'formaction'],
  });
}

export interface SafeHtmlProps
  extends Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'dangerouslySetInnerHTML'> {
  html: string;
}

export function SafeHtml({ html, ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup went through DOMPurify above.
  return <div {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
