// Hex and HSV conversions of the colour panel, and the CSS colours a selection may report.
import { describe, expect, it } from 'vitest';
import { hexToHsv, hsvToHex, toHexColor } from './color-convert.ts';

describe('hexToHsv and hsvToHex', () => {
  it('convert the primaries, black, white and grey', () => {
    expect(hexToHsv('#ff0000')).toEqual({ h: 0, s: 1, v: 1 });
    expect(hexToHsv('#00ff00')).toEqual({ h: 120, s: 1, v: 1 });
    expect(hexToHsv('#0000ff')).toEqual({ h: 240, s: 1, v: 1 });
    expect(hexToHsv('#000000')).toEqual({ h: 0, s: 0, v: 0 });
    expect(hexToHsv('#ffffff')).toEqual({ h: 0, s: 0, v: 1 });
    expect(hsvToHex({ h: 0, s: 1, v: 1 })).toBe('#ff0000');
    expect(hsvToHex({ h: 120, s: 1, v: 1 })).toBe('#00ff00');
    expect(hsvToHex({ h: 360, s: 1, v: 1 })).toBe('#ff0000');
    expect(hsvToHex({ h: 200, s: 0, v: 0.5 })).toBe('#808080');
  });

  it('round-trips any colour', () => {
    for (const hex of [
      '#121212',
      '#d0021b',
      '#f5a623',
      '#8b572a',
      '#7ed321',
      '#4a90e2',
      '#9013fe',
      '#b8e986',
    ]) {
      expect(hsvToHex(hexToHsv(hex))).toBe(hex);
    }
  });

  it('keeps values in range', () => {
    expect(hsvToHex({ h: -30, s: 2, v: 1.5 })).toBe(hsvToHex({ h: 330, s: 1, v: 1 }));
  });
});

describe('toHexColor', () => {
  it('reads hex and rgb() colours', () => {
    expect(toHexColor('#ABCDEF')).toBe('#abcdef');
    expect(toHexColor(' #abc ')).toBe('#aabbcc');
    expect(toHexColor('rgb(18, 18, 18)')).toBe('#121212');
    expect(toHexColor('rgba(255, 0, 0, 0.5)')).toBe('#ff0000');
    expect(toHexColor('rgb(0 128 255 / 50%)')).toBe('#0080ff');
  });

  it('refuses anything else', () => {
    for (const text of ['', 'red', '#12345', '#12345g', 'hsl(0, 100%, 50%)', 'rgb(1,2)']) {
      expect(toHexColor(text)).toBeNull();
    }
  });
});
