import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inComponents } from '../../theme/style';

/** `fill`: the state centred in the pane it fills (a list pane), rather than inline where it stands. */
export const fill = style(
  inComponents({
    display: 'flex',
    flex: '1 1 auto',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    minBlockSize: '100%',
    padding: vars.space.xxl,
  }),
);

/** `reserve`: the loading state keeps the block size the content will take. */
export const reservedSize = createVar();
export const reserve = style(inComponents({ minBlockSize: reservedSize }));
