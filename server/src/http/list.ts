/**
 * Server-side paging, sorting and filtering with react-admin simple-rest parameters:
 * `sort=["name","ASC"]`, `range=[0,9]`, `filter={"q":"text"}`. Answers a Content-Range header.
 */
import { type AnyColumn, and, asc, desc, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { badRequest } from './errors';

export const listQuery = z.object({
  sort: z.string().optional().describe('JSON ["field","ASC"|"DESC"]'),
  range: z.string().optional().describe('JSON [first, last], both inclusive'),
  filter: z.string().optional().describe('JSON {"q": "search text"}'),
});
export type ListQuery = z.infer<typeof listQuery>;

const sortShape = z.tuple([z.string(), z.enum(['ASC', 'DESC', 'asc', 'desc'])]);
const rangeShape = z.tuple([z.number().int().min(0), z.number().int().min(0)]);
const filterShape = z.object({ q: z.string().optional() }).catchall(z.unknown());

function parse<T>(schema: z.ZodType<T>, value: string | undefined, name: string): T | undefined {
  if (value === undefined || value === '') return undefined;
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    throw badRequest(`The ${name} parameter is not valid JSON.`);
  }
  const result = schema.safeParse(json);
  if (!result.success) throw badRequest(`The ${name} parameter is not valid.`);
  return result.data;
}

export interface ListPlan {
  where?: SQL;
  orderBy: SQL[];
  limit?: number;
  offset: number;
}

/** Turns the query into SQL parts: `sortable` maps field names to columns, `searchable` are matched by `q`. */
export function planList(
  query: ListQuery,
  sortable: Record<string, AnyColumn | SQL>,
  searchable: (AnyColumn | SQL)[],
  defaultSort: AnyColumn | SQL,
): ListPlan {
  const sort = parse(sortShape, query.sort, 'sort');
  const range = parse(rangeShape, query.range, 'range');
  const filter = parse(filterShape, query.filter, 'filter');
  const column = sort ? sortable[sort[0]] : defaultSort;
  if (!column) throw badRequest(`Cannot sort by ${sort?.[0]}.`);
  const direction = sort?.[1].toUpperCase() === 'DESC' ? desc : asc;
  const q = filter?.q?.trim();
  const where = q
    ? or(...searchable.map((c) => ilike(sql`${c}::text`, `%${q.replace(/[%_\\]/g, '\\$&')}%`)))
    : undefined;
  if (range && range[1] < range[0]) throw badRequest('The range parameter is not valid.');
  return {
    where,
    orderBy: [direction(column)],
    limit: range ? range[1] - range[0] + 1 : undefined,
    offset: range?.[0] ?? 0,
  };
}

export const totalCount = sql<number>`count(*) over()`.mapWith(Number);

/** Sets Content-Range and strips the window total from each row. */
export function sendList<T extends { total: number }>(
  reply: FastifyReply,
  resource: string,
  rows: T[],
  plan: ListPlan,
): Omit<T, 'total'>[] {
  const total = rows[0]?.total ?? 0;
  const last = rows.length ? plan.offset + rows.length - 1 : plan.offset;
  reply.header('Content-Range', `${resource} ${plan.offset}-${last}/${total}`);
  return rows.map(({ total: _total, ...row }) => row);
}

export const scoped = (...conditions: (SQL | undefined)[]) => and(...conditions);
