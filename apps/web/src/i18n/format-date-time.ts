// Dates from the API (ISO strings) in the console's language, to the minute, or to the second where two
// times within one minute must read apart (backup revisions). One formatter per language and precision:
// building an Intl formatter costs far more than using one, and tables format a date per row.
const formats = new Map<string, Intl.DateTimeFormat>();

export type DateTimePrecision = 'minute' | 'second';

export function formatDateTime(
  iso: string,
  language: string,
  precision: DateTimePrecision = 'minute',
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const key = `${language}|${precision}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      dateStyle: 'medium',
      timeStyle: precision === 'second' ? 'medium' : 'short',
    });
    formats.set(key, format);
  }
  return format.format(date);
}
