// Inline image rules: which data URLs are images, and how a resize is clamped.
import { describe, expect, it } from 'vitest';
import { clampImageSize, IMAGE_MIME_TYPES, parseImageDataUrl } from './images.ts';

const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('parseImageDataUrl', () => {
  it('lists jpeg, jpg, png and gif', () => {
    expect(IMAGE_MIME_TYPES).toEqual(['image/jpeg', 'image/jpg', 'image/png', 'image/gif']);
  });

  it.each(['png', 'jpeg', 'jpg', 'gif', 'PNG'])('decodes a base64 image/%s data URL', (subtype) => {
    const parsed = parseImageDataUrl(`data:image/${subtype};base64,${PNG_BASE64}`);
    expect(parsed?.mimeType).toBe(`image/${subtype.toLowerCase()}`);
    expect(parsed?.bytes).toHaveLength(68);
    expect([...(parsed?.bytes.slice(0, 4) ?? [])]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it('reads a data URL with parameters or line breaks in the data', () => {
    const url = `data:image/png;name=shot.png;base64,${PNG_BASE64.slice(0, 20)}\n${PNG_BASE64.slice(20)}`;
    expect(parseImageDataUrl(url)?.bytes).toHaveLength(68);
  });

  it.each([
    `data:image/svg+xml;base64,${PNG_BASE64}`,
    `data:image/webp;base64,${PNG_BASE64}`,
    `data:text/html;base64,${PNG_BASE64}`,
    'data:image/png,not-base64',
    'data:image/png;base64,',
    'data:image/png;base64,@@@@',
    'https://example.com/a.png',
    'cid:abc',
  ])('refuses %s', (url) => {
    expect(parseImageDataUrl(url)).toBeNull();
  });
});

describe('clampImageSize', () => {
  const editor = { editorWidth: 620, editorHeight: 450 };

  it('keeps a size inside the bounds', () => {
    expect(clampImageSize({ width: 300, height: 200, ...editor })).toEqual({ width: 300, height: 200 });
  });

  it('keeps at least 100 px each way', () => {
    expect(clampImageSize({ width: 20, height: 5, ...editor })).toEqual({ width: 100, height: 100 });
  });

  it('stops 20 px short of the editor, or at the given maximum width', () => {
    expect(clampImageSize({ width: 2000, height: 2000, ...editor })).toEqual({ width: 600, height: 430 });
    expect(clampImageSize({ width: 2000, height: 150, ...editor, maxWidth: 400 })).toEqual({
      width: 400,
      height: 150,
    });
  });

  it('keeps the aspect ratio on a corner drag', () => {
    expect(clampImageSize({ width: 300, height: 1, ...editor, aspectRatio: 2 })).toEqual({
      width: 300,
      height: 150,
    });
    // 2:1 and at most 430 high: the width stops at 600.
    expect(clampImageSize({ width: 5000, height: 1, ...editor, aspectRatio: 2 })).toEqual({
      width: 600,
      height: 300,
    });
    // 1:2: the height reaches 430 first.
    expect(clampImageSize({ width: 500, height: 1, ...editor, aspectRatio: 0.5 })).toEqual({
      width: 215,
      height: 430,
    });
    // 1:2 and at least 100 wide and 100 high: 100 x 200.
    expect(clampImageSize({ width: 10, height: 1, ...editor, aspectRatio: 0.5 })).toEqual({
      width: 100,
      height: 200,
    });
  });

  it('gives the minimum when the editor is smaller than it', () => {
    expect(clampImageSize({ width: 300, height: 300, editorWidth: 50, editorHeight: 50 })).toEqual({
      width: 100,
      height: 100,
    });
  });
});
