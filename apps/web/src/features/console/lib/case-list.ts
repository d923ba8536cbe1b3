/**
 * Case lists typed as text in the content forms (issue 30): slugs separated by commas or spaces, and case
 * rewards as `slug:amount` (amount 1 when left out).
 */

/** `a, b c` → `['a', 'b', 'c']`. */
export const parseSlugs = (text: string): string[] => text.split(/[\s,]+/).filter(Boolean);

/** `starter:2, elite` → `[{case: 'starter', amount: 2}, {case: 'elite', amount: 1}]`. */
export const parseCaseRewards = (text: string): { case: string; amount: number }[] =>
  parseSlugs(text).map((part) => {
    const [slug = '', amount] = part.split(':');
    return { case: slug, amount: amount === undefined ? 1 : Number(amount) };
  });

export const formatCaseRewards = (list: readonly { case: string; amount: number }[]): string =>
  list.map((r) => `${r.case}:${r.amount}`).join(', ');
