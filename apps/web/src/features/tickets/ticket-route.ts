// Reads an id from a route parameter: a positive whole number, or null for anything else.
export function parseId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  return Number(raw);
}
