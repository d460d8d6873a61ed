/**
 * The summary's own styles and its print stylesheet: printed, the summary is the page (the shell's bars,
 * menus and footer, the side column and every button are left out; cards print flat, in black on white).
 */
import { vars } from '@chorus/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const summaryRoot = style({});
/** Controls and side panels that a printout leaves out. */
export const noPrint = style({ '@media': { print: { display: 'none' } } });

export const ideaList = style({ margin: 0, paddingInlineStart: vars.space.lg });
export const bar = style({ blockSize: 6 });

const printing = (selector: string) => `body:has(${summaryRoot}) ${selector}`;
globalStyle(printing('nav, aside, footer, header:not(main header)'), {
  '@media': { print: { display: 'none' } },
});
globalStyle(printing(`*:has(> ${summaryRoot}) > :not(${summaryRoot})`), {
  '@media': { print: { display: 'none' } },
});
globalStyle(`body:has(${summaryRoot})`, {
  '@media': { print: { background: 'white', color: 'black' } },
});
globalStyle(`${summaryRoot}, ${summaryRoot} *`, {
  '@media': { print: { boxShadow: 'none', background: 'transparent', color: 'black', borderColor: '#999' } },
});
globalStyle(`${summaryRoot} section`, { '@media': { print: { breakInside: 'avoid' } } });
