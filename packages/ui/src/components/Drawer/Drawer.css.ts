import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inComponents } from '../../theme/style';

export const widthVar = createVar();

const fromStart = keyframes({
  from: { transform: 'translateX(var(--drawer-from))' },
  to: { transform: 'translateX(0)' },
});

export const content = style(
  inComponents({
    vars: { [widthVar]: '320px' },
    position: 'fixed',
    zIndex: vars.zIndex.modal,
    insetBlock: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    inlineSize: `min(${widthVar}, 90vw)`,
    padding: vars.space.xl,
    overflowY: 'auto',
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    selectors: {
      '&[data-side="start"]': { insetInlineStart: 0, vars: { '--drawer-from': '-100%' } },
      '&[data-side="end"]': { insetInlineEnd: 0, vars: { '--drawer-from': '100%' } },
      '[dir="rtl"] &[data-side="start"]': { vars: { '--drawer-from': '100%' } },
      '[dir="rtl"] &[data-side="end"]': { vars: { '--drawer-from': '-100%' } },
      '&[data-state="open"]': { animation: `${fromStart} ${vars.motion.slow} ${vars.motion.easing}` },
    },
  }),
);

export const body = style(inComponents({ flex: 1, minBlockSize: 0 }));
