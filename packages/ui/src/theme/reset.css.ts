import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { reset, utilities } from './layers.css';

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

// Focus rings on keyboard focus only, the same for every control (WCAG 2.2 Focus Appearance): a 2 px solid
// ring in the theme's focus colour (3:1 against every surface of every theme: contrast.test.ts), 2 px away from
// the control so both its neighbours are the surface. The ring's shape is in the utilities layer, so a
// component's `outline: none` cannot remove it; a component may still move it (an inset ring on a list row:
// `outlineOffset: -2px`) or give it to its box (a text field's box rings while its input has focus).
r(':focus', { outline: 'none' });
r(':focus-visible', { outlineOffset: '2px' });
globalStyle(':focus-visible', {
  '@layer': {
    [utilities]: { outlineStyle: 'solid', outlineWidth: '2px', outlineColor: vars.color.focus },
  },
});

// Reduced motion is no motion: no animation and no transition at all. (A 0.01 ms animation, the common recipe,
// still paints its first frame: a dialog read at that frame has its `from` opacity of 0. Nothing in the kit waits
// for an animation's end; Radix's presence unmounts at once when the animation is `none`.)
r('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationName: 'none !important',
      transitionProperty: 'none !important',
      scrollBehavior: 'auto !important',
    },
  },
} as never);
