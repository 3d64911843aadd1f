// Checks that a file's bytes are what its extension claims: images, videos, documents and archives by
// their signature (file-type), text by being valid UTF-8 without NUL bytes. A renamed program fails
// either way. Office files are zip or compound files inside, which is all a head can prove.
import { fileTypeFromBuffer } from 'file-type';

/** Signature-checked extensions and the content types their bytes must show. */
const ZIP = 'application/zip';
const CFB = 'application/x-cfb';
const ooxml = (type: string) => [type, ZIP];
const signatureTypes: Record<string, readonly string[]> = {
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  png: ['image/png'],
  gif: ['image/gif'],
  bmp: ['image/bmp'],
  webp: ['image/webp'],
  tif: ['image/tiff'],
  tiff: ['image/tiff'],
  heic: ['image/heic', 'image/heif'],
  mov: ['video/quicktime'],
  mp4: ['video/mp4'],
  webm: ['video/webm'],
  mp3: ['audio/mpeg'],
  wav: ['audio/wav'],
  pdf: ['application/pdf'],
  rtf: ['application/rtf'],
  doc: [CFB],
  xls: [CFB],
  ppt: [CFB],
  vsd: [CFB],
  msg: [CFB, 'application/vnd.ms-outlook'],
  docx: ooxml('application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
  xlsx: ooxml('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
  pptx: ooxml('application/vnd.openxmlformats-officedocument.presentationml.presentation'),
  vsdx: ooxml('application/vnd.ms-visio.drawing'),
  odt: ooxml('application/vnd.oasis.opendocument.text'),
  ods: ooxml('application/vnd.oasis.opendocument.spreadsheet'),
  odp: ooxml('application/vnd.oasis.opendocument.presentation'),
  zip: [ZIP],
  '7z': ['application/x-7z-compressed'],
  gz: ['application/gzip'],
  tgz: ['application/gzip'],
  tar: ['application/x-tar'],
};

const textTypes: Record<string, string> = {
  txt: 'text/plain',
  csv: 'text/csv',
  log: 'text/plain',
  json: 'application/json',
  xml: 'application/xml',
  eml: 'message/rfc822',
};

/** The extension whose check a file sent as this MIME type takes, when its name has none allowed. */
export function extensionForType(mimeType: string): string | undefined {
  const type = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'image/jpg') return 'jpg';
  const text = Object.entries(textTypes).find(([, t]) => t === type);
  if (text) return text[0];
  return Object.entries(signatureTypes).find(([, types]) => types[0] === type)?.[0];
}

const HEAD_BYTES = 64 * 1024;

export class ContentInspector {
  private head: Buffer[] = [];
  private headLength = 0;
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private textValid = true;

  constructor(private readonly extension: string) {}

  push(chunk: Buffer): void {
    if (this.headLength < HEAD_BYTES) {
      this.head.push(chunk.subarray(0, HEAD_BYTES - this.headLength));
      this.headLength += Math.min(chunk.length, HEAD_BYTES - this.headLength);
    }
    if (this.extension in textTypes && this.textValid) {
      if (chunk.includes(0)) this.textValid = false;
      else this.textValid = this.decodes(chunk, true);
    }
  }

  /** The content type the bytes prove, or undefined when they do not match the extension. */
  async finish(): Promise<string | undefined> {
    const text = textTypes[this.extension];
    if (text) return this.textValid && this.decodes(undefined, false) ? text : undefined;
    const allowed = signatureTypes[this.extension];
    if (!allowed) return undefined;
    const detected = await fileTypeFromBuffer(Buffer.concat(this.head));
    return detected && allowed.includes(detected.mime) ? detected.mime : undefined;
  }

  private decodes(chunk: Buffer | undefined, stream: boolean): boolean {
    try {
      this.decoder.decode(chunk, { stream });
      return true;
    } catch {
      return false;
    }
  }
}
