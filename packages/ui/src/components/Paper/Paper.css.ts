import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { inComponents } from '../../theme/style';

export const paper = recipe({
  base: inComponents({ color: vars.color.text, borderRadius: vars.radius.lg, minInlineSize: 0 }),
  variants: {
    elevation: {
      0: inComponents({ backgroundColor: vars.color.surface }),
      1: inComponents({ backgroundColor: vars.color.surfaceRaised, boxShadow: vars.shadow.sm }),
      2: inComponents({ backgroundColor: vars.color.surfaceRaised, boxShadow: vars.shadow.md }),
      3: inComponents({ backgroundColor: vars.color.surfaceRaised, boxShadow: vars.shadow.lg }),
    },
    bordered: { true: inComponents({ border: `1px solid ${vars.color.border}` }), false: {} },
    padding: {
      none: {},
      sm: inComponents({ padding: vars.space.sm }),
      md: inComponents({ padding: vars.space.md }),
      lg: inComponents({ padding: vars.space.lg }),
      xl: inComponents({ padding: vars.space.xl }),
    },
  },
  defaultVariants: { elevation: 1, bordered: false, padding: 'none' },
});
