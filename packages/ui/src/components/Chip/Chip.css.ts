import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inComponents } from '../../theme/style';

export const root = style(
  inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    blockSize: '2rem',
    borderRadius: vars.radius.full,
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: vars.color.border,
    background: vars.color.neutralSoft,
    color: vars.color.neutralSoftText,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    whiteSpace: 'nowrap',
    selectors: {
      '&[data-state="on"]': {
        background: vars.color.accentSoft,
        color: vars.color.accentSoftText,
        borderColor: vars.color.accentSoftText,
      },
      '&[data-disabled]': { color: vars.color.textDisabled, background: vars.color.surfaceSunken },
    },
  }),
);

export const main = style(
  inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    blockSize: '100%',
    paddingInline: vars.space.md,
    borderRadius: 'inherit',
    color: 'inherit',
    selectors: {
      'button&:hover:not(:disabled)': { background: vars.color.neutralSoftHover },
      '[data-state="on"] > button&:hover:not(:disabled)': { background: vars.color.accentSoftHover },
      '[data-removable] > &': { paddingInlineEnd: vars.space.xs },
    },
  }),
);

export const remove = style(
  inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    inlineSize: '1.5rem',
    blockSize: '1.5rem',
    marginInlineEnd: vars.space.xxs,
    borderRadius: vars.radius.full,
    color: 'inherit',
    selectors: {
      '&:hover:not(:disabled)': { background: vars.color.neutralSoftHover },
      '[data-state="on"] > &:hover:not(:disabled)': { background: vars.color.accentSoftHover },
    },
  }),
);
