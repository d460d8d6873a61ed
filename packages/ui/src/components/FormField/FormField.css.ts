import { globalStyle, style } from '@vanilla-extract/css';
import { utilities } from '../../theme/layers.css';
import { vars } from '../../theme/contract.css';
import { inComponents } from '../../theme/style';

export const field = style(
  inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minInlineSize: 0 }),
);

export const label = style(
  inComponents({
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    color: vars.color.text,
    lineHeight: vars.lineHeight.snug,
  }),
);

export const required = style(
  inComponents({ color: vars.color.criticalSoftText, marginInlineStart: vars.space.xxs }),
);

export const helper = style(
  inComponents({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, lineHeight: vars.lineHeight.snug }),
);

export const error = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    fontSize: vars.fontSize.xs,
    color: vars.color.criticalSoftText,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.snug,
  }),
);

/** The box around a text-like control and its adornments. */
export const control = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minBlockSize: 40,
    paddingInline: vars.space.md,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.borderStrong}`,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: vars.motion.fast,
    selectors: {
      '&:hover': { borderColor: vars.color.text },
      // The box carries the field's focus ring (the kit's ring: 2 px, 2 px away), not the input inside it.
      '&:focus-within': {
        borderColor: vars.color.focus,
        outline: `2px solid ${vars.color.focus}`,
        outlineOffset: '2px',
      },
      '&[data-invalid]': { borderColor: vars.color.criticalSoftText },
      '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed', borderColor: vars.color.border },
    },
  }),
);

export const multiline = style(inComponents({ alignItems: 'stretch', paddingBlock: vars.space.sm }));

// The ring is the box's: the input inside it draws none (same layer as the kit's ring, more specific).
globalStyle(`${control} :focus-visible`, { '@layer': { [utilities]: { outlineStyle: 'none' } } });

/** The native input inside `control`: borderless, fills the box. */
export const input = style(
  inComponents({
    flex: 1,
    minInlineSize: 0,
    blockSize: '100%',
    minBlockSize: 38,
    border: 0,
    padding: 0,
    background: 'transparent',
    color: 'inherit',
    fontSize: vars.fontSize.sm,
    outline: 'none',
    selectors: {
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
      '&:disabled': { cursor: 'not-allowed' },
      '&:focus-visible': { outline: 'none' },
    },
  }),
);

export const textarea = style(
  inComponents({ resize: 'vertical', minBlockSize: 80, lineHeight: vars.lineHeight.normal }),
);

export const adornment = style(
  inComponents({ display: 'inline-flex', alignItems: 'center', flexShrink: 0, color: vars.color.textMuted }),
);

export const endButton = style(inComponents({ marginInlineEnd: `calc(${vars.space.sm} * -1)` }));
