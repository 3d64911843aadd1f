// Custom attributes' types by id, which the compiler needs to tell multi-select option ids from text.
import type { AttributeType } from '@warden/domain';
import type { Db } from '../../db/database.ts';

export async function attributeTypes(db: Db): Promise<Map<number, AttributeType>> {
  const rows = await db.kysely.selectFrom('ticket_attributes').select(['id', 'attribute_type']).execute();
  return new Map(rows.map((r) => [r.id, r.attribute_type as AttributeType]));
}
