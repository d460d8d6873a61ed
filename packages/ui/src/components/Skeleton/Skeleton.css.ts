import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inComponents } from '../../theme/style';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.5 } });

export const root = style(
  inComponents({
    display: 'block',
    background: vars.color.neutralSoftHover,
    borderRadius: vars.radius.sm,
    animation: `${pulse} 1.6s ease-in-out infinite`,
    selectors: {
      '&[data-variant="text"]': { blockSize: '0.875em', marginBlock: '0.3em' },
      '&[data-variant="circle"]': { borderRadius: vars.radius.full },
      '&[data-variant="rect"]': { borderRadius: vars.radius.md },
      '&[data-animate="false"]': { animation: 'none' },
    },
  }),
);

export const lines = style(inComponents({ display: 'block' }));

export const lastLine = style(inComponents({ inlineSize: '60%' }));
