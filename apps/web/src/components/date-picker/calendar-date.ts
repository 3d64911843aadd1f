// Calendar days as YYYY-MM-DD strings in the technician's own time zone, compared as days.
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The local calendar day of a moment, as YYYY-MM-DD. */
export function localIsoDate(moment: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/** Whether a YYYY-MM-DD day lies before today (also YYYY-MM-DD); same-format strings order as days. */
export function isBeforeToday(day: string, todayIso: string): boolean {
  return ISO_DAY.test(day) && day < todayIso;
}
