import { describe, expect, test } from 'vitest';
import { docHref, renderMarkdown } from './markdown';

describe('the documentation Markdown', () => {
  test("links between the docs' files become the app's addresses; a file that is no page keeps its text", () => {
    expect(docHref('theming.md')).toBe('/documentation/theming');
    expect(docHref('./server.md#environment')).toBe('/documentation/server#environment');
    expect(docHref('https://hono.dev')).toBe('https://hono.dev');
    expect(docHref('#roles')).toBe('#roles');
    expect(docHref('../README.md')).toBeNull();
    expect(docHref('meetings.md')).toBeNull();
    const html = renderMarkdown(
      'See [theming](theming.md), [the README](../README.md) and [Hono](https://hono.dev).',
    );
    expect(html).toContain('<a href="/documentation/theming">theming</a>');
    expect(html).toContain('the README and');
    expect(html).toContain('<a href="https://hono.dev">Hono</a>');
  });

  test('code blocks are highlighted in the languages the docs use, others escaped as text', () => {
    const ts = renderMarkdown("```ts\nconst a = 'x';\n```");
    expect(ts).toContain('class="hljs language-ts"');
    expect(ts).toContain('<span class="hljs-keyword">const</span>');
    const other = renderMarkdown('```\n<b>not bold</b>\n```');
    expect(other).toContain('&lt;b&gt;not bold&lt;/b&gt;');
  });

  test('headings get an anchor id', () => {
    expect(renderMarkdown('## Themes per region')).toContain(
      '<h2 id="themes-per-region">Themes per region</h2>',
    );
  });
});
