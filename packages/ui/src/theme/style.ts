import type { StyleRule } from '@vanilla-extract/css';
import { components } from './layers.css';

/** Wraps a style rule in the components cascade layer: `style(inComponents({ ... }))`. */
export function inComponents(rule: StyleRule): StyleRule {
  return { '@layer': { [components]: rule } } as StyleRule;
}
