import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inComponents } from '../../theme/style';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.md,
    padding: vars.space.lg,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
    selectors: { '&[data-inline="true"]': { flexDirection: 'row', padding: 0, display: 'inline-flex' } },
  }),
);

export const linear = style(inComponents({ inlineSize: '100%', maxInlineSize: '20rem' }));

export const spinner = style(
  inComponents({
    flexShrink: 0,
    display: 'inline-block',
    inlineSize: '1.5rem',
    blockSize: '1.5rem',
    borderRadius: vars.radius.full,
    borderWidth: '3px',
    borderStyle: 'solid',
    borderColor: vars.color.accentSoft,
    borderBlockStartColor: vars.color.accent,
    animation: `${spin} 0.8s linear infinite`,
    selectors: {
      '&[data-size="sm"]': { inlineSize: '1rem', blockSize: '1rem', borderWidth: '2px' },
      '&[data-size="lg"]': { inlineSize: '2.5rem', blockSize: '2.5rem', borderWidth: '4px' },
      '&[data-paused="true"]': { animationPlayState: 'paused' },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
  }),
);
