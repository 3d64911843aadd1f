// Bodies written before the rich-text editor are plain text; these tell the two apart and turn plain
// text into the editor's HTML (one paragraph per line), so old rule bodies open in the editor as typed.

const HTML_TAG = /<\/?[a-z][a-z0-9]*(\s[^>]*)?\/?>/i;

/** Whether a stored body is the editor's HTML rather than plain text. */
export function isHtmlBody(body: string): boolean {
  return HTML_TAG.test(body);
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export function plainTextToHtml(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => `<p>${line.replace(/[&<>"]/g, (c) => ESCAPES[c]!) || '<br>'}</p>`)
    .join('');
}
