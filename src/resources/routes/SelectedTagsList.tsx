import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { dndAccessibility } from './dndAccessibility';
import { SortableTagRow } from './SortableTagRow';
import { useTagSelection } from './useTagSelection';

/** The route's tags in order, with a Position header; drag a handle to reorder. */
export const SelectedTagsList = ({ readOnly }: { readOnly?: boolean }) => {
  const translate = useTranslate();
  const { selected, reorder } = useTagSelection(readOnly);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: unknown) => selected.find((tag) => tag.tagId === id)?.name ?? '';
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) reorder(Number(active.id), Number(over.id));
  };
  if (selected.length === 0) {
    return <Typography color="text.secondary">{translate('patrol.routes.noneSelected')}</Typography>;
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={dndAccessibility(translate, nameOf)}
    >
      <SortableContext items={selected.map((tag) => tag.tagId)} strategy={verticalListSortingStrategy}>
        <Table size="small" aria-label={translate('patrol.routes.selectedTags')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('patrol.routes.position')}</TableCell>
              <TableCell>{translate('patrol.routes.tag')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {selected.map((tag, index) => (
              <SortableTagRow
                key={tag.tagId}
                tagId={tag.tagId}
                name={tag.name}
                position={index + 1}
                readOnly={readOnly}
              />
            ))}
          </TableBody>
        </Table>
      </SortableContext>
    </DndContext>
  );
};
