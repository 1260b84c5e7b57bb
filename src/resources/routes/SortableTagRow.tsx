import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { IconButton, TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';

interface SortableTagRowProps {
  tagId: number;
  name: string;
  position: number;
  readOnly?: boolean;
}

/** One selected tag: its position, its name and the drag handle (pointer or keyboard: Space, arrows, Space). */
export const SortableTagRow = ({ tagId, name, position, readOnly }: SortableTagRowProps) => {
  const translate = useTranslate();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: tagId,
    disabled: readOnly,
  });
  return (
    <TableRow
      ref={setNodeRef}
      data-testid="route-tag-row"
      sx={{
        transform: CSS.Transform.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
        bgcolor: isDragging ? 'action.selected' : undefined,
      }}
    >
      <TableCell sx={{ width: 80 }}>{position}</TableCell>
      <TableCell>{name}</TableCell>
      <TableCell padding="none" sx={{ width: 48 }}>
        {!readOnly && (
          <IconButton
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-label={translate('patrol.routes.dragHandle', { name })}
            sx={{ cursor: 'grab', touchAction: 'none' }}
          >
            <DragIndicatorIcon />
          </IconButton>
        )}
      </TableCell>
    </TableRow>
  );
};
