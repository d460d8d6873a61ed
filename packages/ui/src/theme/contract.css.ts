import { createThemeContract } from '@vanilla-extract/css';
import { type ThemeTokens, defaultTokens } from './tokens';

type Shape<T> = { [K in keyof T]: T[K] extends string ? null : Shape<T[K]> };

function toShape<T extends object>(tokens: T): Shape<T> {
  return Object.fromEntries(
    Object.entries(tokens).map(([k, v]) => [k, typeof v === 'string' ? null : toShape(v as object)]),
  ) as Shape<T>;
}

/** The token contract: the only thing component styles read. Every theme fills it in. */
export const vars = createThemeContract(toShape<ThemeTokens>(defaultTokens));
