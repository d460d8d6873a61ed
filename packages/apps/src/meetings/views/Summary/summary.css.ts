/**
 * The summary's own styles and its print stylesheet: printed, the summary is the page (the shell's bars,
 * menus and footer, the side column and every button are left out; cards print flat, in black on white).
 */
import { vars } from '@chorus/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const summaryRoot = style({});
/** Controls and side panels that a printout leaves out. */
export const noPrint = style({ '@media': { print: { display: 'none' } } });
/** What only a printout shows (the meeting's title and goal, which the page's header shows on screen). */
export const printOnly = style({ display: 'none', '@media': { print: { display: 'flex' } } });

export const ideaList = style({ margin: 0, paddingInlineStart: vars.space.lg });
export const bar = style({ blockSize: 6 });

// Printed, whatever neither holds the summary nor is inside it goes: the shell's bars and menus (whatever
// their elements), the page's other columns, the siblings along the way down to the summary.
globalStyle(`body:has(${summaryRoot}) :not(:has(${summaryRoot}), ${summaryRoot}, ${summaryRoot} *)`, {
  '@media': { print: { display: 'none' } },
});
globalStyle(`body:has(${summaryRoot})`, {
  '@media': { print: { background: 'white', color: 'black' } },
});
globalStyle(`${summaryRoot}, ${summaryRoot} *`, {
  '@media': { print: { boxShadow: 'none', background: 'transparent', color: 'black', borderColor: '#999' } },
});
globalStyle(`${summaryRoot} section`, { '@media': { print: { breakInside: 'avoid' } } });
