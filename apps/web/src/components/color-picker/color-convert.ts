// Conversions between the colour panel's model (hue, saturation, value) and the '#rrggbb' text the
// editor stores, plus reading the CSS colour strings a selection may report (#rgb, rgb(), rgba()).
export interface Hsv {
  /** 0 to 360 degrees. */
  h: number;
  /** 0 to 1. */
  s: number;
  /** 0 to 1. */
  v: number;
}

const SIX_DIGIT_HEX = /^#[0-9a-f]{6}$/i;
const THREE_DIGIT_HEX = /^#[0-9a-f]{3}$/i;
const RGB_FUNCTION = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})\s*(?:[,/]\s*[\d.]+%?\s*)?\)$/i;

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function channelHex(channel: number): string {
  return Math.round(clamp(channel, 0, 255))
    .toString(16)
    .padStart(2, '0');
}

export function rgbToHex(r: number, g: number, b: number): string {
  return `#${channelHex(r)}${channelHex(g)}${channelHex(b)}`;
}

/** '#rrggbb' (lower case) for a hex or rgb() colour, or null for anything else (names, hsl(), ''). */
export function toHexColor(css: string): string | null {
  const text = css.trim();
  if (SIX_DIGIT_HEX.test(text)) return text.toLowerCase();
  if (THREE_DIGIT_HEX.test(text)) {
    const digits = [...text.slice(1).toLowerCase()];
    return `#${digits.map((digit) => digit + digit).join('')}`;
  }
  const rgb = RGB_FUNCTION.exec(text);
  if (rgb) return rgbToHex(Number(rgb[1]), Number(rgb[2]), Number(rgb[3]));
  return null;
}

/** The HSV of a '#rrggbb' colour; hue and saturation are 0 for greys. */
export function hexToHsv(hex: string): Hsv {
  const normal = toHexColor(hex) ?? '#000000';
  const r = Number.parseInt(normal.slice(1, 3), 16) / 255;
  const g = Number.parseInt(normal.slice(3, 5), 16) / 255;
  const b = Number.parseInt(normal.slice(5, 7), 16) / 255;
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  let h = 0;
  if (delta > 0) {
    if (max === r) h = ((g - b) / delta) % 6;
    else if (max === g) h = (b - r) / delta + 2;
    else h = (r - g) / delta + 4;
    h = (h * 60 + 360) % 360;
  }
  return { h, s: max === 0 ? 0 : delta / max, v: max };
}

export function hsvToHex({ h, s, v }: Hsv): string {
  const hue = ((h % 360) + 360) % 360;
  const sat = clamp(s, 0, 1);
  const val = clamp(v, 0, 1);
  const chroma = val * sat;
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = val - chroma;
  const sector = Math.floor(hue / 60);
  const [r, g, b] = [
    [chroma, x, 0],
    [x, chroma, 0],
    [0, chroma, x],
    [0, x, chroma],
    [x, 0, chroma],
    [chroma, 0, x],
  ][sector] as [number, number, number];
  return rgbToHex((r + m) * 255, (g + m) * 255, (b + m) * 255);
}
