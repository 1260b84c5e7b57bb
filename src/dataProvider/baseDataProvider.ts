import { type DataProvider, type GetListParams, HttpError, type Identifier, type RaRecord } from 'react-admin';
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

async function getOne(resource: string, id: Identifier, signal?: AbortSignal) {
  const { json } = await httpClient(`${endpointsOf(resource).one}/${encodeURIComponent(String(id))}`, { signal });
  return { data: json as RaRecord };
}

async function upsert(resource: string, data: Partial<RaRecord>) {
  const { json } = await postJson(endpointsOf(resource).upsert, data);
  return { data: json as RaRecord };
}

/** Maps react-admin calls onto the spec's list, byCompany, upsert and remove endpoints. */
export const baseDataProvider = {
  supportAbortSignal: true,
  async getList(resource: string, params: GetListParams) {
    const path = `${listPath(endpointsOf(resource), params.filter)}?${listQuery(params)}`;
    const { headers, json } = await httpClient(path, { signal: params.signal });
    const records = (json ?? []) as RaRecord[];
    const total = totalOf(headers.get('content-range'));
    return total === null ? listInMemory(records, params) : { data: records, total };
  },
  getOne: (resource: string, { id, signal }: { id: Identifier; signal?: AbortSignal }) => getOne(resource, id, signal),
  async getMany(resource: string, { ids, signal }: { ids: Identifier[]; signal?: AbortSignal }) {
    const results = await Promise.all(ids.map((id) => getOne(resource, id, signal)));
    return { data: results.map((result) => result.data) };
  },
  getManyReference(
    resource: string,
    { target, id, filter, ...params }: GetListParams & { target: string; id: Identifier },
  ) {
    return baseDataProvider.getList(resource, { ...params, filter: { ...filter, [target]: id } });
  },
  create: (resource: string, { data }: { data: Partial<RaRecord> }) => upsert(resource, data),
  update: (resource: string, { id, data }: { id: Identifier; data: Partial<RaRecord> }) =>
    upsert(resource, { ...data, id: wireId(id) }),
  async updateMany(resource: string, { ids, data }: { ids: Identifier[]; data: Partial<RaRecord> }) {
    await Promise.all(ids.map((id) => upsert(resource, { ...data, id: wireId(id) })));
    return { data: ids };
  },
  async delete(resource: string, { id, previousData }: { id: Identifier; previousData?: RaRecord }) {
    await postJson(endpointsOf(resource).remove, removeBody(endpointsOf(resource), id));
    return { data: previousData ?? { id } };
  },
  async deleteMany(resource: string, { ids }: { ids: Identifier[] }) {
    await Promise.all(ids.map((id) => postJson(endpointsOf(resource).remove, removeBody(endpointsOf(resource), id))));
    return { data: ids };
  },
} as unknown as DataProvider;
