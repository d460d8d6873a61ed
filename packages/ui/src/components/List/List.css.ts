import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { inComponents } from '../../theme/style';

export const list = recipe({
  base: inComponents({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    fontFamily: vars.font.body,
    color: vars.color.text,
  }),
  // Lines between items: drawn by the items (below), keyed on this variant's class.
  variants: { dividers: { true: {}, false: {} } },
  defaultVariants: { dividers: false },
});

export type ListVariants = NonNullable<RecipeVariants<typeof list>>;

export const item = style(
  inComponents({
    display: 'block',
    selectors: {
      [`${list.classNames.variants.dividers.true} > & + &`]: {
        borderBlockStart: `1px solid ${vars.color.border}`,
      },
    },
  }),
);

export const row = recipe({
  base: inComponents({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    inlineSize: '100%',
    minBlockSize: '3rem',
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.lg,
    textAlign: 'start',
    color: 'inherit',
    textDecoration: 'none',
    borderRadius: vars.radius.md,
    selectors: {
      'button&:hover:not(:disabled), a&:hover': { background: vars.color.surfaceHover },
      'button&, a&': { cursor: 'pointer' },
      '&[aria-current], &[aria-pressed="true"]': {
        background: vars.color.accentSoft,
        color: vars.color.accentSoftText,
      },
      '&[aria-current]:hover, &[aria-pressed="true"]:hover': { background: vars.color.accentSoftHover },
      '&:disabled': { color: vars.color.textDisabled, cursor: 'not-allowed' },
      '&:focus-visible': { outlineOffset: '-2px' },
    },
  }),
  variants: {
    dense: { true: inComponents({ minBlockSize: '2.25rem', paddingBlock: vars.space.xs }), false: {} },
  },
  defaultVariants: { dense: false },
});

export const slot = style(inComponents({ flexShrink: 0, display: 'flex', alignItems: 'center' }));
export const end = style(
  inComponents({ flexShrink: 0, display: 'flex', alignItems: 'center', marginInlineStart: 'auto' }),
);

export const text = style(
  inComponents({ flex: 1, minInlineSize: 0, display: 'flex', flexDirection: 'column' }),
);

export const primary = style(
  inComponents({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' }),
);

export const secondary = style(
  inComponents({
    fontSize: vars.fontSize.xs,
    color: vars.color.textMuted,
    selectors: { '[aria-current] &, [aria-pressed="true"] &': { color: 'inherit' } },
  }),
);
