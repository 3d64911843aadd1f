// Reads a MIME message as the SMTP sink received it: headers, the plain-text body and attachments
// (base64 or quoted-printable), enough for tests to compare what was sent with what was uploaded.
export interface MimePart {
  headers: Map<string, string>;
  body: Buffer;
  parts: MimePart[];
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  const unfolded = block.replace(/\r\n[ \t]+/g, ' ');
  for (const line of unfolded.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeBody(raw: string, encoding: string | undefined): Buffer {
  const enc = (encoding ?? '7bit').toLowerCase();
  if (enc === 'base64') return Buffer.from(raw.replace(/\s+/g, ''), 'base64');
  if (enc === 'quoted-printable') {
    const bytes = raw
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1');
  }
  return Buffer.from(raw, 'latin1');
}

/** A parameter of a header value, e.g. boundary or filename. */
export function headerParam(value: string | undefined, name: string): string | undefined {
  const match = new RegExp(`${name}="?([^";]+)"?`, 'i').exec(value ?? '');
  return match?.[1];
}

export function parseMime(raw: string): MimePart {
  const split = raw.indexOf('\r\n\r\n');
  const headers = parseHeaders(split < 0 ? raw : raw.slice(0, split));
  const content = split < 0 ? '' : raw.slice(split + 4);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = headerParam(type, 'boundary');
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) {
    return { headers, body: decodeBody(content, headers.get('content-transfer-encoding')), parts: [] };
  }
  const sections = content.split(`--${boundary}`);
  const parts = sections
    .slice(1)
    .filter((s) => !s.startsWith('--'))
    .map((s) => parseMime(s.replace(/^\r\n/, '').replace(/\r\n$/, '')));
  return { headers, body: Buffer.alloc(0), parts };
}

function leaves(part: MimePart): MimePart[] {
  return part.parts.length ? part.parts.flatMap(leaves) : [part];
}

export function mailText(message: MimePart): string {
  const text = leaves(message).find(
    (p) =>
      (p.headers.get('content-type') ?? 'text/plain').startsWith('text/plain') &&
      !(p.headers.get('content-disposition') ?? '').startsWith('attachment'),
  );
  return text?.body.toString('utf8') ?? '';
}

export function mailAttachments(
  message: MimePart,
): { filename: string; contentType: string; content: Buffer }[] {
  return leaves(message)
    .filter((p) => (p.headers.get('content-disposition') ?? '').startsWith('attachment'))
    .map((p) => ({
      filename: headerParam(p.headers.get('content-disposition'), 'filename') ?? '',
      contentType: (p.headers.get('content-type') ?? '').split(';')[0] ?? '',
      content: p.body,
    }));
}
