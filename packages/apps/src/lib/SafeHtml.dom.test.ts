import { describe, expect, test } from 'vitest';
import { isRemoteImage, sanitizeHtml } from './SafeHtml';

/** The sanitised markup as a DOM, to read what is left (an inert document: nothing is fetched). */
function clean(html: string, blockRemoteImages = false) {
  const { html: markup, blockedImages } = sanitizeHtml(html, { blockRemoteImages });
  const root = document.implementation.createHTMLDocument('').createElement('div');
  root.innerHTML = markup;
  return { root, markup, blockedImages };
}

const DOT = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

describe('sanitizeHtml (mail bodies, issue 15)', () => {
  test('nothing can run: scripts, event handlers and active elements are gone', () => {
    const { root, markup } = clean(
      `<p onclick="alert(1)" onmouseover="alert(2)">Hi</p><script>alert(3)</script>
       <img src="https://example.com/a.png" onerror="alert(4)" onload="alert(5)">
       <svg><a xlink:href="javascript:alert(6)"><text>x</text></a><animate onbegin="alert(7)"/></svg>
       <iframe src="https://example.com"></iframe><object data="x.swf"></object><embed src="x.swf">
       <form action="https://evil.example"><input name="q"><button formaction="javascript:alert(8)">Go</button></form>
       <style>body{background:url(https://tracker.example/css.gif)}</style>
       <p style="background:url(https://tracker.example/style.gif)">styled</p>`,
    );
    expect(markup).not.toMatch(
      /alert|javascript:|<script|<iframe|<object|<embed|<form|<input|<button|<style/i,
    );
    expect(markup).not.toMatch(/\son\w+=/i);
    expect(markup).not.toMatch(/tracker\.example/);
    expect(root.textContent).toContain('Hi');
    expect(root.textContent).toContain('styled');
  });

  test('links keep http(s) only and open in a new tab without the opener or the referrer', () => {
    const { root } = clean(
      `<a href="https://example.com/report">report</a>
       <a href="http://example.com/plain">plain</a>
       <a href="javascript:alert(1)">js</a>
       <a href=" JaVaScRiPt:alert(1)">spaced</a>
       <a href="data:text/html,<script>alert(1)</script>">data</a>
       <a href="vbscript:msgbox(1)">vb</a>
       <a href="${DOT}">image as a link</a>`,
    );
    const anchors = [...root.querySelectorAll('a')];
    const hrefOf = (text: string) =>
      anchors.find((a) => a.textContent === text)?.getAttribute('href') ?? null;
    expect(hrefOf('report')).toBe('https://example.com/report');
    expect(hrefOf('plain')).toBe('http://example.com/plain');
    for (const text of ['js', 'spaced', 'data', 'vb', 'image as a link'])
      expect(hrefOf(text), text).toBeNull();
    for (const anchor of anchors.filter((a) => a.hasAttribute('href'))) {
      expect(anchor.getAttribute('target')).toBe('_blank');
      expect(anchor.getAttribute('rel')?.split(' ')).toEqual(
        expect.arrayContaining(['noopener', 'noreferrer']),
      );
    }
  });

  test('images keep http(s) and data:image sources only; every other fetching attribute goes', () => {
    const { root } = clean(
      `<img alt="remote" src="https://example.com/a.png">
       <img alt="made" src="${DOT}">
       <img alt="js" src="javascript:alert(1)">
       <img alt="html" src="data:text/html,<b>x</b>">
       <img alt="set" srcset="https://tracker.example/1x.gif 1x">
       <table background="https://tracker.example/bg.gif"><tr><td background="https://tracker.example/td.gif">t</td></tr></table>
       <video poster="https://tracker.example/poster.gif"></video><audio src="https://tracker.example/a.mp3"></audio>
       <picture><source srcset="https://tracker.example/s.gif"></picture>
       <img>`,
    );
    const srcOf = (alt: string) => root.querySelector(`img[alt="${alt}"]`)?.getAttribute('src') ?? null;
    expect(srcOf('remote')).toBe('https://example.com/a.png');
    expect(srcOf('made')).toBe(DOT);
    expect(srcOf('js')).toBeNull();
    expect(srcOf('html')).toBeNull();
    expect(root.innerHTML).not.toMatch(/tracker\.example|srcset|background=|<video|<audio|<picture|<source/);
    // Every image has a text alternative (empty when the mail gave none).
    for (const img of root.querySelectorAll('img')) expect(img.hasAttribute('alt')).toBe(true);
  });

  test('remote images are held back and counted when asked; the mail’s own images stay', () => {
    const html = `<img alt="a" src="https://tracker.example/open.gif"><img alt="b" src="//cdn.example/b.png">
      <img alt="c" src="/relative.png"><img alt="d" src="${DOT}"><img alt="e" src="/api/images/picture/Chart">`;
    const open = clean(html);
    expect(open.blockedImages).toBe(0);
    expect(open.root.querySelector('img[alt="a"]')?.getAttribute('src')).toBe(
      'https://tracker.example/open.gif',
    );
    const blocked = clean(html, true);
    expect(blocked.blockedImages).toBe(3);
    for (const alt of ['a', 'b', 'c']) {
      const img = blocked.root.querySelector(`img[alt="${alt}"]`);
      expect(img?.hasAttribute('src'), alt).toBe(false);
      expect(img?.hasAttribute('data-blocked-image'), alt).toBe(true);
    }
    expect(blocked.root.querySelector('img[alt="d"]')?.getAttribute('src')).toBe(DOT);
    expect(blocked.root.querySelector('img[alt="e"]')?.getAttribute('src')).toBe('/api/images/picture/Chart');
    // The count belongs to the call: the next one starts again.
    expect(clean('<img src="https://tracker.example/x.gif">', true).blockedImages).toBe(1);
  });

  test('isRemoteImage: what a sender could point anywhere', () => {
    for (const src of [
      'https://t.example/p.gif',
      'http://t.example/p.gif',
      '//t.example/p.gif',
      '/p.gif',
      'p.gif',
    ]) {
      expect(isRemoteImage(src), src).toBe(true);
    }
    for (const src of ['', '  ', undefined, DOT, ' data:image/png;base64,AAAA', '/api/images/avatar/Ana']) {
      expect(isRemoteImage(src), String(src)).toBe(false);
    }
  });
});

describe('sanitizeHtml with localLinks (the documentation pages)', () => {
  test("a path of this app stays in the tab; another site's link, even protocol-relative, still opens a new tab", () => {
    const { html } = sanitizeHtml(
      `<a href="/documentation/theming">theming</a><a href="//evil.example/x">other</a>
       <a href="https://example.com">site</a><a href="javascript:alert(1)">js</a>`,
      { localLinks: true },
    );
    const root = document.implementation.createHTMLDocument('').createElement('div');
    root.innerHTML = html;
    const [local, protocolRelative, site, js] = Array.from(root.querySelectorAll('a'));
    expect(local?.getAttribute('href')).toBe('/documentation/theming');
    expect(local?.hasAttribute('target')).toBe(false);
    expect(protocolRelative?.getAttribute('target')).toBe('_blank');
    expect(site?.getAttribute('target')).toBe('_blank');
    expect(site?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(js?.hasAttribute('href')).toBe(false);
  });

  test('without the option, a local path opens a new tab as before', () => {
    const { html } = sanitizeHtml('<a href="/documentation/theming">theming</a>');
    expect(html).toContain('target="_blank"');
  });
});
