// Reading policies: the whole tree at once (an installation has tens of policies, and every chain
// and every affected-device question needs the tree), and the stored overrides parsed back.
import { type Policy, policyOverridesSchema } from '@warden/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { PolicyTable } from '../db/schema-policies.ts';

export function presentPolicy(row: Selectable<PolicyTable>): Policy {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    nodeRoleId: row.node_role_id,
    parentId: row.parent_id,
    overrides: policyOverridesSchema.parse(JSON.parse(row.overrides)),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export type PolicyTree = ReadonlyMap<number, Policy>;

export async function policyTree(db: Db): Promise<PolicyTree> {
  const rows = await db.kysely.selectFrom('policies').selectAll().execute();
  return new Map(rows.map((r) => [r.id, presentPolicy(r)]));
}
