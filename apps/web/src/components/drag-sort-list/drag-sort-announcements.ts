// Screen-reader instructions and live announcements for the drag-sort list, in the user's language.
import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import type { TFunction } from 'i18next';

export function dragSortAccessibility(
  t: TFunction<'widgets'>,
  nameOf: (id: string | number) => string,
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  return {
    screenReaderInstructions: { draggable: t('dragSortList.instructions') },
    announcements: {
      onDragStart: ({ active }) => t('dragSortList.pickedUp', { name: nameOf(active.id) }),
      onDragOver: ({ active, over }) =>
        over
          ? t('dragSortList.movedOver', { name: nameOf(active.id), target: nameOf(over.id) })
          : t('dragSortList.notOver', { name: nameOf(active.id) }),
      onDragEnd: ({ active, over }) =>
        over
          ? t('dragSortList.droppedOver', { name: nameOf(active.id), target: nameOf(over.id) })
          : t('dragSortList.dropped', { name: nameOf(active.id) }),
      onDragCancel: ({ active }) => t('dragSortList.cancelled', { name: nameOf(active.id) }),
    },
  };
}
