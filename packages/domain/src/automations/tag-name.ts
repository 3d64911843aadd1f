// The one tag-name rule (spec 001, section 5: new tag names are checked before the server creates them)
// and the shape of tag ids, which are 10 characters long (section 7).
import { z } from 'zod';

export const TAG_NAME_MAX = 50;
export const TAG_ID_LENGTH = 10;

export const TAG_NAME_MESSAGES = {
  required: 'Enter a tag name',
  tooLong: `A tag name has at most ${TAG_NAME_MAX} characters`,
  comma: 'A tag name must not contain commas',
  control: 'A tag name must not contain control characters such as tabs or line breaks',
} as const;

const CONTROL = /\p{Cc}/u;

/** A new tag's name: trimmed, 1 to 50 characters, no commas (tags are typed as comma-separated lists). */
export const tagNameSchema = z
  .string()
  .trim()
  .min(1, TAG_NAME_MESSAGES.required)
  .max(TAG_NAME_MAX, TAG_NAME_MESSAGES.tooLong)
  .refine((name) => !name.includes(','), TAG_NAME_MESSAGES.comma)
  .refine((name) => !CONTROL.test(name), TAG_NAME_MESSAGES.control);

/** The first message for a tag name, or null when it may be created. */
export function tagNameProblem(name: string): string | null {
  const result = tagNameSchema.safeParse(name);
  return result.success ? null : result.error.issues[0]!.message;
}

export const tagIdSchema = z
  .string()
  .regex(new RegExp(`^[A-Za-z0-9]{${TAG_ID_LENGTH}}$`), `A tag id is ${TAG_ID_LENGTH} letters or digits`);
export type TagId = z.infer<typeof tagIdSchema>;
