import {
  type DataProvider,
  type DeleteParams,
  type GetListParams,
  type GetListResult,
  type GetManyParams,
  HttpError,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { session } from '../authProvider/session';
import { ENDPOINTS, type Endpoints } from './endpoints';
import { httpClient, postJson } from './httpClient';
import { listInMemory } from './listInMemory';

export const SELECT_COMPANY_KEY = 'patrol.errors.selectCompany';

function endpointsOf(resource: string): Endpoints {
  const endpoints = ENDPOINTS[resource];
  if (!endpoints) throw new HttpError(`Unknown resource: ${resource}`, 404);
  return endpoints;
}

function listPath({ list, scoped }: Endpoints, filter: Record<string, unknown> = {}): string {
  const companyId = session.companyId();
  if (scoped && companyId === null) throw new HttpError(SELECT_COMPANY_KEY, 400);
  return list(companyId ?? 0, filter);
}

const removeBody = ({ removeField = 'id' }: Endpoints, id: Identifier) => ({ [removeField]: wireId(id) });

/** react-admin simple-rest list parameters: sort, range and filter. */
function listQuery({ sort, pagination, filter }: GetListParams): string {
  const query = new URLSearchParams();
  if (sort?.field) query.set('sort', JSON.stringify([sort.field, sort.order]));
  if (pagination) {
    const start = (pagination.page - 1) * pagination.perPage;
    query.set('range', JSON.stringify([start, start + pagination.perPage - 1]));
  }
  if (filter && Object.keys(filter).length > 0) query.set('filter', JSON.stringify(filter));
  return query.toString();
}

/** Ids are integers on the wire; react-admin reads them from the URL as strings. */
export const wireId = (id: Identifier): Identifier => (typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id);

const totalOf = (contentRange: string | null): number | null => {
  const total = contentRange?.split('/').pop();
  return total && /^\d+$/.test(total) ? Number(total) : null;
};

async function getOne<RecordType extends RaRecord>(resource: string, id: Identifier, signal?: AbortSignal) {
  const { json } = await httpClient(`${endpointsOf(resource).one}/${encodeURIComponent(String(id))}`, { signal });
  return { data: json as RecordType };
}

async function upsert<RecordType extends RaRecord>(resource: string, data: Partial<RaRecord>, idPath = '') {
  const { json } = await postJson(`${endpointsOf(resource).upsert}${idPath}`, data);
  return { data: json as RecordType };
}

const remove = (resource: string, id: Identifier) =>
  postJson(endpointsOf(resource).remove, removeBody(endpointsOf(resource), id));

/** Maps react-admin calls onto the spec's list, byCompany, upsert and remove endpoints. */
export const baseDataProvider: DataProvider = {
  supportAbortSignal: true,
  async getList<RecordType extends RaRecord>(resource: string, params: GetListParams) {
    const list = listPath(endpointsOf(resource), params.filter);
    const path = `${list}${list.includes('?') ? '&' : '?'}${listQuery(params)}`;
    const { headers, json } = await httpClient(path, { signal: params.signal });
    const records = (json ?? []) as RecordType[];
    const total = totalOf(headers.get('content-range'));
    return total === null ? (listInMemory(records, params) as GetListResult<RecordType>) : { data: records, total };
  },
  getOne: (resource, { id, signal }) => getOne(resource, id, signal),
  async getMany<RecordType extends RaRecord>(resource: string, { ids, signal }: GetManyParams<RecordType>) {
    const results = await Promise.all(ids.map((id) => getOne<RecordType>(resource, id, signal)));
    return { data: results.map((result) => result.data) };
  },
  getManyReference(resource, { target, id, filter, ...params }) {
    return baseDataProvider.getList(resource, { ...params, filter: { ...filter, [target]: id } });
  },
  create: (resource, { data }) => upsert(resource, data),
  update: (resource, { id, data }) =>
    endpointsOf(resource).updateById
      ? upsert(resource, data, `/${encodeURIComponent(String(id))}`)
      : upsert(resource, { ...data, id: wireId(id) }),
  async updateMany(resource, { ids, data }) {
    await Promise.all(ids.map((id) => upsert(resource, { ...data, id: wireId(id) })));
    return { data: ids };
  },
  async delete<RecordType extends RaRecord>(resource: string, { id, previousData }: DeleteParams<RecordType>) {
    await remove(resource, id);
    return { data: previousData ?? ({ id } as RecordType) };
  },
  async deleteMany(resource, { ids }) {
    await Promise.all(ids.map((id) => remove(resource, id)));
    return { data: ids };
  },
};
