/**
 * Each part's share of the whole as a whole percentage, the shares adding up to exactly 100 % (largest-remainder
 * rounding: every part gets its percentage rounded down, then the points left go one each to the parts with the
 * largest remainders, ties to the earlier part). 7, 4 and 4 dots read 47 %, 27 %, 26 %, never 101 % in all.
 * Parts are whole numbers (dots, people). Returned as fractions (0.47) for a `{share, number, percent}` message; all zeros when the whole is zero.
 */
export function percentShares(parts: readonly number[]): number[] {
  const whole = parts.reduce((sum, part) => sum + part, 0);
  if (whole <= 0) return parts.map(() => 0);
  // In whole numbers (points are integers): the remainders compare exactly, with no floating-point noise.
  const floors = parts.map((part) => Math.floor((part * 100) / whole));
  let left = 100 - floors.reduce((sum, value) => sum + value, 0);
  const byRemainder = parts
    .map((part, index) => ({ index, remainder: (part * 100) % whole }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    left -= 1;
  }
  return floors.map((percent) => percent / 100);
}
