// Link rules (spec 001, section 5): the default URL check, the fail-closed sanitiser and the auto-link matchers.
// Unlike the reference editor's helper, a URL that cannot be parsed is refused, never passed through.

const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'sms:', 'tel:']);
const BLANK = 'about:blank';

/** Whatever the WHATWG URL parser ignores: it must not hide a scheme from the check. */
const IGNORED_BY_PARSER = /[\t\n\r]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the parser strips these from both ends
const C0_OR_SPACE_EDGES = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const CONTROL = /[\u0000-\u001f\u007f]/;
const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;
/** "example.com:8080/x" names a host and a port, not a scheme. */
const HOST_AND_PORT = /^[^:/]*\.[^:/]*:\d+(?:[/?#]|$)/;
const PLAIN_EMAIL = /^[^\s@/:<>()[\]\\,;"]+@[a-zA-Z0-9-]+(?:\.[a-zA-Z0-9-]+)+$/;
const DEFAULT_CHECK = /^(?:https?|ftp):\/\/[^\s/?#]+[^\s]*$/i;

function parses(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** The link dialog's default check: `https://` alone, or an http, https or ftp URL without spaces. */
export function isValidLinkUrl(url: string): boolean {
  if (url === 'https://') return true;
  return DEFAULT_CHECK.test(url) && parses(url) !== null;
}

/**
 * The href a link may carry: http, https, mailto, sms and tel only; anything else becomes
 * 'about:blank'; a URL without a scheme gets 'https://' (a bare e-mail address becomes a mailto: link).
 */
export function sanitizeLinkUrl(url: string): string {
  const cleaned = url.replace(C0_OR_SPACE_EDGES, '').replace(IGNORED_BY_PARSER, '');
  if (cleaned === '') return BLANK;
  const hasScheme = SCHEME.test(cleaned) && !HOST_AND_PORT.test(cleaned);
  let candidate = cleaned;
  if (!hasScheme) {
    candidate = PLAIN_EMAIL.test(cleaned) ? `mailto:${cleaned}` : `https://${cleaned.replace(/^\/+/, '')}`;
  }
  // A control character left inside could make a browser read the URL differently from this check.
  if (CONTROL.test(candidate)) return BLANK;
  const parsed = parses(candidate);
  if (parsed === null || !ALLOWED_PROTOCOLS.has(parsed.protocol)) return BLANK;
  if ((parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname === '') return BLANK;
  return candidate;
}

export interface AutoLinkMatch {
  index: number;
  length: number;
  text: string;
  url: string;
}

// Web URLs (http, https or www.) and plain e-mail addresses, as the reference editor's auto-link reads them;
// a URL does not end on punctuation that usually closes the sentence around it. Every run is bounded and an
// address starts only after a separator, so a long pasted word cannot make a match take quadratic time.
const WEB_URL =
  /((https?:\/\/(www\.)?)|(www\.))[-a-zA-Z0-9@:%._+~#=]{1,256}\.[a-zA-Z0-9()]{1,6}\b([-a-zA-Z0-9()@:%_+.~#?&/=]*)(?<![-.+():%])/;
const EMAIL =
  /(?<![^<>()[\]\\,;:\s@"])[^<>()[\]\\.,;:\s@"]{1,64}(?:\.[^<>()[\]\\.,;:\s@"]{1,64}){0,8}@(?:[a-zA-Z0-9-]{1,63}\.){1,8}[a-zA-Z]{2,63}(?![a-zA-Z0-9-])/;

function matcher(regex: RegExp, toUrl: (text: string) => string) {
  return (text: string): AutoLinkMatch | null => {
    const match = regex.exec(text);
    if (match === null) return null;
    const url = sanitizeLinkUrl(toUrl(match[0]));
    if (url === BLANK) return null;
    return { index: match.index, length: match[0].length, text: match[0], url };
  };
}

export const autoLinkMatchers: ((text: string) => AutoLinkMatch | null)[] = [
  matcher(WEB_URL, (text) => (/^https?:\/\//i.test(text) ? text : `https://${text}`)),
  matcher(EMAIL, (text) => `mailto:${text}`),
];
