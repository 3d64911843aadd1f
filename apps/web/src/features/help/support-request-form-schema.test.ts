// The support request form schema: required fields, the 500-character body and the phone number check.
import { supportRequestCategories, supportRequestCategoryLabels } from '@warden/domain';
import { describe, expect, it } from 'vitest';
import help from '../../i18n/en-us/help.json';
import { INVALID_PHONE, supportRequestFormSchema } from './support-request-form-schema.ts';

const valid = {
  ticketSubject: 'Backups fail',
  ticketBody: 'Since Monday',
  ticketPriority: 'HIGH',
  ticketCategory: 'category_backup',
};

const issuesOf = (input: Record<string, unknown>) => {
  const result = supportRequestFormSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('supportRequestFormSchema', () => {
  it('accepts a complete support request and an empty phone number', () => {
    expect(supportRequestFormSchema.safeParse({ ...valid, ticketPhoneNumber: '' }).success).toBe(true);
    expect(
      supportRequestFormSchema.safeParse({ ...valid, ticketPhoneNumber: '+1 212 555 0100' }).success,
    ).toBe(true);
  });

  it('requires priority, subject, body and category', () => {
    const issues = issuesOf({ ticketSubject: ' ', ticketBody: '', ticketPriority: '', ticketCategory: '' });
    expect(Object.keys(issues).sort()).toEqual([
      'ticketBody',
      'ticketCategory',
      'ticketPriority',
      'ticketSubject',
    ]);
  });

  it('allows a body of 500 characters and no more', () => {
    expect(supportRequestFormSchema.safeParse({ ...valid, ticketBody: 'x'.repeat(500) }).success).toBe(true);
    expect(issuesOf({ ...valid, ticketBody: 'x'.repeat(501) })).toHaveProperty('ticketBody');
  });

  it('rejects a phone number that cannot be dialled', () => {
    expect(issuesOf({ ...valid, ticketPhoneNumber: '12345' })).toEqual({ ticketPhoneNumber: INVALID_PHONE });
  });

  it('labels all 25 categories as the domain does', () => {
    expect(supportRequestCategories).toHaveLength(25);
    for (const category of supportRequestCategories) {
      expect(help.categories[category]).toBe(supportRequestCategoryLabels[category]);
    }
  });
});
