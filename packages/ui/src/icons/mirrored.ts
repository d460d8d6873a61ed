/**
 * Directional icons, flipped under `dir="rtl"` (arrows, chevrons, "back"). Apart from the catalogue so that
 * `<Icon>` knows which icons to mirror without carrying every name's search tags into each page's bundle.
 */
export const mirroredInRtl: ReadonlySet<string> = new Set([
  'chevron-left',
  'chevron-right',
  'chevrons-left',
  'chevrons-right',
  'arrow-left',
  'arrow-right',
  'external-link',
  'panel-left',
  'log-in',
  'log-out',
]);
