import type { Identifier, RaRecord } from 'react-admin';

/** A tag in the route form's ordered list; `id` is its saved link (tagToRoute) when it has one. */
export interface SelectedTag {
  id?: number;
  tagId: number;
  name: string;
}

interface Link {
  id: number;
  tagId: number;
}

/**
 * The route upsert body (spec part 2 §4 'Route tags'): positions 1..n in list order, a tag keeps its saved link,
 * and the links of tags no longer selected go in tagToRouteDeleteIdsList.
 */
export function routeBody(values: RaRecord | Partial<RaRecord>, savedLinks: Link[] = []) {
  const selected: SelectedTag[] = values.tagToRouteList ?? [];
  const linkOf = new Map(savedLinks.map((link) => [link.tagId, link.id]));
  const chosen = new Set(selected.map((tag) => tag.tagId));
  const duration = values.durationMinutes;
  return {
    ...(values.id !== undefined && values.id !== null ? { id: Number(values.id as Identifier) } : {}),
    siteId: values.siteId,
    name: typeof values.name === 'string' ? values.name.trim() : values.name,
    durationMinutes: duration === '' || duration === null || duration === undefined ? undefined : Number(duration),
    tagToRouteList: selected.map(({ tagId }, index) => {
      const id = linkOf.get(tagId);
      return id === undefined ? { tagId, position: index + 1 } : { id, tagId, position: index + 1 };
    }),
    tagToRouteDeleteIdsList: savedLinks.filter((link) => !chosen.has(link.tagId)).map((link) => link.id),
  };
}
