import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from '../contract.css';
import { reset } from '../layers.css';
import { defaultTokens } from '../tokens';

/** Class name of the `default` theme: put it on <html> or on a region (navbar, toolbar, footer). */
export const defaultTheme = createTheme(vars, defaultTokens, 'default');

globalStyle(`.${defaultTheme}`, { '@layer': { [reset]: { colorScheme: 'light' } } });
