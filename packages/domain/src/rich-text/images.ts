// Inline image rules (spec 001, section 5): the image types accepted, data-URL decoding and the resize clamp.
import { richTextLimits } from './limits.ts';

export const IMAGE_MIME_TYPES: readonly string[] = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif'];

const DATA_URL = /^data:(image\/[a-z]+)((?:;[^;,]*)*);base64,([\s\S]*)$/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The type and bytes of a base64 data-URL image of type jpeg, jpg, png or gif; null for anything else. */
export function parseImageDataUrl(url: string): { mimeType: string; bytes: Uint8Array } | null {
  const match = DATA_URL.exec(url.trim());
  if (match === null) return null;
  const mimeType = match[1]!.toLowerCase();
  if (!IMAGE_MIME_TYPES.includes(mimeType)) return null;
  const payload = decodeURIComponentSafe(match[3]!).replace(/\s+/g, '');
  if (payload === '' || payload.length % 4 === 1 || !BASE64.test(payload)) return null;
  let binary: string;
  try {
    binary = atob(payload);
  } catch {
    return null;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return { mimeType, bytes };
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

export interface ImageSizeInput {
  width: number;
  height: number;
  editorWidth: number;
  editorHeight: number;
  /** Overrides the editor width minus the edge gap as the widest an image may be. */
  maxWidth?: number;
  /** Width over height to keep: set when a corner is dragged. */
  aspectRatio?: number | null;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), Math.max(min, max));
}

/**
 * An image's size after a resize: width between 100 px and the editor's width minus 20 (or maxWidth),
 * height between 100 px and the editor's height minus 20; a corner drag keeps the aspect ratio.
 */
export function clampImageSize(i: ImageSizeInput): { width: number; height: number } {
  const { minPx, edgeGapPx } = richTextLimits.image;
  const maxWidth = i.maxWidth ?? i.editorWidth - edgeGapPx;
  const maxHeight = i.editorHeight - edgeGapPx;
  const ratio = i.aspectRatio;
  if (ratio === undefined || ratio === null || !(ratio > 0) || !Number.isFinite(ratio)) {
    return {
      width: Math.round(clamp(i.width, minPx, maxWidth)),
      height: Math.round(clamp(i.height, minPx, maxHeight)),
    };
  }
  // The widths whose matching height also fits; when none does, the width bounds win.
  const low = Math.max(minPx, minPx * ratio);
  const high = Math.min(Math.max(minPx, maxWidth), maxHeight * ratio);
  const width = low <= high ? clamp(i.width, low, high) : clamp(i.width, minPx, maxWidth);
  return { width: Math.round(width), height: Math.round(width / ratio) };
}
