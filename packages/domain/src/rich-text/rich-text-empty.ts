// Spec 001, section 5: rich text counts as non-empty only when its trimmed text is longer than 0.

export function isRichTextEmpty(text: string): boolean {
  return text.trim().length === 0;
}
