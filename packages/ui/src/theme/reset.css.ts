import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { reset } from './layers.css';

const r = (selector: string, rule: Parameters<typeof globalStyle>[1]) =>
  globalStyle(selector, { '@layer': { [reset]: rule as never } });

r('*, *::before, *::after', { boxSizing: 'border-box' });
r('*', { margin: 0 });
r('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  fontFamily: vars.font.body,
  fontSize: '100%',
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});
r('body', { minHeight: '100%' });
r('img, picture, video, canvas, svg', { display: 'block', maxWidth: '100%' });
r('input, button, textarea, select', { font: 'inherit', color: 'inherit', letterSpacing: 'inherit' });
r('button', { background: 'none', border: 0, padding: 0, cursor: 'pointer' });
r('button:disabled', { cursor: 'not-allowed' });
r('p, h1, h2, h3, h4, h5, h6', { overflowWrap: 'break-word' });
r('h1, h2, h3, h4, h5, h6', { fontSize: 'inherit', fontWeight: 'inherit' });
r('ul[role="list"], ol[role="list"]', { listStyle: 'none', padding: 0 });
r('a', { color: vars.color.accentSoftText });
r('fieldset', { border: 0, padding: 0, minInlineSize: 0 });
r('table', { borderCollapse: 'collapse' });

// Focus rings on keyboard focus only.
r(':focus', { outline: 'none' });
r(':focus-visible', {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

r('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important',
    },
  },
} as never);
