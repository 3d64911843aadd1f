// Which files a comment may attach: size bounds and the type allow-list.
import { describe, expect, it } from 'vitest';
import { attachmentFileIssue, attachmentIssueMessages, richTextAttachmentRules } from './attachment-rules.ts';

const MiB = 1024 * 1024;

describe('attachmentFileIssue', () => {
  it('accepts 1 byte to exactly 20 MiB', () => {
    expect(richTextAttachmentRules.minBytes).toBe(1);
    expect(richTextAttachmentRules.maxBytes).toBe(20 * MiB);
    expect(attachmentFileIssue({ name: 'a.txt', size: 1, type: 'text/plain' })).toBeNull();
    expect(attachmentFileIssue({ name: 'a.zip', size: 20 * MiB, type: 'application/zip' })).toBeNull();
  });

  it('refuses an empty file and one byte over 20 MiB', () => {
    expect(attachmentFileIssue({ name: 'a.txt', size: 0, type: 'text/plain' })).toBe('tooSmall');
    expect(attachmentFileIssue({ name: 'a.zip', size: 20 * MiB + 1, type: 'application/zip' })).toBe(
      'tooLarge',
    );
  });

  it('accepts an allowed MIME type or an allowed extension', () => {
    expect(attachmentFileIssue({ name: 'report', size: 10, type: 'application/pdf' })).toBeNull();
    expect(attachmentFileIssue({ name: 'Mail.MSG', size: 10, type: '' })).toBeNull();
    expect(attachmentFileIssue({ name: 'boot.log', size: 10, type: 'application/octet-stream' })).toBeNull();
    expect(attachmentFileIssue({ name: 'x', size: 10, type: 'text/plain; charset=utf-8' })).toBeNull();
    for (const name of [
      'a.png',
      'a.docx',
      'a.xlsx',
      'a.odt',
      'a.csv',
      'a.json',
      'a.xml',
      'a.7z',
      'a.gz',
      'a.eml',
      'a.mov',
      'a.mp4',
    ]) {
      expect(attachmentFileIssue({ name, size: 10, type: '' }), name).toBeNull();
    }
  });

  it('refuses other types', () => {
    for (const file of [
      { name: 'setup.exe', type: 'application/x-msdownload' },
      { name: 'page.html', type: 'text/html' },
      { name: 'logo.svg', type: 'image/svg+xml' },
      { name: 'run.ps1', type: '' },
      { name: 'noextension', type: '' },
    ]) {
      expect(attachmentFileIssue({ ...file, size: 10 }), file.name).toBe('type');
    }
  });

  it('has the English the server answers', () => {
    expect(attachmentIssueMessages).toEqual({
      tooSmall: 'Minimum file size is 1 byte',
      tooLarge: 'Maximum file size is 20 MiB',
      type: 'This file type is not allowed',
    });
  });
});
