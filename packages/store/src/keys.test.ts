import { describe, expect, it } from 'vitest';
import { generateDataKey, KeyError, parseMasterKey, unwrapKey, wrapKey } from './keys.ts';

const master = generateDataKey();

describe('data keys', () => {
  it('generates distinct 32-byte keys', () => {
    const a = generateDataKey();
    expect(a).toHaveLength(32);
    expect(a.equals(generateDataKey())).toBe(false);
  });

  it('wraps and unwraps with the master key', () => {
    const dataKey = generateDataKey();
    const wrapped = wrapKey(dataKey, master);
    expect(wrapped).toMatch(/^wk1:[A-Za-z0-9+/]+=*$/);
    expect(wrapped).not.toContain(dataKey.toString('base64'));
    expect(wrapKey(dataKey, master)).not.toBe(wrapped);
    expect(unwrapKey(wrapped, master).equals(dataKey)).toBe(true);
  });

  it('refuses another master key, a damaged value or an unknown format', () => {
    const wrapped = wrapKey(generateDataKey(), master);
    expect(() => unwrapKey(wrapped, generateDataKey())).toThrow(KeyError);
    const raw = Buffer.from(wrapped.slice(4), 'base64');
    raw[raw.length - 1] = raw[raw.length - 1]! ^ 1;
    expect(() => unwrapKey(`wk1:${raw.toString('base64')}`, master)).toThrow(/does not open/);
    expect(() => unwrapKey(`wk1:${raw.subarray(1).toString('base64')}`, master)).toThrow(/wrong length/);
    expect(() => unwrapKey(`wk9:${raw.toString('base64')}`, master)).toThrow(/unknown format/);
  });

  it('refuses keys of the wrong size', () => {
    expect(() => wrapKey(Buffer.alloc(16), master)).toThrow(/Data key must be 32 bytes/);
    expect(() => wrapKey(generateDataKey(), Buffer.alloc(31))).toThrow(/Master key must be 32 bytes/);
  });
});

describe('parseMasterKey', () => {
  it('reads 32 bytes of base64, standard or URL-safe, ignoring surrounding space', () => {
    const key = generateDataKey();
    expect(parseMasterKey(key.toString('base64')).equals(key)).toBe(true);
    expect(parseMasterKey(` ${key.toString('base64url')}\n`).equals(key)).toBe(true);
  });

  it('explains what is wrong without echoing the value', () => {
    const short = Buffer.alloc(16, 7).toString('base64');
    expect(() => parseMasterKey(short)).toThrow(
      'Master key must be 32 bytes encoded as base64; it decodes to 16 bytes',
    );
    expect(() => parseMasterKey('not base64 at all!')).toThrow(/it is not base64/);
    expect(() => parseMasterKey('')).toThrow(KeyError);
    try {
      parseMasterKey(short);
    } catch (error) {
      expect((error as Error).message).not.toContain(short);
    }
  });
});
