// Turns a raw inbound message into the plain fields the help desk decides on; mailparser does the MIME.
import type { Readable } from 'node:stream';
import { type AddressObject, type EmailAddress, type HeaderValue, simpleParser } from 'mailparser';

/** What the SMTP session said: mailFrom '' is the null sender `MAIL FROM:<>` of a bounce. */
export interface Envelope {
  mailFrom: string | null;
  rcptTo: string[];
}

export interface MailAddress {
  /** As written: a reply address's token is case-sensitive. */
  address: string;
  name: string;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  size: number;
  contentId: string | null;
  /** Shown in the body (an embedded image) rather than attached to it. */
  inline: boolean;
}

/** The headers the auto-reply checks read, as text ('' when absent). */
export interface MailHeaders {
  autoSubmitted: string;
  xAutoreply: string;
  xAutorespond: string;
  xAutoResponseSuppress: string;
  precedence: string;
  /** null when the header is absent, '' for the null sender `<>`. */
  returnPath: string | null;
  /** The top-level content type, lower-cased, and its report-type parameter for multipart/report. */
  contentType: string;
  reportType: string;
  xWardenTicket: string;
}

export interface ParsedMessage {
  messageId: string | null;
  inReplyTo: string | null;
  references: string[];
  from: MailAddress | null;
  to: MailAddress[];
  cc: MailAddress[];
  subject: string;
  text: string;
  html: string | null;
  attachments: MailAttachment[];
  headers: MailHeaders;
}

export async function parseMessage(source: Readable | Buffer | string): Promise<ParsedMessage> {
  // cid: links stay as they are: inlining every embedded image as a data URI would copy each one
  // into the comment's HTML, next to the attachment that already holds it.
  const mail = await simpleParser(source, { keepCidLinks: true });
  const contentType = structured(mail.headers.get('content-type'));
  return {
    messageId: mail.messageId?.trim() || null,
    inReplyTo: mail.inReplyTo?.trim() || null,
    references: [mail.references ?? []].flat().filter(Boolean),
    from: addresses(mail.from)[0] ?? null,
    to: addresses(mail.to),
    cc: addresses(mail.cc),
    subject: mail.subject?.trim() ?? '',
    text: mail.text ?? '',
    html: mail.html || null,
    attachments: mail.attachments.map((a) => ({
      filename: a.filename ?? '',
      contentType: a.contentType.toLowerCase(),
      content: a.content,
      size: a.size,
      contentId: a.contentId ?? null,
      inline: a.related || a.contentDisposition === 'inline',
    })),
    headers: {
      autoSubmitted: text(mail.headers.get('auto-submitted')),
      xAutoreply: text(mail.headers.get('x-autoreply')),
      xAutorespond: text(mail.headers.get('x-autorespond')),
      xAutoResponseSuppress: text(mail.headers.get('x-auto-response-suppress')),
      precedence: text(mail.headers.get('precedence')),
      returnPath: returnPath(mail.headers.get('return-path')),
      contentType: contentType.value.toLowerCase(),
      reportType: (contentType.params['report-type'] ?? '').toLowerCase(),
      xWardenTicket: text(mail.headers.get('x-warden-ticket')),
    },
  };
}

function addresses(field: AddressObject | AddressObject[] | undefined): MailAddress[] {
  const flatten = (list: EmailAddress[]): EmailAddress[] =>
    list.flatMap((entry) => (entry.group ? flatten(entry.group) : [entry]));
  return flatten([field ?? []].flat().flatMap((object) => object.value))
    .filter((entry) => entry.address)
    .map((entry) => ({ address: (entry.address ?? '').trim(), name: entry.name.trim() }));
}

function text(value: HeaderValue | undefined): string {
  if (value === undefined) return '';
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === 'string') return first.trim();
  if (first && typeof first === 'object' && 'value' in first && typeof first.value === 'string')
    return first.value.trim();
  return '';
}

function structured(value: HeaderValue | undefined): { value: string; params: Record<string, string> } {
  if (value && typeof value === 'object' && 'params' in value) return value;
  return { value: text(value), params: {} };
}

/** The last MTA's Return-Path, which names the envelope sender; `<>` is a bounce's null sender. */
function returnPath(value: HeaderValue | undefined): string | null {
  if (value === undefined) return null;
  const first = [value].flat()[0];
  if (first && typeof first === 'object' && 'value' in first && Array.isArray(first.value))
    return addresses(first as AddressObject)[0]?.address ?? '';
  return text(value).replace(/[<>]/g, '').trim();
}
