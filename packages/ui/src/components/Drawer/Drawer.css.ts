import { createVar, keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { inComponents } from '../../theme/style';

export const widthVar = createVar();

const fromStart = keyframes({
  from: { transform: 'translateX(var(--drawer-from))' },
  to: { transform: 'translateX(0)' },
});

export const content = recipe({
  base: inComponents({
    vars: { [widthVar]: '320px' },
    position: 'fixed',
    zIndex: vars.zIndex.modal,
    insetBlock: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    inlineSize: `min(${widthVar}, 90vw)`,
    padding: vars.space.xl,
    overflowY: 'auto',
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    selectors: {
      '&[data-state="open"]': { animation: `${fromStart} ${vars.motion.slow} ${vars.motion.easing}` },
    },
  }),
  variants: {
    side: {
      start: inComponents({
        insetInlineStart: 0,
        vars: { '--drawer-from': '-100%' },
        selectors: { '[dir="rtl"] &': { vars: { '--drawer-from': '100%' } } },
      }),
      end: inComponents({
        insetInlineEnd: 0,
        vars: { '--drawer-from': '100%' },
        selectors: { '[dir="rtl"] &': { vars: { '--drawer-from': '-100%' } } },
      }),
    },
  },
  defaultVariants: { side: 'end' },
});

export type DrawerVariants = NonNullable<RecipeVariants<typeof content>>;

export const body = style(inComponents({ flex: 1, minBlockSize: 0 }));
