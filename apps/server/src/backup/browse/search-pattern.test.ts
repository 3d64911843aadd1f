// How search terms become index patterns: wildcards, literal special characters and '*.ext'.
import { describe, expect, it } from 'vitest';
import { extensionTerm, globPattern, likePattern, searchExtension } from './search-pattern.ts';

describe('search patterns', () => {
  it('matches anywhere without a wildcard, and turns * into the index wildcard', () => {
    expect(likePattern(' Budget ')).toBe('%budget%');
    expect(globPattern(' Budget ')).toBe('*budget*');
    expect(likePattern('rep**.csv')).toBe('rep%.csv');
    expect(globPattern('rep**.csv')).toBe('rep*.csv');
  });

  it("keeps each index's own special characters literal", () => {
    expect(likePattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
    expect(globPattern('what?[1]')).toBe('*what[?][[]1]*');
  });

  it('answers the extension only for a plain *.ext term', () => {
    expect(extensionTerm('*.CSV')).toBe('csv');
    expect(extensionTerm('**.tar')).toBe('tar');
    expect(extensionTerm('*.tar.gz')).toBeNull();
    expect(extensionTerm('a*.csv')).toBeNull();
    expect(extensionTerm('*.c*')).toBeNull();
    expect(extensionTerm('*.')).toBeNull();
  });

  it('takes what follows the last dot of a name as its extension', () => {
    expect(searchExtension('report.2026.csv')).toBe('csv');
    expect(searchExtension('.csv')).toBe('csv');
    expect(searchExtension('notes.')).toBe('');
    expect(searchExtension('makefile')).toBeNull();
  });
});
