import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inComponents } from '../../theme/style';

export const root = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    fontFamily: vars.font.body,
    selectors: { '&[data-orientation="vertical"]': { flexDirection: 'row' } },
  }),
);

export const list = style(
  inComponents({
    display: 'flex',
    gap: vars.space.xs,
    // The line under the tabs is drawn in the list's own last pixel (an inset shadow, not a border), where the
    // active tab's bar reaches: nothing sticks out of the scrolling box, so a strip that scrolls sideways
    // shows no stray vertical scrollbar (issue 30, item 11). The same pixels as the border it replaces.
    paddingBlockEnd: '1px',
    boxShadow: `inset 0 -1px 0 ${vars.color.border}`,
    overflowX: 'auto',
    overflowY: 'hidden',
    selectors: {
      '&[data-orientation="vertical"]': {
        flexDirection: 'column',
        paddingBlockEnd: 0,
        boxShadow: 'none',
        overflowY: 'auto',
        borderInlineEnd: `1px solid ${vars.color.border}`,
      },
    },
  }),
);

export const trigger = style(
  inComponents({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    blockSize: '2.5rem',
    paddingInline: vars.space.md,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    whiteSpace: 'nowrap',
    borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
    selectors: {
      '&:hover:not([data-disabled])': { color: vars.color.text, background: vars.color.surfaceHover },
      '&[data-state="active"]': { color: vars.color.accentSoftText },
      '&[data-state="active"]::after': {
        content: '""',
        position: 'absolute',
        insetInline: 0,
        insetBlockEnd: '-1px',
        blockSize: '2px',
        background: vars.color.accentSoftText,
      },
      '&[data-orientation="vertical"]': {
        borderRadius: `${vars.radius.md} 0 0 ${vars.radius.md}`,
        justifyContent: 'flex-start',
      },
      '&[data-orientation="vertical"][data-state="active"]::after': {
        insetInline: 'auto -1px',
        insetBlock: 0,
        inlineSize: '2px',
        blockSize: 'auto',
      },
      '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
      '&:focus-visible': { outlineOffset: '-2px' },
    },
  }),
);

export const content = style(
  inComponents({
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    selectors: { '&:focus-visible': { outlineOffset: '4px', borderRadius: vars.radius.sm } },
  }),
);
