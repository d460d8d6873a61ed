import { describe, expect, it } from 'vitest';
import { getIconMeta, iconCatalogue, isIconName } from './catalogue';
import { mirroredInRtl } from './mirrored';

describe('icon catalogue', () => {
  it('names every mirrored icon and flags it for RTL', () => {
    for (const name of mirroredInRtl) {
      expect(isIconName(name), name).toBe(true);
      expect(getIconMeta(name)?.mirrorInRtl, name).toBe(true);
    }
  });
  it('flags no other icon', () => {
    const flagged = iconCatalogue.filter((entry) => entry.mirrorInRtl).map((entry) => entry.name);
    expect(flagged.sort()).toEqual([...mirroredInRtl].sort());
  });
  it('has unique names', () => {
    const names = iconCatalogue.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
