import { style } from '@vanilla-extract/css';
/** A form story as wide as the sign-in card. */
export const formPage = style({ maxInlineSize: 420 });
