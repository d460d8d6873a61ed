/**
 * The @chorus/ui theme contract for the shell's `.css.ts` files.
 *
 * Imported by relative path on purpose: vanilla-extract compiles `.css.ts` files in Vite's server (SSR)
 * environment, where the root config does not add the `source` export condition, so `@chorus/ui` resolved
 * to the built `dist/` (other variable names, or missing while ui rebuilds) and the shell lost its theme
 * colours. Once the root vite config sets `ssr.resolve.conditions` to include 'source', this can go back to
 * `export { vars } from '@chorus/ui'`.
 */
export { vars } from '../../../ui/src/theme/contract.css';
