import { describe, expect, test } from 'vitest';
import { contrastRatio } from './contrast';
import { type ThemeName, themeNames, themeTokens, tones } from './tokens';

const surfaces = ['surface', 'surfaceRaised', 'surfaceSunken', 'surfaceHover'] as const;

/** [foreground, background, minimum ratio]: every pair a component actually paints. */
function pairs(theme: ThemeName): Array<[string, string, number]> {
  const c = themeTokens[theme].color as unknown as Record<string, string>;
  const list: Array<[string, string, number]> = [];
  for (const s of surfaces) {
    list.push(['text', s, 4.5], ['textMuted', s, 4.5], ['borderStrong', s, 3], ['focus', s, 3]);
    for (const t of tones) list.push([`${t}SoftText`, s, 4.5]);
  }
  for (const t of tones) {
    list.push([`${t}Text`, t, 4.5], [`${t}Text`, `${t}Hover`, 4.5]);
    list.push([`${t}SoftText`, `${t}Soft`, 4.5], [`${t}SoftText`, `${t}SoftHover`, 4.5]);
  }
  return list.map(([fg, bg, min]) => [`${fg} on ${bg}`, `${c[fg]}|${c[bg]}`, min]);
}

describe.each(themeNames)('the %s theme', (theme) => {
  test.each(pairs(theme))('paints %s with enough contrast', (_name, colours, min) => {
    const [fg, bg] = colours.split('|') as [string, string];
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(min);
  });
});
