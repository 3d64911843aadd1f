// Backup search terms: '*' is a wildcard; without one the term matches anywhere in the name.
// A term is turned into the pattern each index answers: GLOB for SQLite's trigram index (which
// cannot use a LIKE that has an ESCAPE clause), LIKE for PostgreSQL's pg_trgm, and a plain
// extension for '*.csv', which the extension index answers without reading any name.

function normalised(searchTerm: string): string {
  return searchTerm.trim().toLowerCase();
}

export function likePattern(searchTerm: string): string {
  const escaped = normalised(searchTerm).replace(/[\\%_]/g, (c) => `\\${c}`);
  if (!escaped.includes('*')) return `%${escaped}%`;
  return escaped.replace(/\*+/g, '%');
}

export function globPattern(searchTerm: string): string {
  // In GLOB only '*', '?' and '[' are special; a bracket around one character makes it literal.
  const escaped = normalised(searchTerm).replace(/[?[]/g, (c) => `[${c}]`);
  if (!escaped.includes('*')) return `*${escaped}*`;
  return escaped.replace(/\*+/g, '*');
}

/** What follows a name's last dot, or null without a dot: '*.csv' matches exactly the names whose
 * extension is 'csv'. Stored per entry (backup_entries.extension). */
export function searchExtension(nameLower: string): string | null {
  const dot = nameLower.lastIndexOf('.');
  return dot < 0 ? null : nameLower.slice(dot + 1);
}

/** The extension a term asks for when it is '*.ext' (one or more stars, a dot, no other wildcard). */
export function extensionTerm(searchTerm: string): string | null {
  const match = /^\*+\.([^.*]+)$/.exec(normalised(searchTerm));
  return match ? (match[1] ?? null) : null;
}
