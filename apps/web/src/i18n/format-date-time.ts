// Dates from the API (ISO strings) in the console's language, to the minute. One formatter per
// language: building an Intl formatter costs far more than using one, and tables format a date per row.
const formats = new Map<string, Intl.DateTimeFormat>();

export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    formats.set(language, format);
  }
  return format.format(date);
}
