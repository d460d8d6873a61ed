/**
 * The one print stylesheet of the apps: while an element with `printAlone` is on the page, printing shows it
 * alone (the shell's navigation, toolbar, the page's buttons and everything else are hidden), on the page
 * itself whatever scrolling box holds it, black on white. Printing any other page is left alone.
 * Used by the shop's order invoice and the invoice pages.
 */
import { globalStyle, style } from '@vanilla-extract/css';

export const printAlone = style({});

globalStyle(`body:has(${printAlone}) *`, { '@media': { print: { visibility: 'hidden' } } });
// As specific as the rule above, and after it: the element and what is in it show.
globalStyle(`body:has(${printAlone}) ${printAlone}, body:has(${printAlone}) ${printAlone} *`, {
  '@media': { print: { visibility: 'visible' } },
});
globalStyle(printAlone, {
  '@media': {
    print: {
      // Fixed: placed on the page itself, whatever scrolling box of the layout holds it.
      position: 'fixed',
      insetBlockStart: 0,
      insetInlineStart: 0,
      inlineSize: '100%',
      maxInlineSize: 'none',
      border: 'none',
      boxShadow: 'none',
      background: 'white',
      color: 'black',
    },
  },
});
