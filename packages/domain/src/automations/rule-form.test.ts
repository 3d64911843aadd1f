// The editor's check and the server's agree: over rules generated from the catalogue, the form
// refuses exactly the places the API body schema (with the installation's context) refuses, a rule the
// form lets through passes the API's context-free body schema as well, and every refusal names a
// place the editor has (the field itself, or the object a missing field belongs in).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { automationsApi } from './api.ts';
import { type AutomationRuleForm, ruleFormIssues } from './rule-form.ts';
import { automationRuleInputSchemaFor } from './rule-schema.ts';
import { type RuleWorld, ruleArbitrary } from './testing/rule-arbitrary.ts';

const world: RuleWorld = {
  ctx: {
    statusIds: [1, 2, 3, 5],
    attributes: [
      { id: 7, attributeType: 'NUMERIC', active: true, content: { max: 100 } },
      { id: 8, attributeType: 'CHECKBOX', active: true },
      { id: 9, attributeType: 'DROPDOWN', active: true },
      { id: 10, attributeType: 'TEXT', active: false },
      { id: 11, attributeType: 'DECIMAL', active: true },
      { id: 12, attributeType: 'DATE', active: true },
    ],
  },
  organizationIds: [1, 2],
  locationIds: [3],
  formIds: [1],
  userUids: ['u-1', 'u-2'],
  requesterUids: ['e-1'],
  tagIds: ['tagurgent1'],
};

/** Whether the path's container is in the rule: the editor can show the message there. */
function placeExists(rule: unknown, path: readonly (string | number)[]): boolean {
  let at: unknown = rule;
  for (const step of path.slice(0, -1)) {
    if (typeof at !== 'object' || at === null) return false;
    at = (at as Record<string | number, unknown>)[step];
  }
  return path.length === 0 || (typeof at === 'object' && at !== null);
}

const key = (path: readonly PropertyKey[]) => path.map(String).join('.');

describe('rule form and server schema', () => {
  it('refuse the same places of every generated rule', () => {
    const server = automationRuleInputSchemaFor(world.ctx);
    let accepted = 0;
    fc.assert(
      fc.property(ruleArbitrary(world), (rule) => {
        const form = ruleFormIssues(rule, world.ctx);
        const answer = server.safeParse(rule);
        expect(form.length === 0).toBe(answer.success);
        if (answer.success) {
          accepted++;
          expect(automationsApi.create.body!.safeParse(rule).success).toBe(true);
        } else {
          expect(new Set(form.map((i) => key(i.path)))).toEqual(
            new Set(answer.error.issues.map((i) => key(i.path))),
          );
          for (const issue of form) expect(placeExists(rule, issue.path), key(issue.path)).toBe(true);
        }
      }),
      { numRuns: 600 },
    );
    // The generator must reach both answers for the comparison to mean anything.
    expect(accepted).toBeGreaterThan(30);
  });

  it('names a missing required status as Required', () => {
    const issues = ruleFormIssues(
      {
        name: 'Reset',
        automationType: 'TIME_BASED',
        conditionReset: { resetStatus: undefined as unknown as number },
      },
      world.ctx,
    );
    expect(issues).toEqual([{ path: ['conditionReset', 'resetStatus'], message: 'Required' }]);
  });

  it('refuses a board column of an inactive attribute, as the server does', () => {
    const board: AutomationRuleForm['board'] = {
      columns: ['id', 'attribute:10'],
      sortBy: { field: 'id', direction: 'ASC' },
    };
    expect(ruleFormIssues({ name: 'Board', automationType: 'BOARD', board }, world.ctx)).toEqual([
      { path: ['board', 'columns', 1], message: 'This custom attribute does not exist or is inactive' },
    ]);
  });
});
