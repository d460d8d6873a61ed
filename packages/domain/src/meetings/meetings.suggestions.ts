/**
 * Grouping suggestions (issue 35, a Chorus extension): themes proposed from the loose ideas' words, computed
 * here (no network, no model): each idea a TF-IDF vector of its word stems and its words' character 4-grams
 * (which catch a plural, a conjugation, an Arabic prefix the light stemmers miss), compared by cosine, gathered
 * by average-linkage agglomeration while the closest two groups are similar enough. A suggestion names its ideas
 * and a title from its most telling words: never an author, nor anything an idea does not say.
 */

/** An idea as the suggestions read it: its id and its text. */
export interface SuggestionInput {
  id: string;
  text: string;
}

export interface ThemeSuggestion {
  title: string;
  ideaIds: string[];
}

export interface SuggestionOptions {
  /** Two groups join while their average similarity is at least this (cosine of TF-IDF vectors). */
  threshold?: number;
  /** At most this many ideas are read (the first ones). */
  maxIdeas?: number;
  /** The weight of a word's character 4-grams beside its stem. */
  gramWeight?: number;
}

/** The tuned default: measured on the labelled ideas of meetings.suggestions.test.ts (three languages). */
export const SUGGESTION_THRESHOLD = 0.08;
export const SUGGESTION_MAX_IDEAS = 300;

/** Lower case, no accents nor Arabic diacritics, Arabic letters in one form (alef, ya, ta marbuta). */
export function normaliseText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/\u0640/g, '')
    .replace(/[\u0622\u0623\u0625]/g, '\u0627')
    .replace(/\u0649/g, '\u064A')
    .replace(/\u0629/g, '\u0647');
}

const STOP_WORDS = new Set(
  [
    // English
    'a an and or the of to in on for with without is are be been being we our us it its this that these those at by as',
    'from not no more less can could should will would need needs every each all so than too very have has had was were',
    'do does did make makes get gets there their them they you your i my me one some any into about just only also',
    'when what who how why which if then else up out over under new first instead keep',
    // Words of time and quantity every topic uses: they link ideas that share nothing else.
    'day days week weeks month months time times hour hours minute minutes year years people person lot lots',
    // Spanish (accents are dropped before the lookup)
    'el la los las un una unos unas y o u de del al a en para por con sin que es son ser esta estan se su sus nuestro',
    'nuestra nuestros nuestras mas menos no cada muy lo le les como pero hay tener hacer todo todos toda todas ya me mi',
    'nos te tu yo cuando donde quien porque sobre entre desde hasta tambien solo primer primera demasiado necesita',
    'dia dias semana semanas mes meses tiempo vez veces hora horas minuto minutos ano anos persona personas',
    // Arabic (normalised as the text is)
    'في من على الى عن مع و او ثم هذا هذه ذلك تلك التي الذي الذين كل ان لا ما هو هي نحن انا انت كان يكون قد لكل عند',
    'بين بعد قبل حتى اي غير لم لن مثل كما او عدم يجب لنا لها له منها فيه فيها عليها عليه اول جدا اكثر يحتاج',
    'يوم ايام اسبوع اسابيع شهر اشهر وقت مره ساعه ساعات دقيقه دقائق سنه',
  ]
    .join(' ')
    .split(' ')
    .map(normaliseText),
);

const ARABIC = /[\u0600-\u06FF]/;

/** A light stemmer: common endings of English and Spanish words, the article and clitics of Arabic ones. */
export function stem(word: string): string {
  if (ARABIC.test(word)) {
    let w = word;
    for (const prefix of ['وال', 'بال', 'كال', 'فال', 'لل', 'ال'])
      if (w.startsWith(prefix) && w.length - prefix.length >= 3) {
        w = w.slice(prefix.length);
        break;
      }
    if (w.length > 4 && /^[وفبل]/.test(w)) w = w.slice(1);
    for (const suffix of ['ات', 'ون', 'ين', 'ها', 'هم', 'نا', 'ه', 'ي'])
      if (w.endsWith(suffix) && w.length - suffix.length >= 3) return w.slice(0, -suffix.length);
    return w;
  }
  for (const [suffix, replacement] of [
    ['aciones', 'a'],
    ['acion', 'a'],
    ['ciones', ''],
    ['cion', ''],
    ['mente', ''],
    ['ments', ''],
    ['ment', ''],
    ['ings', ''],
    ['ing', ''],
    ['ies', 'y'],
    ['ied', 'y'],
    ['es', ''],
    ['ed', ''],
    ['s', ''],
  ] as const) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3)
      return word.slice(0, -suffix.length) + replacement;
  }
  return word;
}

interface Tokens {
  /** Word stem → the surface forms seen (for titles). */
  stems: string[];
  forms: Map<string, string[]>;
  grams: string[];
}

function tokens(text: string): Tokens {
  const original = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const words = normaliseText(text).match(/[\p{L}\p{N}]+/gu) ?? [];
  const stems: string[] = [];
  const forms = new Map<string, string[]>();
  const grams: string[] = [];
  words.forEach((word, index) => {
    if (word.length < 3 || STOP_WORDS.has(word) || /^\d+$/.test(word)) return;
    const s = stem(word);
    stems.push(s);
    forms.set(s, [...(forms.get(s) ?? []), original[index] ?? word]);
    const padded = `_${word}_`;
    for (let i = 0; i + 4 <= padded.length; i += 1) grams.push(padded.slice(i, i + 4));
  });
  return { stems, forms, grams };
}

type Vector = Map<string, number>;

/** Weight of the character n-grams beside the stems. */
export const GRAM_WEIGHT = 0.5;

function vectors(list: readonly Tokens[], gramWeight: number, df = new Map<string, number>()): Vector[] {
  const terms = list.map((entry) => {
    const counts = new Map<string, number>();
    for (const s of entry.stems) counts.set(`w:${s}`, (counts.get(`w:${s}`) ?? 0) + 1);
    for (const g of entry.grams) counts.set(`g:${g}`, (counts.get(`g:${g}`) ?? 0) + gramWeight);
    for (const term of counts.keys()) df.set(term, (df.get(term) ?? 0) + 1);
    return counts;
  });
  const n = list.length;
  return terms.map((counts) => {
    const vector: Vector = new Map();
    let norm = 0;
    for (const [term, count] of counts) {
      const seen = df.get(term) ?? 1;
      // A term of one idea only links it to none: left out (it would only dilute the others).
      if (seen < 2) continue;
      const weight = count * Math.log(n / seen);
      if (weight <= 0) continue;
      vector.set(term, weight);
      norm += weight * weight;
    }
    norm = Math.sqrt(norm);
    if (norm > 0) for (const [term, weight] of vector) vector.set(term, weight / norm);
    return vector;
  });
}

function cosine(a: Vector, b: Vector): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let sum = 0;
  for (const [term, weight] of small) sum += weight * (large.get(term) ?? 0);
  return sum;
}

/**
 * The title of a group: the word its ideas share most (the rarer in the whole meeting between equals), and a
 * second one when nearly as many share it, as the ideas wrote them.
 */
function titleOf(members: number[], list: readonly Tokens[], df: ReadonlyMap<string, number>): string {
  const support = new Map<string, number>();
  for (const index of members)
    for (const s of new Set(list[index]?.stems ?? [])) support.set(s, (support.get(s) ?? 0) + 1);
  const ranked = [...support].sort(
    (a, b) =>
      b[1] - a[1] || (df.get(`w:${a[0]}`) ?? 0) - (df.get(`w:${b[0]}`) ?? 0) || a[0].localeCompare(b[0]),
  );
  const [first, second] = ranked;
  const best = second && second[1] >= 2 && second[1] >= 0.6 * (first?.[1] ?? 0) ? [first, second] : [first];
  const words = best
    .filter((entry): entry is [string, number] => entry !== undefined)
    .map(([s]) => {
      const forms = members.flatMap((index) => list[index]?.forms.get(s) ?? []);
      const counted = new Map<string, number>();
      for (const form of forms) counted.set(form, (counted.get(form) ?? 0) + 1);
      return [...counted].sort((a, b) => b[1] - a[1] || a[0].length - b[0].length)[0]?.[0] ?? s;
    });
  const title = words.join(' · ');
  return title.charAt(0).toLocaleUpperCase() + title.slice(1);
}

/**
 * Themes for these ideas: groups of at least two similar ideas, largest first (an idea like no other is left out).
 * Deterministic: the same ideas in the same order give the same suggestions.
 */
export function suggestThemes(
  ideas: readonly SuggestionInput[],
  options: SuggestionOptions = {},
): ThemeSuggestion[] {
  const threshold = options.threshold ?? SUGGESTION_THRESHOLD;
  const read = ideas.slice(0, options.maxIdeas ?? SUGGESTION_MAX_IDEAS);
  const list = read.map((idea) => tokens(idea.text));
  const df = new Map<string, number>();
  const vecs = vectors(list, options.gramWeight ?? GRAM_WEIGHT, df);
  const n = read.length;
  // Pairwise similarities, then average linkage: the similarity of two groups is the mean of their pairs'.
  const sim: number[][] = Array.from({ length: n }, (_, i) =>
    Array.from({ length: n }, (_, j) => (i === j ? 0 : cosine(vecs[i] as Vector, vecs[j] as Vector))),
  );
  const groups: (number[] | null)[] = Array.from({ length: n }, (_, i) => [i]);
  const link = sim.map((row) => [...row]);
  for (;;) {
    let best = -1;
    let bi = -1;
    let bj = -1;
    for (let i = 0; i < n; i += 1) {
      if (!groups[i]) continue;
      for (let j = i + 1; j < n; j += 1) {
        if (!groups[j]) continue;
        const value = link[i]?.[j] ?? 0;
        if (value > best) {
          best = value;
          bi = i;
          bj = j;
        }
      }
    }
    if (bi < 0 || best < threshold) break;
    const a = groups[bi] as number[];
    const b = groups[bj] as number[];
    for (let k = 0; k < n; k += 1) {
      if (!groups[k] || k === bi || k === bj) continue;
      const merged =
        ((link[bi]?.[k] ?? 0) * a.length + (link[bj]?.[k] ?? 0) * b.length) / (a.length + b.length);
      (link[bi] as number[])[k] = merged;
      (link[k] as number[])[bi] = merged;
    }
    groups[bi] = [...a, ...b];
    groups[bj] = null;
  }
  return groups
    .filter((members): members is number[] => members !== null && members.length >= 2)
    .map((members) => members.sort((x, y) => x - y))
    .sort((a, b) => b.length - a.length || (a[0] ?? 0) - (b[0] ?? 0))
    .map((members) => ({
      title: titleOf(members, list, df),
      ideaIds: members.map((index) => (read[index] as SuggestionInput).id),
    }));
}
