// Tables of the pack store (migration 0022-packs); the chunk rows' pack columns are in schema.ts.
export interface PackTable {
  organization_id: number;
  /** 32 hex characters; the object is "<organization id>/packs/<id>". */
  id: string;
  /** 'writing' until the object is stored and its chunks recorded, then 'ready'. */
  status: 'writing' | 'ready';
  size: number;
  chunk_count: number;
  created_at: string;
}

export interface PackTables {
  packs: PackTable;
}
