// Turns a technician's question into search terms: words of letters and digits, without the common
// words that say nothing about the topic ("how do I ..."). The last word may still be being typed.
const stopWords = new Set(
  (
    'a an and are as at be but by can could do does did for from had has have how i if in into is it its ' +
    'me my of on or our so that the their them then there these they this to too was we what when where ' +
    'which who why will with would you your yours am been being get got just about please want need ' +
    'der die das und ist ein eine einen wie ich mein meine kann mit von zu auf für den dem des im ' +
    // The product's own name is in every article, so it tells them apart no better than "the".
    'warden'
  ).split(' '),
);

export const MAX_TERMS = 12;

export function searchTerms(query: string): string[] {
  const words = query
    .toLowerCase()
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2 && !stopWords.has(w));
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/** An FTS5 MATCH expression: any of the terms, the last one as a prefix. */
export function fts5Expression(terms: readonly string[]): string {
  return terms.map((t, i) => (i === terms.length - 1 ? `"${t}"*` : `"${t}"`)).join(' OR ');
}

/** A to_tsquery() expression: any of the terms, the last one as a prefix. */
export function tsqueryExpression(terms: readonly string[]): string {
  return terms.map((t, i) => (i === terms.length - 1 ? `${t}:*` : t)).join(' | ');
}

/** The PostgreSQL text-search configuration for a locale; `simple` where PostgreSQL has no stemmer. */
export function textSearchConfig(locale: string): string {
  const language = locale.split('-')[0];
  const configs: Record<string, string> = {
    en: 'english',
    de: 'german',
    fr: 'french',
    es: 'spanish',
    it: 'italian',
    nl: 'dutch',
    pt: 'portuguese',
    sv: 'swedish',
    da: 'danish',
    nb: 'norwegian',
    fi: 'finnish',
  };
  return (language && configs[language]) || 'simple';
}
