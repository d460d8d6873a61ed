import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from '../contract.css';
import { reset } from '../layers.css';
import { mainThemeDarkTokens } from '../tokens';

/** Class name of the `mainThemeDark` theme: put it on <html> or on a region (navbar, toolbar, footer). */
export const mainThemeDarkTheme = createTheme(vars, mainThemeDarkTokens, 'mainThemeDark');

globalStyle(`.${mainThemeDarkTheme}`, { '@layer': { [reset]: { colorScheme: 'dark' } } });
