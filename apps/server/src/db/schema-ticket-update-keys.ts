// Table type of the tickets' "Last updated" sort keys (migration 0018), kept in step by triggers.
export interface TicketUpdateKeyTable {
  ticket_id: number;
  last_updated: string;
  last_updated_by: string | null;
}

export interface TicketUpdateKeyTables {
  ticket_update_keys: TicketUpdateKeyTable;
}
