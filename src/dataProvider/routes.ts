import type { Identifier, RaRecord, ResourceCallbacks } from 'react-admin';
import type { TagToRouteLink } from '../../contract/entities';
import type { Values } from './bodyValues';
import { getJson, pathPart } from './httpClient';

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

export interface RouteTagsAnswer {
  links: TagToRouteLink[];
  upcomingPlanIds: number[];
  routeSchedulesCount: number;
}

/**
 * The route upsert body (spec part 2 §4 'Route tags'): positions 1..n in list order, a tag keeps its saved link,
 * and the links of tags no longer selected go in tagToRouteDeleteIdsList.
 */
export function routeBody(values: Values, savedLinks: Link[] = []) {
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

export const routeMethods = {
  /** A route's ordered tags, upcoming plan ids and schedule count (GET tagToRoute/{routeId}). */
  async routeTags(routeId: Identifier): Promise<RouteTagsAnswer> {
    const [links, upcomingPlanIds, { routeSchedulesCount }] = await getJson<
      [TagToRouteLink[], number[], { routeSchedulesCount: number }]
    >(`tagToRoute/${pathPart(routeId)}`);
    return { links, upcomingPlanIds, routeSchedulesCount };
  },
};

/** A route is read with its ordered tags, upcoming plan ids and schedule count. */
const withTags = async (route: RaRecord) => {
  const { links, upcomingPlanIds, routeSchedulesCount } = await routeMethods.routeTags(route.id);
  const tagToRouteList = [...links].sort((a, b) => a.position - b.position);
  return { ...route, tagToRouteList, upcomingPlanIds, routeSchedulesCount };
};

export const routeCallbacks: ResourceCallbacks = {
  resource: 'routes',
  afterGetOne: async (result) => ({ ...result, data: await withTags(result.data) }),
  beforeCreate: async (params) => ({ ...params, data: routeBody(params.data) }),
  beforeUpdate: async (params) => ({
    ...params,
    data: routeBody({ ...params.data, id: params.id }, params.previousData?.tagToRouteList ?? []),
  }),
  afterSave: withTags,
};
