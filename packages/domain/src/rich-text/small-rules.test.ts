// The editor's small rules: limits, colours, emptiness, the table payload and the mention candidate.
import { describe, expect, it } from 'vitest';
import { isHexColor, PRESET_COLORS } from './colors.ts';
import { richTextLimits } from './limits.ts';
import { mentionCandidateSchema } from './mention-candidate.ts';
import { isRichTextEmpty } from './rich-text-empty.ts';
import { tableInsertSchema } from './table-insert.ts';

describe('richTextLimits', () => {
  it('holds the spec constants', () => {
    expect(richTextLimits.editorMaxHeightPx).toBe(450);
    expect(richTextLimits.maxListIndent).toBe(5);
    expect(richTextLimits.attachment.maxBytes).toBe(20_971_520);
    expect(richTextLimits.signedUrlCacheMs).toBe(55_000);
    expect(richTextLimits.colorPicker.defaultColor).toBe('#121212');
  });
});

describe('colours', () => {
  it('has 15 distinct hex presets', () => {
    expect(PRESET_COLORS).toHaveLength(15);
    expect(new Set(PRESET_COLORS).size).toBe(15);
    expect(PRESET_COLORS.every(isHexColor)).toBe(true);
  });

  it('accepts only # and exactly six hex digits', () => {
    expect(isHexColor('#121212')).toBe(true);
    expect(isHexColor('#A1b2C3')).toBe(true);
    for (const s of ['121212', '#12121', '#1212121', '#12121g', '#fff', ' #121212', 'red']) {
      expect(isHexColor(s), s).toBe(false);
    }
  });
});

describe('isRichTextEmpty', () => {
  it('is empty only when the trimmed text is', () => {
    expect(isRichTextEmpty('')).toBe(true);
    expect(isRichTextEmpty(' \n\t\u00a0')).toBe(true);
    expect(isRichTextEmpty(' a ')).toBe(false);
    expect(isRichTextEmpty('@user:1')).toBe(false);
  });
});

describe('tableInsertSchema', () => {
  it('accepts 1 to 50 rows and 1 to 10 columns, without headers', () => {
    expect(tableInsertSchema.parse({ rows: 50, columns: 10, includeHeaders: false })).toEqual({
      rows: 50,
      columns: 10,
      includeHeaders: false,
    });
    expect(tableInsertSchema.safeParse({ rows: 1, columns: 1, includeHeaders: false }).success).toBe(true);
  });

  it.each([
    { rows: 51, columns: 5, includeHeaders: false },
    { rows: 0, columns: 5, includeHeaders: false },
    { rows: 5, columns: 11, includeHeaders: false },
    { rows: 5, columns: 0, includeHeaders: false },
    { rows: 2.5, columns: 5, includeHeaders: false },
    { rows: 5, columns: 5, includeHeaders: true },
    { rows: 5, columns: 5 },
    { columns: 5, includeHeaders: false },
    { rows: 5, columns: 5, includeHeaders: false, extra: 1 },
  ])('refuses %j', (value) => {
    expect(tableInsertSchema.safeParse(value).success).toBe(false);
  });

  it('names the field that is out of range', () => {
    const result = tableInsertSchema.safeParse({ rows: 51, columns: 5, includeHeaders: false });
    expect(result.error?.issues[0]?.path).toEqual(['rows']);
  });
});

describe('mentionCandidateSchema', () => {
  it('reads a candidate with its flags', () => {
    const candidate = {
      id: 7,
      uid: 'u-7',
      name: 'Ann Lee',
      email: 'ann@example.com',
      deleted: false,
      permitted: true,
    };
    expect(mentionCandidateSchema.parse(candidate)).toEqual(candidate);
    expect(mentionCandidateSchema.safeParse({ ...candidate, permitted: undefined }).success).toBe(false);
  });
});
