import { describe, expect, it } from 'vitest';
import { fillPlaceholders, placeholdersFor, ticketPlaceholders, usesPlaceholders } from './placeholders.ts';

describe('ticket placeholders (spec 001, section 3)', () => {
  it('lists every placeholder of the spec', () => {
    expect(ticketPlaceholders.map((p) => p.key)).toEqual([
      '{{ticket.id}}',
      '{{ticket.createdDate}}',
      '{{device.displayName}}',
      '{{device.url}}',
      '{{ticket.subject}}',
      '{{ticket.status}}',
      '{{ticket.severity}}',
      '{{ticket.priority}}',
      '{{ticket.type}}',
      '{{ticket.tags}}',
      '{{organization.name}}',
      '{{organization.url}}',
      '{{assignee.email}}',
      '{{assignee.name}}',
      '{{assignee.firstName}}',
      '{{assignee.lastName}}',
      '{{assignee.phone}}',
      '{{requester.email}}',
      '{{requester.name}}',
      '{{requester.firstName}}',
      '{{requester.lastName}}',
      '{{requester.phone}}',
      '{{requester.organization.name}}',
      '{{ticket.url}}',
      '{{ticket.description}}',
      '{{currentUser.email}}',
      '{{currentUser.name}}',
      '{{currentUser.firstName}}',
      '{{currentUser.lastName}}',
      '{{currentUser.phone}}',
      '{{currentUser.organization.name}}',
    ]);
  });

  it('keeps the description to the extended list and the current user away from time-based rules', () => {
    const names = (list: { name: string }[]) => list.map((p) => p.name);
    expect(names(placeholdersFor('EVENT_BASED', { extended: false }))).not.toContain('ticket.description');
    expect(names(placeholdersFor('EVENT_BASED', { extended: true }))).toContain('ticket.description');
    expect(names(placeholdersFor('EVENT_BASED', { extended: true }))).toContain('currentUser.email');
    expect(
      names(placeholdersFor('TIME_BASED', { extended: true })).filter((n) => n.startsWith('currentUser')),
    ).toEqual([]);
  });
});

describe('fillPlaceholders', () => {
  const values = {
    'ticket.id': '42',
    'ticket.subject': '<b>Printer</b> & "scanner"',
    'requester.name': "O'Neil",
  };

  it('replaces known placeholders, tolerating spaces inside the braces', () => {
    expect(fillPlaceholders('#{{ticket.id}}: {{ ticket.subject }}', values, { html: false })).toBe(
      '#42: <b>Printer</b> & "scanner"',
    );
  });

  it('escapes values for HTML bodies, not the template around them', () => {
    expect(fillPlaceholders('<p>{{ticket.subject}} for {{requester.name}}</p>', values, { html: true })).toBe(
      '<p>&lt;b&gt;Printer&lt;/b&gt; &amp; &quot;scanner&quot; for O&apos;Neil</p>',
    );
  });

  it('leaves unknown placeholders as written and empties known ones without a value', () => {
    expect(fillPlaceholders('{{ticket.nope}} {{device.url}}|{{constructor}}', values, { html: false })).toBe(
      '{{ticket.nope}} |{{constructor}}',
    );
  });

  it('never fills a placeholder that a value brings in', () => {
    expect(
      fillPlaceholders(
        '{{ticket.subject}}',
        { 'ticket.subject': '{{ticket.id}}', 'ticket.id': '1' },
        { html: false },
      ),
    ).toBe('{{ticket.id}}');
  });
});

describe('usesPlaceholders', () => {
  it('tells a template naming a known placeholder from fixed text and unknown braces', () => {
    expect(usesPlaceholders('Hello {{ requester.firstName }}')).toBe(true);
    expect(usesPlaceholders('Still open after a while')).toBe(false);
    expect(usesPlaceholders('Literal {{not.a.placeholder}} and {{ticket}}')).toBe(false);
  });
});
