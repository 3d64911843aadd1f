// Per-type input sanitisers of the script variable form (spec 001 section 5): what a keystroke or a
// paste may leave in a field, before the values schema judges it.
import type { ScriptVariableType } from './script-enums.ts';

/** The DECIMAL input's step. */
export const DECIMAL_STEP = 0.1;

// Control characters (tab kept) and the bidirectional overrides that can make a value read other
// than it runs.
const unsafeText = /(?!\t)[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/** Strips what no variable value may carry into an environment variable. */
export function sanitizeText(raw: string): string {
  return raw.replace(unsafeText, '');
}

/** Keeps the first dot and drops the others, so '1.2.3' becomes '1.23'. */
function singleDot(digitsAndDots: string): string {
  const first = digitsAndDots.indexOf('.');
  if (first < 0) return digitsAndDots;
  return digitsAndDots.slice(0, first + 1) + digitsAndDots.slice(first + 1).replaceAll('.', '');
}

/**
 * What a typed or pasted value becomes in the field of a variable of this type: INTEGER keeps
 * digits only ('a1b2' gives '12'), DECIMAL digits and one dot, IPADDRESS digits and dots
 * ('10.0.0.x' gives '10.0.0.'), and every other type loses control characters.
 */
export function sanitizeVariableInput(type: ScriptVariableType, raw: string): string {
  switch (type) {
    case 'INTEGER':
      return raw.replace(/\D/g, '');
    case 'DECIMAL':
      return singleDot(raw.replace(/[^\d.]/g, ''));
    case 'IPADDRESS':
      return raw.replace(/[^\d.]/g, '');
    default:
      return sanitizeText(raw);
  }
}
