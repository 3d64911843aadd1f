// Recognises auto-replies and bounces, which must neither open tickets nor answer them: replying to an
// out-of-office that replies to us would loop for ever.
import type { Envelope, ParsedMessage } from './parse-message.ts';

const bulkPrecedence = new Set(['bulk', 'junk', 'list', 'auto_reply']);
// Values of Microsoft's header that say the message is itself automatic (DR, NDR, RN and NRN only ask
// not to be sent receipts, which any person's mail may ask).
const suppressingAutoReply = new Set(['all', 'oof', 'autoreply']);
const systemSenders = new Set(['mailer-daemon', 'postmaster']);
const automaticSubject =
  /^(?:out of (?:the )?office(?: auto-?reply)?|automatic reply|auto-?reply|delivery status notification|undeliverable|undelivered mail(?: returned to sender)?|mail delivery failed|returned mail)(?:\s*[:([-]|\s*$)/i;

/** Why the message is automatic, or null when a person wrote it. */
export function autoReplyReason(message: ParsedMessage, envelope?: Envelope): string | null {
  const h = message.headers;
  const autoSubmitted = firstToken(h.autoSubmitted);
  if (autoSubmitted !== '' && autoSubmitted !== 'no') return `Auto-Submitted: ${h.autoSubmitted}`;
  if (h.xAutoreply !== '') return 'X-Autoreply';
  if (h.xAutorespond !== '') return 'X-Autorespond';
  const suppress = h.xAutoResponseSuppress
    .toLowerCase()
    .split(/[\s,]+/)
    .filter((v) => suppressingAutoReply.has(v));
  if (suppress.length > 0) return `X-Auto-Response-Suppress: ${h.xAutoResponseSuppress}`;
  if (bulkPrecedence.has(firstToken(h.precedence))) return `Precedence: ${h.precedence}`;
  if (h.returnPath === '' || envelope?.mailFrom === '') return 'null sender';
  const sender = [message.from?.address, h.returnPath, envelope?.mailFrom].find((a) =>
    systemSenders.has(localPart(a ?? '')),
  );
  if (sender) return `sent by ${sender}`;
  if (h.contentType === 'multipart/report') return `multipart/report ${h.reportType}`.trim();
  if (automaticSubject.test(message.subject)) return `subject "${message.subject}"`;
  return null;
}

function firstToken(value: string): string {
  return value.split(';')[0]?.trim().toLowerCase() ?? '';
}

function localPart(address: string): string {
  return address.split('@')[0]?.trim().toLowerCase() ?? '';
}
