// Who each kind of change reaches under which setting, without a server: the flags per kind of
// person, one message per person, the actor left out, private comments kept from end users and
// rules' own changes telling only the people they put on or take off a ticket.
import { defaultTicketingSettings } from '@warden/domain';
import { describe, expect, it } from 'vitest';
import type { NotifyPerson } from './notify-people.ts';
import {
  type NotifyAudience,
  type NotifyEvent,
  type NotifyFacts,
  type NotifyFlags,
  planNotifications,
} from './notify-plan.ts';

const tech = (name: string): NotifyPerson => ({
  uid: `uid-${name}`,
  email: `${name}@desk.test`,
  name,
  technician: true,
});
const endUser = (name: string): NotifyPerson => ({
  uid: `uid-${name}`,
  email: `${name}@customer.test`,
  name,
  technician: false,
});
const guest: NotifyPerson = { uid: null, email: 'Guest@Customer.test', name: 'guest', technician: false };

const allOn = Object.fromEntries(
  Object.keys(defaultTicketingSettings.emailNotificationSettings).map((e) => [
    e,
    { technician: true, endUserOrContact: true },
  ]),
) as NotifyFlags;
const allOff = Object.fromEntries(
  Object.keys(allOn).map((e) => [e, { technician: false, endUserOrContact: false }]),
) as NotifyFlags;
const only = (event: NotifyEvent, kind: 'technician' | 'endUserOrContact'): NotifyFlags => ({
  ...allOff,
  [event]: { ...allOff[event], [kind]: true },
});

const audience = (a: Partial<NotifyAudience> = {}): NotifyAudience => ({
  requester: endUser('erin'),
  assignee: tech('tara'),
  previousAssignee: null,
  assigneeChanged: false,
  cc: [tech('colin'), guest],
  addedCc: [],
  ...a,
});
const facts = (f: Partial<NotifyFacts>): NotifyFacts => ({
  event: 'UPDATE',
  byRule: false,
  comment: null,
  updated: { technician: false, endUserOrContact: false },
  ...f,
});
const sent = (planned: ReturnType<typeof planNotifications>) =>
  planned.map((p) => `${p.person.name}:${p.reason}`).sort();

describe('planNotifications', () => {
  it('tells everyone on a new ticket once, under the first setting that is on for them', () => {
    expect(sent(planNotifications(facts({ event: 'INSERT' }), audience(), allOn, new Set()))).toEqual([
      'colin:onCCAdded',
      'erin:onTicketCreated',
      'guest:onCCAdded',
      'tara:onAssigned',
    ]);
    const created = only('onTicketCreated', 'technician');
    expect(sent(planNotifications(facts({ event: 'INSERT' }), audience(), created, new Set()))).toEqual([
      'tara:onTicketCreated',
    ]);
  });

  it('mails a technician requester by the technician flag', () => {
    const a = audience({ requester: tech('rita'), assignee: null, cc: [] });
    const insert = facts({ event: 'INSERT' });
    expect(
      sent(planNotifications(insert, a, only('onTicketCreated', 'endUserOrContact'), new Set())),
    ).toEqual([]);
    expect(sent(planNotifications(insert, a, only('onTicketCreated', 'technician'), new Set()))).toEqual([
      'rita:onTicketCreated',
    ]);
  });

  it('sends nothing at all when every flag is off', () => {
    const a = audience({ assigneeChanged: true, previousAssignee: tech('old'), addedCc: [guest] });
    for (const f of [
      facts({ event: 'INSERT' }),
      facts({ updated: { technician: true, endUserOrContact: true } }),
      facts({ event: 'COMMENT', comment: { isPublic: true } }),
      facts({ event: 'COMMENT', comment: { isPublic: false } }),
    ]) {
      expect(planNotifications(f, a, allOff, new Set())).toEqual([]);
    }
  });

  it('tells the new and the previous assignee, and the people newly in CC', () => {
    const a = audience({ assigneeChanged: true, previousAssignee: tech('old'), addedCc: [guest] });
    expect(sent(planNotifications(facts({}), a, allOn, new Set()))).toEqual([
      'guest:onCCAdded',
      'old:onRemoved',
      'tara:onAssigned',
    ]);
    expect(sent(planNotifications(facts({}), a, only('onCCAdded', 'technician'), new Set()))).toEqual([]);
  });

  it('tells of other changes by kind: end users only of what they are shown', () => {
    const internal = facts({ updated: { technician: true, endUserOrContact: false } });
    expect(sent(planNotifications(internal, audience(), allOn, new Set()))).toEqual(['tara:onTicketUpdated']);
    const visible = facts({ updated: { technician: true, endUserOrContact: true } });
    expect(sent(planNotifications(visible, audience(), allOn, new Set()))).toEqual([
      'erin:onTicketUpdated',
      'tara:onTicketUpdated',
    ]);
  });

  it("a rule's change tells only the people it puts on or takes off the ticket", () => {
    const a = audience({ assigneeChanged: true, previousAssignee: tech('old'), addedCc: [guest] });
    const byRule = facts({ byRule: true, updated: { technician: true, endUserOrContact: true } });
    expect(sent(planNotifications(byRule, a, allOn, new Set()))).toEqual([
      'guest:onCCAdded',
      'old:onRemoved',
      'tara:onAssigned',
    ]);
    const ruleComment = facts({ event: 'COMMENT', byRule: true, comment: { isPublic: true } });
    expect(planNotifications(ruleComment, a, allOn, new Set())).toEqual([]);
  });

  it('never mails whoever made the change, by uid or by address', () => {
    const comment = facts({ event: 'COMMENT', comment: { isPublic: true } });
    expect(
      sent(planNotifications(comment, audience(), allOn, new Set(['uid-tara', 'guest@customer.test']))),
    ).toEqual(['colin:onPublicComment', 'erin:onPublicComment']);
  });

  it('keeps private comments from end users even when their flag is on', () => {
    const comment = facts({ event: 'COMMENT', comment: { isPublic: false } });
    const a = audience({ cc: [tech('colin'), guest, endUser('ed')] });
    expect(sent(planNotifications(comment, a, allOn, new Set()))).toEqual([
      'colin:onPrivateComment',
      'tara:onPrivateComment',
    ]);
  });

  it('writes to an address once even when the person is named twice', () => {
    const comment = facts({ event: 'COMMENT', comment: { isPublic: true } });
    const a = audience({ cc: [endUser('erin'), { ...guest, email: 'guest@customer.test' }, guest] });
    expect(sent(planNotifications(comment, a, allOn, new Set()))).toEqual([
      'erin:onPublicComment',
      'guest:onPublicComment',
      'tara:onPublicComment',
    ]);
  });
});
