import { keyframes } from '@vanilla-extract/css';

/** Shared enter animations for floating content (menus, popovers, tooltips, dialogs). */
export const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
export const popIn = keyframes({
  from: { opacity: 0, transform: 'scale(0.96)' },
  to: { opacity: 1, transform: 'scale(1)' },
});
