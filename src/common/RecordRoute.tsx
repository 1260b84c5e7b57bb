import type { ComponentType } from 'react';
import { useParams } from 'react-admin';

/** A detail route of the spec: the id 'new' creates, any other id edits. */
export const RecordRoute = ({ create: Create, edit: Edit }: { create: ComponentType; edit: ComponentType }) => {
  const { id } = useParams<{ id: string }>();
  return id === 'new' ? <Create /> : <Edit key={id} />;
};
