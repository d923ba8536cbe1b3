/**
 * Amount formatting, spec 000 §5 "Amounts" and §9 (compact k/m format, coins in Russian locale).
 */

/** Rounds a RUB amount to 2 decimals; from one million on it is floored to an integer. */
export function roundAmount(value: number): number {
  if (Math.abs(value) >= 1_000_000) return Math.floor(value);
  return Math.round(value * 100 + Number.EPSILON * Math.sign(value)) / 100;
}

/** Groups the digits of a whole number by threes with spaces: `1234567` → `1 234 567`. */
function groupThousands(digits: string): string {
  let out = '';
  for (let i = 0; i < digits.length; i += 1) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += ' ';
    out += digits[i];
  }
  return out;
}

/**
 * Formats an amount for display: rounded as `roundAmount`, thousands grouped by spaces only above 9999,
 * whole numbers without decimals, others with two (Russian: decimal comma). `formatAmount(12345.5)` → `12 345,50`.
 * Written out by hand rather than with Intl.NumberFormat: a page formats hundreds of prices, and
 * building a formatter costs milliseconds on a phone (issue 31, blocking time).
 */
export function formatAmount(value: number, locale = 'ru'): string {
  const v = roundAmount(value);
  const whole = Number.isInteger(v);
  const [int = '0', frac] = Math.abs(v)
    .toFixed(whole ? 0 : 2)
    .split('.');
  const grouped = Math.abs(v) > 9999 ? groupThousands(int) : int;
  const sign = v < 0 ? '-' : '';
  return `${sign}${grouped}${frac === undefined ? '' : (locale === 'ru' ? ',' : '.') + frac}`;
}

/** Compact format: `1500` → `1.5k`, `2300000` → `2.3m`; below 1000 the number itself (spec 001 §9). */
export function formatCompact(value: number): string {
  const abs = Math.abs(value);
  const trim = (n: number) => (Math.floor(n * 10) / 10).toFixed(1).replace(/\.0$/, '');
  if (abs >= 1_000_000) return `${trim(value / 1_000_000)}m`;
  if (abs >= 1_000) return `${trim(value / 1_000)}k`;
  return String(value);
}

/**
 * A time left as a clock: `H:MM:SS` under a day, `Nd H:MM:SS` above (the day suffix given by the
 * caller's language), never negative. `seconds` is rounded up so a countdown never shows 0:00:00 early.
 */
export function formatClock(seconds: number, daySuffix = 'd'): string {
  const s = Math.max(0, Math.ceil(seconds));
  const days = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  const clock = `${h}:${String(m).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
  return days > 0 ? `${days}${daySuffix} ${clock}` : clock;
}

/**
 * Decimals to show a drop chance (0..1) in percent with: 2 as a rule, more for rare drops so that no
 * published chance reads as "0,00 %" (issue 9): two significant digits, at most 6 decimals.
 */
export function chanceFractionDigits(chance: number): number {
  const percent = chance * 100;
  if (!(percent > 0) || percent >= 0.01) return 2;
  return Math.min(6, Math.ceil(-Math.log10(percent)) + 1);
}
