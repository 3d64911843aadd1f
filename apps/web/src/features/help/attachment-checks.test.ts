// Attachment checks: count, duplicates, size and type, with the spec's message values.
import { supportRequestAttachmentRules } from '@warden/domain';
import { describe, expect, it } from 'vitest';
import { checkAttachments } from './attachment-checks.ts';

const file = (name: string, size = 10) => {
  const f = new File(['x'], name, { type: 'text/plain' });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('checkAttachments', () => {
  it('accepts allowed files', () => {
    const files = [file('a.png'), file('b.TXT'), file('c.mov')];
    expect(checkAttachments([], files)).toEqual({ accepted: files, problems: [] });
  });

  it('refuses a selection that would pass five files', () => {
    const existing = ['1.png', '2.png', '3.png', '4.png', '5.png'];
    expect(checkAttachments(existing, [file('6.png')])).toEqual({
      accepted: [],
      problems: [{ key: 'attachments.maxFiles', values: { maxFiles: 5 } }],
    });
    expect(
      checkAttachments(
        [],
        [1, 2, 3, 4, 5, 6].map((n) => file(`${n}.png`)),
      ).accepted,
    ).toEqual([]);
  });

  it('names a file chosen twice', () => {
    const result = checkAttachments(['shot.png'], [file('shot.png'), file('log.txt'), file('log.txt')]);
    expect(result.accepted.map((f) => f.name)).toEqual(['log.txt']);
    expect(result.problems).toEqual([
      { key: 'attachments.duplicate', values: { fileName: 'shot.png' } },
      { key: 'attachments.duplicate', values: { fileName: 'log.txt' } },
    ]);
  });

  it('lists every file over 50 MB in one message', () => {
    const max = supportRequestAttachmentRules.maxBytes;
    const result = checkAttachments(
      [],
      [file('big.mov', max + 1), file('ok.png', max), file('huge.png', max * 2)],
    );
    expect(result.accepted.map((f) => f.name)).toEqual(['ok.png']);
    expect(result.problems).toEqual([
      { key: 'attachments.tooLarge', values: { fileNames: 'big.mov, huge.png' } },
    ]);
  });

  it('refuses other file types with the list of supported extensions', () => {
    const result = checkAttachments([], [file('setup.exe'), file('notes')]);
    expect(result.accepted).toEqual([]);
    expect(result.problems).toEqual([
      { key: 'attachments.extensions', values: { fileExtensions: 'jpg, jpeg, png, mov, txt' } },
    ]);
  });
});
