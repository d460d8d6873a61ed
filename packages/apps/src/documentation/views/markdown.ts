/**
 * The documentation's Markdown to HTML: marked (GFM) with code blocks highlighted by highlight.js (its core and
 * the few languages the docs use). Links between the docs' files (`theming.md`, `./server.md#env`) become the
 * app's addresses (`/documentation/theming`); a link to a file that is no page (`../README.md`) keeps only its
 * text. The HTML still goes through `SafeHtml` (the one sanitiser). Loaded with the documentation pages only.
 */
import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import json from 'highlight.js/lib/languages/json';
import typescript from 'highlight.js/lib/languages/typescript';
import { Marked, type Tokens } from 'marked';
import { type DocSlug, docPages, docPath } from '../docPages';

hljs.registerLanguage('typescript', typescript);
hljs.registerLanguage('bash', bash);
hljs.registerLanguage('json', json);
hljs.registerAliases(['ts', 'tsx', 'js', 'jsx', 'javascript'], { languageName: 'typescript' });
hljs.registerAliases(['sh', 'shell', 'console'], { languageName: 'bash' });

const slugs = new Set<string>(docPages.map((page) => page.slug));

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The app's address of a link between the docs' files, `null` for a file that is no page, or the link as is. */
export function docHref(href: string): string | null {
  if (/^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('#') || href.startsWith('/')) return href;
  const match = /^(?:\.\/)?([\w-]+)\.md(#[\w-]*)?$/.exec(href);
  if (match && slugs.has(match[1] as string)) return docPath(match[1] as DocSlug) + (match[2] ?? '');
  return null;
}

/** A heading's anchor: its text in lower case, words joined by dashes (as GitHub makes them). */
export const headingId = (text: string) =>
  text
    .toLowerCase()
    .replace(/<[^>]+>/g, '')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-');

const marked = new Marked({
  gfm: true,
  renderer: {
    code({ text, lang }: Tokens.Code) {
      const language = lang?.split(/\s/)[0]?.toLowerCase();
      const known = language && hljs.getLanguage(language) ? language : undefined;
      const body = known ? hljs.highlight(text, { language: known }).value : escapeHtml(text);
      // A long line scrolls the block: it takes the focus, so the keyboard can scroll it too.
      return `<pre tabindex="0"><code class="hljs${known ? ` language-${known}` : ''}">${body}</code></pre>\n`;
    },
    link({ href, title, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      const target = docHref(href);
      if (target === null) return text;
      return `<a href="${escapeHtml(target)}"${title ? ` title="${escapeHtml(title)}"` : ''}>${text}</a>`;
    },
    heading({ tokens, depth }: Tokens.Heading) {
      const text = this.parser.parseInline(tokens);
      return `<h${depth} id="${headingId(text)}">${text}</h${depth}>\n`;
    },
  },
});

export function renderMarkdown(source: string): string {
  return marked.parse(source, { async: false });
}
