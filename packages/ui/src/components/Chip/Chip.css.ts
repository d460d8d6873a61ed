import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { inComponents } from '../../theme/style';

export const root = recipe({
  base: inComponents({
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
      '&[data-disabled]': { color: vars.color.textDisabled, background: vars.color.surfaceSunken },
    },
  }),
  variants: {
    /** A selectable chip that is on. */
    selected: {
      true: inComponents({
        background: vars.color.accentSoft,
        color: vars.color.accentSoftText,
        borderColor: vars.color.accentSoftText,
      }),
      false: {},
    },
    removable: { true: {}, false: {} },
  },
  defaultVariants: { selected: false, removable: false },
});

export type ChipVariants = NonNullable<RecipeVariants<typeof root>>;

const on = root.classNames.variants.selected.true;
const removable = root.classNames.variants.removable.true;

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
      [`${on} > button&:hover:not(:disabled)`]: { background: vars.color.accentSoftHover },
      [`${removable} > &`]: { paddingInlineEnd: vars.space.xs },
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
      [`${on} > &:hover:not(:disabled)`]: { background: vars.color.accentSoftHover },
    },
  }),
);
