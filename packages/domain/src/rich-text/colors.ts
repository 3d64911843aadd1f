// The colour picker's preset swatches and the one hex form it accepts (spec 001, sections 5 and 9).

/** Red, orange, yellow, brown, greens, purples, blues, black, greys and white, in the picker's order. */
export const PRESET_COLORS: readonly string[] = [
  '#d0021b',
  '#f5a623',
  '#f8e71c',
  '#8b572a',
  '#7ed321',
  '#417505',
  '#bd10e0',
  '#9013fe',
  '#4a90e2',
  '#50e3c2',
  '#b8e986',
  '#000000',
  '#4a4a4a',
  '#9b9b9b',
  '#ffffff',
];

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** A typed hex is applied only as '#' plus exactly six hex digits. */
export function isHexColor(s: string): boolean {
  return HEX_COLOR.test(s);
}
