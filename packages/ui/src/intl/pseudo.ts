/**
 * The pseudo-locale's text: every Latin letter accented, the text lengthened by about 40 % and wrapped in
 * ⟦ ⟧, so a string that did not come through a catalogue stands out, and a layout that breaks when text
 * grows shows it. Only literal text is changed: ICU placeholders stay intact (the compiler maps text
 * parts only).
 */
const accents: Record<string, string> = {
  a: 'å',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'î',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'û',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Å',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Î',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Û',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

/** Accents the Latin letters of a text (no brackets, no lengthening): dates and numbers in the pseudo-locale. */
export function accent(text: string): string {
  return text.replace(/[A-Za-z]/g, (letter) => accents[letter] ?? letter);
}

/**
 * One piece of literal message text in the pseudo-locale: accented, ~40 % longer, bracketed. The tags of a
 * rich message (`<link>`, `</link>`) stay as they are, so `t.rich` still finds them.
 */
export function pseudoLocalize(text: string): string {
  if (/<\/?\w+>/.test(text))
    return text
      .split(/(<\/?\w+>)/)
      .map((piece, index) => (index % 2 ? piece : pseudoLocalize(piece)))
      .join('');
  if (!text.trim()) return text;
  const letters = text.replace(/[^A-Za-z]/g, '').length;
  return `${PSEUDO_OPEN}${accent(text)}${'·'.repeat(Math.ceil(letters * 0.4))}${PSEUDO_CLOSE}`;
}
