// Checks that a file's bytes are what its extension claims: images and videos by their signature
// (file-type), text by being valid UTF-8 without NUL bytes. A renamed program fails either way.
import { fileTypeFromBuffer } from 'file-type';

/** Signature-checked extensions and the content types their bytes must show. */
const signatureTypes: Record<string, readonly string[]> = {
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  png: ['image/png'],
  gif: ['image/gif'],
  mov: ['video/quicktime'],
  mp4: ['video/mp4'],
  pdf: ['application/pdf'],
};

const textTypes: Record<string, string> = { txt: 'text/plain', csv: 'text/csv', log: 'text/plain' };

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
