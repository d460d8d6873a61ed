import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { inComponents } from '../../theme/style';

export const divider = recipe({
  base: inComponents({
    border: 0,
    flexShrink: 0,
    backgroundColor: vars.color.border,
  }),
  variants: {
    orientation: {
      horizontal: inComponents({ blockSize: 1, inlineSize: '100%' }),
      vertical: inComponents({ inlineSize: 1, alignSelf: 'stretch', minBlockSize: '1em' }),
    },
  },
  defaultVariants: { orientation: 'horizontal' },
});

export type DividerVariants = NonNullable<RecipeVariants<typeof divider>>;
