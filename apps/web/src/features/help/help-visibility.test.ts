// Help visibility: branding settings decide, a branded product shows everything.
import type { HelpSettings } from '@warden/domain';
import { describe, expect, it } from 'vitest';
import { helpVisibility } from './help-visibility.ts';

const settings = (overrides: Partial<HelpSettings> = {}): HelpSettings => ({
  enabled: true,
  articlesEnabled: true,
  submitTicketEnabled: true,
  academyLinkEnabled: true,
  topics: [],
  ...overrides,
});

describe('helpVisibility', () => {
  it('follows each flag of the settings', () => {
    expect(
      helpVisibility(settings({ articlesEnabled: false, academyLinkEnabled: false }), false, true),
    ).toEqual({ menu: true, articles: false, submitSupportRequest: true, academy: false });
    expect(helpVisibility(settings({ submitTicketEnabled: false }), false, true).submitSupportRequest).toBe(
      false,
    );
  });

  it('hides everything when help is disabled', () => {
    expect(helpVisibility(settings({ enabled: false }), false, true)).toEqual({
      menu: false,
      articles: false,
      submitSupportRequest: false,
      academy: false,
    });
  });

  it('always shows everything when the product is branded', () => {
    const off = settings({ enabled: false, articlesEnabled: false, submitTicketEnabled: false });
    expect(helpVisibility(off, true, true)).toEqual({
      menu: true,
      articles: true,
      submitSupportRequest: true,
      academy: true,
    });
  });

  it('needs the academy feature flag for the academy link', () => {
    expect(helpVisibility(settings(), false, false).academy).toBe(false);
    expect(helpVisibility(settings(), true, false).academy).toBe(false);
  });
});
