import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inComponents } from '../../theme/style';

export const root = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: vars.space.sm,
    paddingBlock: vars.space.xxl,
    paddingInline: vars.space.lg,
    color: vars.color.text,
    fontFamily: vars.font.body,
  }),
);

export const icon = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    inlineSize: '3.5rem',
    blockSize: '3.5rem',
    marginBlockEnd: vars.space.xs,
    borderRadius: vars.radius.full,
    background: vars.color.accentSoft,
    color: vars.color.accentSoftText,
  }),
);

export const title = style(
  inComponents({
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.snug,
  }),
);

export const description = style(
  inComponents({ maxInlineSize: '40ch', color: vars.color.textMuted, fontSize: vars.fontSize.sm }),
);

export const action = style(
  inComponents({ marginBlockStart: vars.space.sm, display: 'flex', gap: vars.space.sm }),
);
