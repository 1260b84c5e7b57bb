import { type Identifier, useArrayInput } from 'react-admin';
import type { SelectedTag } from '../../dataProvider/routes';

/** A selected tag as the form's array holds it: react-hook-form's own key in place of the saved link's id. */
type TagField = Omit<SelectedTag, 'id'> & { id: string };

/**
 * The route's selected tags in order (the form's tagToRouteList): a click toggles a tag in or out,
 * a drag moves it; positions are the list order.
 */
export function useTagSelection(readOnly?: boolean) {
  const { fields, append, remove, move } = useArrayInput();
  const selected = fields as TagField[];
  const positionOf = new Map(selected.map((tag, index) => [tag.tagId, index + 1]));
  const toggle = ({ id, name }: { id: Identifier; name: string }) => {
    if (readOnly) return;
    const index = selected.findIndex((tag) => tag.tagId === Number(id));
    if (index >= 0) remove(index);
    else append({ tagId: Number(id), name });
  };
  const reorder = (fromTagId: number, toTagId: number) => {
    const from = selected.findIndex((tag) => tag.tagId === fromTagId);
    const to = selected.findIndex((tag) => tag.tagId === toTagId);
    if (from >= 0 && to >= 0 && from !== to) move(from, to);
  };
  return { selected, positionOf, toggle, reorder };
}
