// Who hears of a ticket change, and under which of the ticketing settings' e-mail notifications: the
// one decision the listener's lookups feed. Each person gets at most one message per change, under
// the first of their reasons that the settings turn on for their kind (technician or end user).
import type { TicketingSettings } from '@warden/domain';
import { addressKey, type NotifyPerson } from './notify-people.ts';

export type NotifyFlags = TicketingSettings['emailNotificationSettings'];
export type NotifyEvent = keyof NotifyFlags;
type Kind = keyof NotifyFlags[NotifyEvent];

export interface NotifyAudience {
  requester: NotifyPerson | null;
  /** The assignee after the change. */
  assignee: NotifyPerson | null;
  /** Set only when the change took the ticket from someone. */
  previousAssignee: NotifyPerson | null;
  assigneeChanged: boolean;
  /** The CC list after the change, and those of it the change added. */
  cc: NotifyPerson[];
  addedCc: NotifyPerson[];
}

export interface NotifyFacts {
  event: 'INSERT' | 'UPDATE' | 'COMMENT';
  /** A rule's own change: rules mail through their SEND_EMAIL, so only people put on or taken off hear. */
  byRule: boolean;
  comment: { isPublic: boolean } | null;
  /** Whether fields other than the assignee and the CC list changed that each kind is shown. */
  updated: Record<Kind, boolean>;
}

export interface PlannedMail {
  person: NotifyPerson;
  reason: NotifyEvent;
}

/**
 * A rule's comment, or a comment event without a comment, reaches nobody whatever the settings and
 * the ticket's people: rules tell people through their own actions.
 */
export function reachesNobody(facts: Pick<NotifyFacts, 'event' | 'byRule' | 'comment'>): boolean {
  return facts.event === 'COMMENT' && (!facts.comment || facts.byRule);
}

const kindOf = (person: NotifyPerson): Kind => (person.technician ? 'technician' : 'endUserOrContact');

function candidates(facts: NotifyFacts, a: NotifyAudience): Array<[NotifyPerson | null, NotifyEvent[]]> {
  const byPerson = !facts.byRule;
  if (facts.event === 'INSERT') {
    return [
      [a.assignee, byPerson ? ['onAssigned', 'onTicketCreated'] : ['onAssigned']],
      [a.requester, byPerson ? ['onTicketCreated'] : []],
      ...a.cc.map((p): [NotifyPerson, NotifyEvent[]] => [p, ['onCCAdded']]),
    ];
  }
  if (facts.event === 'UPDATE') {
    const updated: NotifyEvent[] = byPerson ? ['onTicketUpdated'] : [];
    return [
      [a.assignee, a.assigneeChanged ? ['onAssigned', ...updated] : updated],
      [a.assigneeChanged ? a.previousAssignee : null, ['onRemoved']],
      ...a.addedCc.map((p): [NotifyPerson, NotifyEvent[]] => [p, ['onCCAdded']]),
      [a.requester, updated],
    ];
  }
  if (reachesNobody(facts) || !facts.comment) return [];
  const reason: NotifyEvent = facts.comment.isPublic ? 'onPublicComment' : 'onPrivateComment';
  const people = facts.comment.isPublic ? [a.assignee, a.requester, ...a.cc] : [a.assignee, ...a.cc];
  return people.map((p) => [p, [reason]]);
}

/**
 * The messages to send. `skip` holds the addresses (lower case) and uids of whoever made the change
 * (and of people already written to about it), who are never mailed. A private comment reaches
 * technicians only, whatever the settings say.
 */
export function planNotifications(
  facts: NotifyFacts,
  audience: NotifyAudience,
  flags: NotifyFlags,
  skip: ReadonlySet<string>,
): PlannedMail[] {
  const planned = new Map<string, PlannedMail>();
  const privateComment = facts.comment !== null && !facts.comment.isPublic;
  for (const [person, reasons] of candidates(facts, audience)) {
    if (!person) continue;
    const key = addressKey(person.email);
    if (!key || planned.has(key) || skip.has(key) || (person.uid !== null && skip.has(person.uid))) continue;
    const kind = kindOf(person);
    if (privateComment && kind !== 'technician') continue;
    const reason = reasons.find((r) => flags[r][kind] && (r !== 'onTicketUpdated' || facts.updated[kind]));
    if (reason) planned.set(key, { person, reason });
  }
  return [...planned.values()];
}
