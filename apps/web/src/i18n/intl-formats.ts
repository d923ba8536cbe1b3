/**
 * Shared `Intl` formatters (issue 48, blocking time): building an `Intl.DateTimeFormat` or
 * `Intl.NumberFormat` costs about a millisecond on a slow phone, so a component that built one per
 * render (a case card's clock time, 31 cards on the front page) paid it on every card. One formatter per
 * language and options is built on first use and kept for the page's life.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/** The `Intl.DateTimeFormat` of `locale` with `options`, built once. */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

/** The `Intl.NumberFormat` of `locale` with `options`, built once. */
export function numberFormat(
  locale: string,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}
