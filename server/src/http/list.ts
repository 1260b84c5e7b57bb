/**
 * Server-side paging, sorting and filtering with react-admin simple-rest parameters:
 * `sort=["name","ASC"]`, `range=[0,9]`, `filter={"q":"text"}`. Answers a Content-Range header.
 */
import { type AnyColumn, asc, desc, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { fill, MESSAGES } from '../../../contract/messages';
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

/** Names every plain object has from its prototype (`__proto__`, `constructor`, `toString`…), and `prototype`. */
const PROTOTYPE_NAMES = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype']);

function parse<T>(schema: z.ZodType<T>, value: string | undefined, name: string): T | undefined {
  if (value === undefined || value === '') return undefined;
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    throw badRequest(fill(MESSAGES.request.notJson, { name }));
  }
  const result = schema.safeParse(json);
  if (!result.success) throw badRequest(fill(MESSAGES.request.invalidParameter, { name }));
  return result.data;
}

/** A filter naming a prototype property is refused: such a key is a probe, never a field. */
function parseFilter(value: string | undefined) {
  const filter = parse(filterShape, value, 'filter');
  // zod drops a `__proto__` key from what it answers, so the keys are read from the JSON text itself.
  const keys = filter ? Object.keys(JSON.parse(value as string) as object) : [];
  if (keys.some((key) => PROTOTYPE_NAMES.has(key))) {
    throw badRequest(fill(MESSAGES.request.invalidParameter, { name: 'filter' }));
  }
  return filter;
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
  const filter = parseFilter(query.filter);
  // Only the table's own sortable names: `__proto__` or `toString` must never reach a prototype.
  const column = sort ? (Object.hasOwn(sortable, sort[0]) ? sortable[sort[0]] : undefined) : defaultSort;
  if (!column) throw badRequest(fill(MESSAGES.request.cannotSort, { field: sort?.[0] ?? '' }));
  const direction = sort?.[1].toUpperCase() === 'DESC' ? desc : asc;
  const q = filter?.q?.trim();
  const where = q
    ? or(...searchable.map((c) => ilike(sql`${c}::text`, `%${q.replace(/[%_\\]/g, '\\$&')}%`)))
    : undefined;
  if (range && range[1] < range[0]) throw badRequest(fill(MESSAGES.request.invalidParameter, { name: 'range' }));
  return {
    where,
    orderBy: [direction(column)],
    limit: range ? range[1] - range[0] + 1 : undefined,
    offset: range?.[0] ?? 0,
  };
}

export const totalCount = sql<number>`count(*) over()`.mapWith(Number);

/**
 * A list query's tail (drizzle's `$dynamic()` query): the plan's order, then `tieBreak` so that pages never overlap
 * or skip a row, and the page's limit and offset.
 */
export function paged<T extends PgSelect>(query: T, plan: ListPlan, ...tieBreak: (PgColumn | SQL)[]): T {
  return query
    .orderBy(...plan.orderBy, ...tieBreak)
    .limit(plan.limit ?? Number.MAX_SAFE_INTEGER)
    .offset(plan.offset);
}

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
