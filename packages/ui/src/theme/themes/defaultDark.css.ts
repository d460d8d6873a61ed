import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from '../contract.css';
import { reset } from '../layers.css';
import { defaultDarkTokens } from '../tokens';

/** Class name of the `defaultDark` theme: put it on <html> or on a region (navbar, toolbar, footer). */
export const defaultDarkTheme = createTheme(vars, defaultDarkTokens, 'defaultDark');

globalStyle(`.${defaultDarkTheme}`, { '@layer': { [reset]: { colorScheme: 'dark' } } });
