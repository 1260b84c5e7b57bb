import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** dnd-kit's screen reader texts from our translations; items are named by the tag names. */
export function dndAccessibility(translate: Translate, nameOf: (id: unknown) => string) {
  const screenReaderInstructions: ScreenReaderInstructions = { draggable: translate('patrol.routes.dnd.instructions') };
  const at = (over: { id: unknown } | null) => (over ? nameOf(over.id) : '');
  const announcements: Announcements = {
    onDragStart: ({ active }) => translate('patrol.routes.dnd.picked', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? translate('patrol.routes.dnd.over', { name: nameOf(active.id), over: at(over) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? translate('patrol.routes.dnd.dropped', { name: nameOf(active.id), over: at(over) }) : undefined,
    onDragCancel: ({ active }) => translate('patrol.routes.dnd.cancelled', { name: nameOf(active.id) }),
  };
  return { screenReaderInstructions, announcements };
}
