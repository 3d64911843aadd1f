import { describe, expect, it } from 'vitest';
import { attachmentDisposition, downloadFileName, zipEntryName } from './zip-names.ts';

describe('zipEntryName', () => {
  it('keeps ordinary relative paths', () => {
    expect(zipEntryName('finance/budget 2026.xlsx')).toBe('finance/budget 2026.xlsx');
  });

  it('removes absolute starts, drive letters and dot segments', () => {
    expect(zipEntryName('/etc/passwd')).toBe('etc/passwd');
    expect(zipEntryName('../../outside.txt')).toBe('outside.txt');
    expect(zipEntryName('a/./b/../c')).toBe('a/b/c');
    expect(zipEntryName('C:/Windows/win.ini')).toBe('Windows/win.ini');
    expect(zipEntryName('..\\..\\evil.txt')).toBe('.._.._evil.txt');
    expect(zipEntryName('tab\there')).toBe('tab_here');
    expect(zipEntryName('../..')).toBeNull();
  });
});

describe('download names', () => {
  it('makes a single safe file name', () => {
    expect(downloadFileName('a/b\\c:d')).toBe('a_b_c_d');
    expect(downloadFileName('..')).toBe('download');
  });

  it('encodes the name for Content-Disposition', () => {
    expect(attachmentDisposition("Ünïcode (1)'s.txt")).toBe(
      `attachment; filename="?n?code (1)'s.txt"; filename*=UTF-8''%C3%9Cn%C3%AFcode%20%281%29%27s.txt`,
    );
  });
});
