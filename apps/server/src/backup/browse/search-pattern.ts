// Backup search terms: '*' is a wildcard; without one the term matches anywhere in the name.
// The result is a LIKE pattern with LIKE's own wildcards escaped.
export function likePattern(searchTerm: string): string {
  const escaped = searchTerm
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`);
  if (!escaped.includes('*')) return `%${escaped}%`;
  return escaped.replace(/\*+/g, '%');
}
