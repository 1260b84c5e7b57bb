import type { GetListParams, RaRecord } from 'react-admin';

const matchesText = (record: RaRecord, q: string) =>
  Object.values(record).some((value) => typeof value === 'string' && value.toLowerCase().includes(q.toLowerCase()));

/** Sorts, filters and pages a whole list, for endpoints that answer without a Content-Range. */
export function listInMemory(records: RaRecord[], { filter = {}, sort, pagination }: GetListParams) {
  const { q, ...fields } = filter as Record<string, unknown>;
  let data = records.filter(
    (record) =>
      (typeof q !== 'string' || q === '' || matchesText(record, q)) &&
      Object.entries(fields).every(([key, value]) => record[key] === value),
  );
  if (sort?.field) {
    const direction = sort.order === 'DESC' ? -1 : 1;
    data = [...data].sort(
      (a, b) =>
        String(a[sort.field] ?? '').localeCompare(String(b[sort.field] ?? ''), undefined, { numeric: true }) *
        direction,
    );
  }
  const total = data.length;
  if (pagination) {
    const start = (pagination.page - 1) * pagination.perPage;
    data = data.slice(start, start + pagination.perPage);
  }
  return { data, total };
}
