// List whose items are reordered by dragging a handle or, from the keyboard, with Space and the arrow keys.
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dragSortAccessibility } from './drag-sort-announcements.ts';

export interface DragSortListProps<T> {
  items: readonly T[];
  getId: (item: T) => string;
  /** Names an item for its handle and for screen-reader announcements. */
  getLabel: (item: T) => string;
  renderItem?: (item: T) => ReactNode;
  onReorder: (items: T[]) => void;
  /** Accessible name of the list. */
  label: string;
  disabled?: boolean;
}

export function DragSortList<T>({
  items,
  getId,
  getLabel,
  renderItem,
  onReorder,
  label,
  disabled = false,
}: DragSortListProps<T>) {
  const { t } = useTranslation('widgets');
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so clicks inside items still work.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(getId);
  const nameOf = (id: string | number) => {
    const item = items.find((candidate) => getId(candidate) === String(id));
    return item === undefined ? String(id) : getLabel(item);
  };

  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove([...items], from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dragEnd}
      accessibility={dragSortAccessibility(t, nameOf)}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ul className="drag-sort-list" aria-label={label}>
          {items.map((item) => (
            <SortableItem key={getId(item)} id={getId(item)} label={getLabel(item)}>
              {renderItem ? renderItem(item) : getLabel(item)}
            </SortableItem>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  const { t } = useTranslation('widgets');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? 'drag-sort-list__item drag-sort-list__item--dragging' : 'drag-sort-list__item'}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        className="drag-sort-list__handle"
        {...attributes}
        {...listeners}
        aria-label={t('dragSortList.handle', { name: label })}
      >
        <svg viewBox="0 0 12 16" width="12" height="16" aria-hidden="true">
          <circle cx="3" cy="3" r="1.4" fill="currentColor" />
          <circle cx="9" cy="3" r="1.4" fill="currentColor" />
          <circle cx="3" cy="8" r="1.4" fill="currentColor" />
          <circle cx="9" cy="8" r="1.4" fill="currentColor" />
          <circle cx="3" cy="13" r="1.4" fill="currentColor" />
          <circle cx="9" cy="13" r="1.4" fill="currentColor" />
        </svg>
      </button>
      <div className="drag-sort-list__content">{children}</div>
    </li>
  );
}
