import type { RaRecord, ResourceCallbacks } from 'react-admin';
import { routeBody } from './routeBody';
import { deviceBody, scheduleBody, siteBody, tagBody } from './siteBodies';
import { siteMethods } from './siteMethods';

/** The site upsert answers { siteId }: the saved site is read back so react-admin holds the whole record. */
export const siteCallbacks: ResourceCallbacks = {
  resource: 'sites',
  beforeSave: async (data) => siteBody(data),
  afterSave: async (record, dataProvider) =>
    record.siteId ? (await dataProvider.getOne('sites', { id: record.siteId })).data : record,
};

export const deviceCallbacks: ResourceCallbacks = { resource: 'devices', beforeSave: async (data) => deviceBody(data) };

export const tagCallbacks: ResourceCallbacks = { resource: 'tags', beforeSave: async (data) => tagBody(data) };

/** A route is read with its ordered tags, upcoming plan ids and schedule count (GET tagToRoute/{routeId}). */
const withTags = async (route: RaRecord) => {
  const { links, upcomingPlanIds, routeSchedulesCount } = await siteMethods.routeTags(route.id);
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

export const scheduleCallbacks: ResourceCallbacks = {
  resource: 'schedules',
  beforeSave: async (data) => scheduleBody(data),
};
