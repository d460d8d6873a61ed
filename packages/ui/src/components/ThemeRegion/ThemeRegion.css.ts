import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inComponents } from '../../theme/style';

export const region = style(inComponents({ backgroundColor: vars.color.surface, color: vars.color.text }));
