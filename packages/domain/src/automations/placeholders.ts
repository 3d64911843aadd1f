// Ticket placeholders for e-mail and comment templates (spec 001, section 3 "Ticket placeholders"), and
// how a template is filled. Values are never filled twice, so a value cannot smuggle in a placeholder.
import { escapeUTF8 } from 'entities';
import { allowsCurrentUser } from './action-limits.ts';
import type { AutomationType } from './automation-types.ts';

export type PlaceholderGroup =
  | 'ticket'
  | 'device'
  | 'organization'
  | 'assignee'
  | 'requester'
  | 'currentUser';
export type Placeholder = {
  /** What values are keyed by, e.g. 'ticket.id'. */
  name: string;
  /** What a template contains, e.g. '{{ticket.id}}'. */
  key: string;
  group: PlaceholderGroup;
  /** Only in the extended list (bodies), not in subjects. */
  extendedOnly: boolean;
};

const person = ['email', 'name', 'firstName', 'lastName', 'phone'];
const names: [PlaceholderGroup, string[]][] = [
  ['ticket', ['id', 'createdDate']],
  ['device', ['displayName', 'url']],
  ['ticket', ['subject', 'status', 'severity', 'priority', 'type', 'tags']],
  ['organization', ['name', 'url']],
  ['assignee', person],
  ['requester', [...person, 'organization.name']],
  ['ticket', ['url', 'description']],
  ['currentUser', [...person, 'organization.name']],
];

export const ticketPlaceholders: readonly Placeholder[] = names.flatMap(([group, fields]) =>
  fields.map((field) => {
    const name = `${group}.${field}`;
    return { name, key: `{{${name}}}`, group, extendedOnly: name === 'ticket.description' };
  }),
);

const known = new Set(ticketPlaceholders.map((p) => p.name));

/**
 * The placeholders offered in a rule of this type: the extended list for bodies, the short one for
 * subjects; current-user ones only where a rule runs for someone.
 */
export function placeholdersFor(type: AutomationType, { extended }: { extended: boolean }): Placeholder[] {
  return ticketPlaceholders.filter(
    (p) => (extended || !p.extendedOnly) && (p.group !== 'currentUser' || allowsCurrentUser(type)),
  );
}

const PLACEHOLDER = /\{\{\s*([A-Za-z][\w.]*)\s*\}\}/g;

/** Whether the template names any known placeholder, so a ticket's values are read only when used. */
export function usesPlaceholders(template: string): boolean {
  return [...template.matchAll(PLACEHOLDER)].some((m) => known.has(m[1]!));
}

/**
 * Replaces every known placeholder with its value ('' when the ticket has none, e.g. no device),
 * HTML-escaped for an HTML body; anything else in braces is left as written.
 */
export function fillPlaceholders(
  template: string,
  values: Readonly<Record<string, string>>,
  { html }: { html: boolean },
): string {
  return template.replace(PLACEHOLDER, (match, name: string) => {
    if (!known.has(name)) return match;
    const value = Object.hasOwn(values, name) ? values[name]! : '';
    return html ? escapeUTF8(value) : value;
  });
}
