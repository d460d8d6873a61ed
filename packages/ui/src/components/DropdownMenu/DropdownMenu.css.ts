import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { popIn } from '../../theme/overlay.css';
import { inComponents } from '../../theme/style';

export const content = style(
  inComponents({
    zIndex: vars.zIndex.dropdown,
    minInlineSize: 200,
    maxBlockSize: 'var(--radix-dropdown-menu-content-available-height)',
    overflowY: 'auto',
    padding: vars.space.xs,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    transformOrigin: 'var(--radix-dropdown-menu-content-transform-origin)',
    selectors: {
      '&[data-state="open"]': { animation: `${popIn} ${vars.motion.fast} ${vars.motion.easing}` },
    },
  }),
);

export const item = recipe({
  base: inComponents({
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minBlockSize: 36,
    paddingBlock: vars.space.xs,
    paddingInlineStart: vars.space.sm,
    paddingInlineEnd: vars.space.md,
    borderRadius: vars.radius.sm,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.snug,
    cursor: 'pointer',
    userSelect: 'none',
    outline: 'none',
    selectors: {
      '&[data-highlighted]': { backgroundColor: vars.color.surfaceHover },
      // The kit's ring, inside the item (the menu clips what is outside).
      '&:focus-visible': { outlineOffset: '-2px' },
      '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'default', pointerEvents: 'none' },
    },
  }),
  variants: {
    tone: {
      neutral: {},
      // A critical item keeps its colour when disabled, and highlights in the critical soft fill.
      critical: inComponents({
        color: vars.color.criticalSoftText,
        selectors: {
          '&[data-disabled]': { color: vars.color.criticalSoftText },
          '&[data-highlighted]': { backgroundColor: vars.color.criticalSoft },
        },
      }),
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type DropdownMenuItemVariants = NonNullable<RecipeVariants<typeof item>>;

export const inset = style(inComponents({ paddingInlineStart: 32 }));

export const indicator = style(
  inComponents({
    position: 'absolute',
    insetInlineStart: vars.space.sm,
    display: 'inline-flex',
    alignItems: 'center',
  }),
);

export const itemIcon = style(
  inComponents({ display: 'inline-flex', flexShrink: 0, color: vars.color.textMuted }),
);

export const shortcut = style(
  inComponents({
    marginInlineStart: 'auto',
    paddingInlineStart: vars.space.lg,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.xs,
  }),
);

export const label = style(
  inComponents({
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.sm,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
  }),
);

export const separator = style(
  inComponents({
    blockSize: 1,
    marginBlock: vars.space.xs,
    marginInline: `calc(${vars.space.xs} * -1)`,
    backgroundColor: vars.color.border,
  }),
);
