// The mention trigger (spec 001, section 5): '@' after the start, whitespace or '(', then up to 50 name
// characters, or up to 75 when the name holds joining punctuation or spaces; a slash blocks it.
import { richTextLimits } from './limits.ts';

export interface MentionTriggerMatch {
  /** Where the replaced text starts: the '@'. */
  leadOffset: number;
  /** What was typed after the '@': the search query. */
  matchingString: string;
  /** The '@' and the query: what a chosen mention replaces. */
  replaceableString: string;
}

const PUNCTUATION = '\\.,\\+\\*\\?\\$\\@\\|#{}\\(\\)\\^\\-\\[\\]\\\\!%\'"~=<>_:;';
/** A name character: none of '@', punctuation, a slash or whitespace. */
const NAME_CHAR = `[^@/${PUNCTUATION}\\s]`;
/** What may join two name characters: "r. " in "Mr. Smith", a space, or one punctuation mark. */
const JOIN = `(?:\\. | |[${PUNCTUATION}])`;
const TRIGGER = new RegExp(`(^|\\s|\\()(@((?:${NAME_CHAR}${JOIN}?)*))$`);
const PLAIN_NAME = new RegExp(`^${NAME_CHAR}*$`);
const MIN_QUERY_CHARS = 1;

export function matchMentionTrigger(textBeforeCaret: string): MentionTriggerMatch | null {
  const { maxChars, maxCharsWithPunctuation } = richTextLimits.mention;
  // Only the tail can hold a match; a long paragraph is not scanned whole at every keystroke.
  const tail = textBeforeCaret.slice(-(maxCharsWithPunctuation + 2));
  const offset = textBeforeCaret.length - tail.length;
  const match = TRIGGER.exec(tail);
  if (match === null) return null;
  const lead = match[1]!;
  const replaceableString = match[2]!;
  const matchingString = match[3]!;
  // A sliced tail starting right at '@' cannot tell what preceded it.
  if (lead === '' && match.index === 0 && offset > 0 && !/[\s(]$/.test(textBeforeCaret.slice(0, offset))) {
    return null;
  }
  const limit = PLAIN_NAME.test(matchingString) ? maxChars : maxCharsWithPunctuation;
  if (matchingString.length < MIN_QUERY_CHARS || matchingString.length > limit) return null;
  return { leadOffset: offset + match.index + lead.length, matchingString, replaceableString };
}

/** How a mention is written in a comment's plain body and exported HTML. */
export function mentionExportText(id: number): string {
  return `@user:${id}`;
}
