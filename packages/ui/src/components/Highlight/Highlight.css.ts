import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inComponents } from '../../theme/style';

/** A match: the theme's soft accent fill and the text made for it (contrast-checked in every theme). */
export const mark = style(
  inComponents({
    background: vars.color.accentSoft,
    color: vars.color.accentSoftText,
    borderRadius: vars.radius.sm,
    fontWeight: vars.fontWeight.semibold,
  }),
);
