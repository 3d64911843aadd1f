// The variable form's sanitisers (spec 001 section 5), type by type, typed and pasted input alike.
import { describe, expect, it } from 'vitest';
import { DECIMAL_STEP, sanitizeVariableInput } from './variable-input.ts';

describe('sanitizeVariableInput', () => {
  it('keeps only digits in an INTEGER, pasted text included', () => {
    expect(sanitizeVariableInput('INTEGER', 'a1b2')).toBe('12');
    expect(sanitizeVariableInput('INTEGER', '-3.5e2')).toBe('352');
    expect(sanitizeVariableInput('INTEGER', '١٢')).toBe('');
  });

  it('keeps digits and one dot in a DECIMAL, which steps by 0.1', () => {
    expect(sanitizeVariableInput('DECIMAL', '1a.5')).toBe('1.5');
    expect(sanitizeVariableInput('DECIMAL', '1.2.3')).toBe('1.23');
    expect(sanitizeVariableInput('DECIMAL', ' 2,5 ')).toBe('25');
    expect(DECIMAL_STEP).toBe(0.1);
  });

  it('keeps digits and dots in an IPADDRESS', () => {
    expect(sanitizeVariableInput('IPADDRESS', '10.0.0.x')).toBe('10.0.0.');
    expect(sanitizeVariableInput('IPADDRESS', ' 192.168.1.1/24')).toBe('192.168.1.124');
  });

  it('strips control characters and direction overrides from TEXT, keeping tabs', () => {
    expect(sanitizeVariableInput('TEXT', 'a\u0000b\u001bc\r\nd\te\u007f\u202Ef')).toBe('abcd\tef');
    expect(sanitizeVariableInput('TEXT', 'C:\\Backups — été')).toBe('C:\\Backups — été');
  });

  it('strips control characters from the types that are picked rather than typed', () => {
    expect(sanitizeVariableInput('DROPDOWN', 'fast\u0007')).toBe('fast');
    expect(sanitizeVariableInput('DATE', '2026-01-02')).toBe('2026-01-02');
  });
});
