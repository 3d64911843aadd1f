// Rules generated from the catalogue (packages/domain's rule generator) over this installation's real
// ids: the API takes every rule the editor's check lets through, and refuses the others only at places
// the editor names too.
import { ruleFormIssues } from '@warden/domain';
import { type RuleWorld, ruleArbitrary } from '@warden/domain/testing/rule-arbitrary';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { helpdeskFixture } from '../tickets/testing/helpdesk-fixture.ts';
import { conditionContext } from './rule-references.ts';

/** A condition's own path ("conditions.all.0") for anything inside it; other places as they are. */
const placeOf = (path: string) => /^conditions\.(all|any)\.\d+/.exec(path)?.[0] ?? path;

let t: TestApp;
let world: RuleWorld;
beforeAll(async () => {
  t = await createTestApp();
  const f = await helpdeskFixture(t);
  const k = t.app.db.kysely;
  world = {
    ctx: await conditionContext(t.app.db),
    organizationIds: [f.orgA, f.orgB],
    locationIds: [f.locationA, f.locationB],
    formIds: (await k.selectFrom('ticket_forms').select('id').where('active', '=', 1).execute()).map(
      (r) => r.id,
    ),
    userUids: (await k.selectFrom('users').select('uid').execute()).map((r) => r.uid),
    requesterUids: [f.endUserUid],
    tagIds: [f.tags.urgent, f.tags.vip],
  };
});
afterAll(async () => t?.close());

describe('generated rules over the API', () => {
  it('are saved exactly when the editor check finds nothing, and refused where it points', async () => {
    let saved = 0;
    await fc.assert(
      fc.asyncProperty(ruleArbitrary(world), async (rule) => {
        const issues = ruleFormIssues(rule, world.ctx);
        const res = await t.admin.post('/api/ticketing/automations', rule);
        if (issues.length === 0) {
          expect(res.statusCode, res.body).toBe(201);
          saved++;
          return;
        }
        expect(res.statusCode, res.body).toBe(400);
        // The API checks the context-free shape before the installation's context, so it may name
        // fewer places at once; each one it names, the editor names too. Within one condition each
        // names its first problem only, and without the attributes' types the API may reach a later
        // one (a TEXT attribute's greater_than without a value: the editor names the operator, the
        // API the missing value), so there the condition is the place both must name.
        const fields = Object.keys(res.json().error.fields ?? {});
        expect(fields.length).toBeGreaterThan(0);
        const places = issues.map((issue) => placeOf(issue.path.join('.')));
        for (const field of fields) expect(places).toContain(placeOf(field));
      }),
      { numRuns: 150 },
    );
    expect(saved).toBeGreaterThan(10);
  });
});
