import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inComponents } from '../../theme/style';

export const root = style(
  inComponents({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    inlineSize: '2.5rem',
    blockSize: '2.5rem',
    borderRadius: vars.radius.full,
    background: vars.color.accentSoft,
    color: vars.color.accentSoftText,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: 1,
    userSelect: 'none',
    selectors: {
      '&[data-size="xs"]': { inlineSize: '1.5rem', blockSize: '1.5rem', fontSize: '0.625rem' },
      '&[data-size="sm"]': { inlineSize: '2rem', blockSize: '2rem', fontSize: vars.fontSize.xs },
      '&[data-size="lg"]': { inlineSize: '3.5rem', blockSize: '3.5rem', fontSize: vars.fontSize.lg },
      '&[data-size="xl"]': { inlineSize: '5rem', blockSize: '5rem', fontSize: vars.fontSize.xxl },
      '&[data-shape="rounded"]': { borderRadius: vars.radius.md },
    },
  }),
);

export const image = style(inComponents({ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' }));
