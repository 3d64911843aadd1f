import { describe, expect, it } from 'vitest';
import { checkImagePath, decodeFileBase64, normalImagePath } from './image-path.ts';

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

describe('image paths', () => {
  it('normalises archive names', () => {
    expect(normalImagePath('docs/a.txt')).toBe('/docs/a.txt');
    expect(normalImagePath('./docs/')).toBe('/docs');
    expect(normalImagePath('')).toBe('/');
    expect(normalImagePath('docs/../../etc/passwd')).toBeNull();
  });

  it('accepts a caller path only in normal form', () => {
    expect(checkImagePath('/docs/', 'folder')).toBe('/docs');
    expect(checkImagePath('/', 'folder')).toBe('/');
    expect(() => checkImagePath('/docs/../etc', 'folder')).toThrow('folder must name a path');
    expect(() => checkImagePath('docs', 'folder')).toThrow('folder must name a path');
    expect(() => checkImagePath('/a//b', 'folder')).toThrow('folder must name a path');
  });

  it('decodes fileBase64 and refuses traversal or bad encodings', () => {
    expect(decodeFileBase64(b64('/docs/ü.txt'))).toBe('/docs/ü.txt');
    expect(() => decodeFileBase64(b64('/../etc/passwd'))).toThrow('fileBase64');
    expect(() => decodeFileBase64('not base64!')).toThrow('fileBase64');
    expect(() => decodeFileBase64(Buffer.from([0xff, 0xfe]).toString('base64'))).toThrow('fileBase64');
  });
});
