// Rows chosen in a level, kept as dialog items: a row scrolled out of view (its page unloaded) stays
// selected with the entry it had.
import { useState } from 'react';
import type { BackupSelectionItem } from '../dialogs/index.ts';

export interface ItemSelection<R> {
  ids: string[];
  items: BackupSelectionItem[];
  onChange: (ids: string[], rows: readonly R[]) => void;
  clear: () => void;
}

export function useItemSelection<R>(
  getRowId: (row: R) => string,
  toItem: (row: R) => BackupSelectionItem,
): ItemSelection<R> {
  const [chosen, setChosen] = useState<ReadonlyMap<string, BackupSelectionItem>>(() => new Map());
  return {
    ids: [...chosen.keys()],
    items: [...chosen.values()],
    onChange: (ids, rows) => {
      const onScreen = new Map(rows.map((row) => [getRowId(row), row]));
      setChosen((previous) => {
        const next = new Map<string, BackupSelectionItem>();
        for (const id of ids) {
          const row = onScreen.get(id);
          const item = previous.get(id) ?? (row === undefined ? undefined : toItem(row));
          if (item) next.set(id, item);
        }
        return next;
      });
    },
    clear: () => setChosen(new Map()),
  };
}
