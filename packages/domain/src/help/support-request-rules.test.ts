// The support-support request rules both sides share: spec 000's limits, categories, messages and the
// related-article condition.
import { describe, expect, it } from 'vitest';
import { supportRequestInputSchema } from './schemas.ts';
import {
  attachmentMessages,
  HELP_PANEL_WIDTH_PX,
  HELP_SEARCH_DEBOUNCE_MS,
  isAllowedSupportRequestAttachment,
  noCallbackCategories,
  SUPPORT_REQUEST_BODY_MAX,
  shouldSearchRelatedArticles,
  supportRequestAttachmentRules,
  supportRequestCategories,
  supportRequestPriorities,
} from './support-request-rules.ts';

describe('support request rules', () => {
  it('hold the limits and constants of spec 000', () => {
    expect(supportRequestAttachmentRules).toEqual({
      maxFiles: 5,
      maxBytes: 50 * 1024 * 1024,
      extensions: ['jpg', 'jpeg', 'png', 'mov', 'txt'],
    });
    expect(SUPPORT_REQUEST_BODY_MAX).toBe(500);
    expect(HELP_SEARCH_DEBOUNCE_MS).toBe(2000);
    expect(HELP_PANEL_WIDTH_PX).toBe(420);
    expect(supportRequestPriorities).toEqual(['LOW', 'NORMAL', 'HIGH', 'URGENT']);
    expect(supportRequestCategories).toHaveLength(25);
    expect(supportRequestCategories.every((c) => c.startsWith('category_'))).toBe(true);
    expect(noCallbackCategories).toEqual(['category_billing', 'category_api']);
  });

  it('word the attachment messages as the spec does', () => {
    expect(attachmentMessages.tooMany(5)).toBe('Only 5 attachments are allowed.');
    expect(attachmentMessages.duplicate('log.txt')).toBe('File log.txt has already been uploaded.');
    expect(attachmentMessages.tooLarge('a.mov, b.mov')).toBe(
      'Please select a different file. The following file(s) are too large: a.mov, b.mov',
    );
    expect(attachmentMessages.unsupported(supportRequestAttachmentRules.extensions)).toBe(
      'Only jpg, jpeg, png, mov, txt file extensions are supported.',
    );
  });

  it('allow attachments by extension, in any case', () => {
    expect(isAllowedSupportRequestAttachment('Screen.PNG')).toBe(true);
    expect(isAllowedSupportRequestAttachment('clip.mov')).toBe(true);
    expect(isAllowedSupportRequestAttachment('setup.exe')).toBe(false);
    expect(isAllowedSupportRequestAttachment('png')).toBe(false);
  });

  it('search related articles for 3 non-space characters, and never when branded', () => {
    expect(shouldSearchRelatedArticles('ab', false)).toBe(false);
    expect(shouldSearchRelatedArticles(' a  b ', false)).toBe(false);
    expect(shouldSearchRelatedArticles('a b c', false)).toBe(true);
    expect(shouldSearchRelatedArticles('restore', true)).toBe(false);
  });

  it('refuse a support request naming more than 5 uploads with the spec message', () => {
    const request = {
      ticketSubject: 'Backups fail',
      ticketBody: 'Since Monday',
      ticketPriority: 'HIGH',
      ticketCategory: 'category_backup',
    };
    const six = supportRequestInputSchema.safeParse({
      ...request,
      imageTokens: Array.from({ length: 6 }, (_, i) => `token-${i}-xxxx`),
    });
    expect(six.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['imageTokens', 'Only 5 attachments are allowed.'],
    ]);
    expect(supportRequestInputSchema.safeParse({ ...request, imageTokens: [] }).success).toBe(true);
  });
});
