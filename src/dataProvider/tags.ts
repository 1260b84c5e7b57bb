import type { Identifier, ResourceCallbacks } from 'react-admin';
import { validation } from '../../contract';
import type { RouteTag } from '../../contract/entities';
import { numberOrUndefined, trimmed, type Values } from './bodyValues';
import { getJson, pathPart } from './httpClient';
import { pickFields } from './pickFields';

const FIELDS = validation.writableFields(validation.tagUpsert);

export const tagBody = (data: Values) =>
  pickFields(
    {
      ...data,
      name: trimmed(data.name) ?? '',
      serialNumber: trimmed(data.serialNumber) ?? '',
      isPanic: !!data.isPanic,
      latitude: numberOrUndefined(data.latitude) ?? null,
      longitude: numberOrUndefined(data.longitude) ?? null,
    },
    FIELDS,
  );

export const tagCallbacks: ResourceCallbacks = { resource: 'tags', beforeSave: async (data) => tagBody(data) };

export const tagMethods = {
  /** The serials scanned at the site that belong to no tag yet (spec part 2 §7). */
  unallocatedTags: (siteId: Identifier) => getJson<RouteTag[]>(`routeTag/getAllUnallocated/${pathPart(siteId)}`),
};
