// Sample API answers for the help tests, typed by the domain schemas.
import type { HelpArticle, HelpSettings, OutboxMessage, UserPick } from '@warden/domain';

export function settingsFixture(overrides: Partial<HelpSettings> = {}): HelpSettings {
  return {
    enabled: true,
    articlesEnabled: true,
    submitTicketEnabled: true,
    academyLinkEnabled: true,
    topics: ['Backups', 'Patching'],
    ...overrides,
  };
}

export function articleFixture(id: number, name: string): HelpArticle {
  return { id, name, snippet: `About ${name.toLowerCase()}`, html_url: `/help/articles/${id}` };
}

export function technicianFixture(id: number, displayName: string, email: string): UserPick {
  return { id, uid: `t-${id}`, email, displayName, userType: 'TECHNICIAN', deleted: false };
}

export function outboxMessageFixture(overrides: Partial<OutboxMessage> = {}): OutboxMessage {
  return {
    id: 1,
    kind: 'SUPPORT_TICKET',
    to: ['support@example.com'],
    cc: [],
    replyTo: 'ada@example.com',
    subject: '[HIGH] Backups fail',
    text: 'Backups fail since Monday.',
    attachments: [],
    status: 'SENT',
    error: null,
    createdAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}
