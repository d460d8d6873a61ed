import { layer } from '@vanilla-extract/css';

/**
 * Cascade layers, declared once in this order: reset < components < utilities. Every styles file imports
 * this one first, so the order is fixed before any rule lands in a layer. Sprinkles (utilities) therefore
 * win over component recipes, and any unlayered app CSS wins over the kit.
 */
export const reset = layer('reset');
export const components = layer('components');
export const utilities = layer('utilities');
