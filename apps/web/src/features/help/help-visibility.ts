// Which parts of help show (spec 000, section 6): the help settings decide, except that a branded
// product always shows them; the academy link also needs the academy feature flag.
import type { HelpSettings } from '@warden/domain';

export interface HelpVisibility {
  menu: boolean;
  articles: boolean;
  submitSupportRequest: boolean;
  academy: boolean;
}

export function helpVisibility(
  settings: HelpSettings | undefined,
  branded: boolean,
  academyFlag: boolean,
): HelpVisibility {
  // Until the settings arrive (or when they cannot be read), help stays reachable.
  if (branded || !settings) {
    return { menu: true, articles: true, submitSupportRequest: true, academy: academyFlag };
  }
  const on = settings.enabled;
  return {
    menu: on,
    articles: on && settings.articlesEnabled,
    submitSupportRequest: on && settings.submitTicketEnabled,
    academy: on && settings.academyLinkEnabled && academyFlag,
  };
}
