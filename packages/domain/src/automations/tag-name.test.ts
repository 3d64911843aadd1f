import { describe, expect, it } from 'vitest';
import { TAG_NAME_MESSAGES, tagIdSchema, tagNameProblem, tagNameSchema } from './tag-name.ts';

describe('tag names', () => {
  it('trims and accepts 1 to 50 characters', () => {
    expect(tagNameSchema.parse('  VIP customer ')).toBe('VIP customer');
    expect(tagNameProblem('x'.repeat(50))).toBeNull();
    expect(tagNameProblem('Ünïcødé 😀')).toBeNull();
  });

  it('says what is wrong', () => {
    expect(tagNameProblem('   ')).toBe(TAG_NAME_MESSAGES.required);
    expect(tagNameProblem('x'.repeat(51))).toBe(TAG_NAME_MESSAGES.tooLong);
    expect(tagNameProblem('a,b')).toBe(TAG_NAME_MESSAGES.comma);
    expect(tagNameProblem('a\tb')).toBe(TAG_NAME_MESSAGES.control);
    expect(tagNameProblem('a\u0000b')).toBe(TAG_NAME_MESSAGES.control);
  });
});

describe('tag ids', () => {
  it('are 10 letters or digits', () => {
    expect(tagIdSchema.safeParse('aB3dE6gH9k').success).toBe(true);
    for (const bad of ['aB3dE6gH9', 'aB3dE6gH9kL', 'aB3dE6gH9-', ''])
      expect(tagIdSchema.safeParse(bad).success, bad).toBe(false);
  });
});
