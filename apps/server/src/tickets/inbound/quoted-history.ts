// Cuts the quoted conversation from a reply, so a comment holds what the requester wrote and not
// every earlier message again.

// Mail programs wrap a long attribution line, so "On … wrote:" may end on the next line.
const attributionStart = /^\s*On\s.*$/i;
const attributionEnd = /\bwrote:\s*$/i;
const originalMessage = /^\s*-{2,}\s*Original Message\s*-{2,}\s*$/i;
const quoted = /^\s*>/;

export interface StrippedReply {
  text: string;
  /** Whether anything was cut, so a caller knows the HTML version still holds the history. */
  cut: boolean;
}

export function stripQuotedHistory(body: string): StrippedReply {
  const lines = body.replace(/\r\n?/g, '\n').split('\n');
  let end = lines.length;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const next = lines[i + 1] ?? '';
    const attribution =
      attributionStart.test(line) && (attributionEnd.test(line) || attributionEnd.test(`${line} ${next}`));
    if (attribution || originalMessage.test(line)) {
      end = i;
      break;
    }
  }
  while (end > 0 && (quoted.test(lines[end - 1] ?? '') || (lines[end - 1] ?? '').trim() === '')) end--;
  const text = lines.slice(0, end).join('\n').trim();
  // A reply that is nothing but quotation keeps it: an empty comment would say less.
  if (text === '') return { text: body.trim(), cut: false };
  return { text, cut: text !== body.trim() };
}
