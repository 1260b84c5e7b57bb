/**
 * House rule: one table, one writing module. Every table has an owner below; no other module inserts, updates or
 * deletes its rows (through drizzle or raw SQL), except the columns the table below gives another module by name.
 * Others write through the owner's exported functions. Outside the rule: tests and their fixtures
 * (`server/src/test`), and the demo loader (`server/src/db/demo`), which writes its seed rows directly.
 *
 * A module is the folder under `server/src/modules/`, or else the folder under `server/src/`
 * (`notify`, `http`, `integrations`…).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema';

interface Ownership {
  owner: string;
  /** Columns (drizzle's property names) another module updates, and nothing else of the table. */
  columns?: Record<string, string[]>;
}

const TABLE_OWNERS: Record<string, Ownership> = {
  companies: { owner: 'company', columns: { escalation: ['panicEscalation', 'pleaseCallEscalation'] } },
  areas: { owner: 'area' },
  sites: { owner: 'site' },
  site_contacts: { owner: 'site', columns: { telegram: ['telegramChatId', 'telegramLinkedAt'] } },
  employees: {
    owner: 'employee',
    columns: {
      twoFactor: ['twoFactor', 'twoFactorSecret', 'twoFactorPendingSecret', 'twoFactorRecovery', 'twoFactorLastStep'],
    },
  },
  devices: { owner: 'device', columns: { alert: ['outsideSince'] } },
  device_install_info: { owner: 'device' },
  device_locations: { owner: 'device' },
  device_activation_codes: { owner: 'device' },
  route_tags: { owner: 'routeTag' },
  routes: { owner: 'route' },
  tag_to_routes: { owner: 'route' },
  schedules: { owner: 'schedule' },
  schedule_plans: { owner: 'schedule' },
  schedule_plan_tags: { owner: 'schedule' },
  route_takens: { owner: 'patrols' },
  events: { owner: 'alert' },
  alert_responses: { owner: 'alert' },
  chat_messages: { owner: 'chat' },
  chat_reads: { owner: 'chat' },
  attendance: { owner: 'attendance' },
  tag_enrollments: { owner: 'enrollment' },
  incidents: { owner: 'incident' },
  clients: { owner: 'client' },
  client_links: { owner: 'client' },
  client_sessions: { owner: 'client' },
  reports: { owner: 'reports' },
  password_reset_codes: { owner: 'auth' },
  notification_outbox: { owner: 'notify' },
  rate_limits: { owner: 'http' },
  signing_keys: { owner: 'http' },
  stored_files: { owner: 'integrations' },
  // Written by the database's own triggers (db/migrations), from the actor each write names (db/actor.ts).
  audit_log: { owner: 'db' },
  telegram_links: { owner: 'telegram' },
  telegram_updates: { owner: 'telegram' },
  escalation_steps: { owner: 'escalation' },
  chain_checkpoints: { owner: 'integrity' },
  // Written by its migration alone (0034).
  sealing_began: { owner: 'integrity' },
  event_seals: { owner: 'alert' },
};

const SERVER = join(import.meta.dirname, '..');
const OUTSIDE_THE_RULE = ['test', join('db', 'demo')];

interface Write {
  table: string;
  kind: 'insert' | 'update' | 'delete';
  /** The keys of `.set({…})` after an update through drizzle; null when not an object literal, or raw SQL. */
  columns: string[] | null;
  line: number;
}

const tableOf = new Map<string, string>();
for (const [name, value] of Object.entries(schema)) if (is(value, PgTable)) tableOf.set(name, getTableName(value));
const sqlNames = new Set(tableOf.values());

/** The text of the balanced (…) or {…} that opens at `start`. */
function balanced(text: string, start: number): string {
  const open = text[start];
  const close = open === '(' ? ')' : '}';
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text[i] === open) depth++;
    else if (text[i] === close && --depth === 0) return text.slice(start + 1, i);
  }
  return text.slice(start + 1);
}

/** The top-level keys of an object literal's body (`a: 1, b, c: f(x, y)` → a, b, c). */
function keysOf(body: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < body.length; i++) {
    if ('([{'.includes(body[i])) depth++;
    else if (')]}'.includes(body[i])) depth--;
    else if (body[i] === ',' && depth === 0) {
      parts.push(body.slice(from, i));
      from = i + 1;
    }
  }
  parts.push(body.slice(from));
  return parts.map((part) => part.trim().split(':')[0].trim()).filter(Boolean);
}

/** The table writes in a source file's text. */
function writesIn(text: string): Write[] {
  const lineAt = (index: number) => text.slice(0, index).split('\n').length;
  const aliases = new Map(tableOf);
  for (const [, local, name] of text.matchAll(/const (\w+) = (?:schema\.)?(\w+);/g))
    if (tableOf.has(name)) aliases.set(local, tableOf.get(name) as string);
  const writes: Write[] = [];
  for (const match of text.matchAll(/\.(insert|update|delete)\(\s*(?:schema\.)?(\w+)\s*\)/g)) {
    const table = aliases.get(match[2]);
    if (!table) continue;
    const kind = match[1] as Write['kind'];
    let columns: string[] | null = null;
    const after = text.slice(match.index + match[0].length);
    const set = /^\s*\.set\(\s*\{/.exec(after);
    if (kind === 'update' && set) {
      const at = match.index + match[0].length + set[0].length - 1;
      columns = keysOf(balanced(text, at));
    }
    writes.push({ table, kind, columns, line: lineAt(match.index) });
  }
  const raw = /\b(insert\s+into|update|delete\s+from)\s+"?([a-z_]+)"?[\s(]/gi;
  for (const match of text.matchAll(raw)) {
    const table = match[2].toLowerCase();
    if (!sqlNames.has(table)) continue;
    if (/^update/i.test(match[1]) && !/^\s*set\b/i.test(text.slice(match.index + match[0].length - 1))) continue;
    const kind = match[1].toLowerCase().split(/\s+/)[0] as Write['kind'];
    writes.push({ table, kind, columns: null, line: lineAt(match.index) });
  }
  return writes;
}

/** Why a module's write breaks the rule, or null when it keeps it. */
function breach(module: string, write: Write): string | null {
  const ownership = TABLE_OWNERS[write.table];
  if (!ownership) return `${write.table} has no owner in TABLE_OWNERS`;
  if (ownership.owner === module) return null;
  const granted = ownership.columns?.[module];
  if (!granted) return `${write.kind} on ${write.table}, owned by ${ownership.owner}`;
  if (write.kind !== 'update' || !write.columns)
    return `${write.kind} on ${write.table}: ${module} may only update its columns (${granted.join(', ')}) by name`;
  const others = write.columns.filter((column) => !granted.includes(column));
  return others.length ? `update of ${write.table}.${others.join(', ')}, owned by ${ownership.owner}` : null;
}

function moduleOf(file: string): string {
  const parts = relative(SERVER, file).split(sep);
  return parts[0] === 'modules' ? parts[1] : parts[0];
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return OUTSIDE_THE_RULE.includes(relative(SERVER, path)) ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('table owners', () => {
  it('names an owner for every table of the schema', () => {
    expect([...sqlNames].filter((table) => !TABLE_OWNERS[table])).toEqual([]);
    expect(Object.keys(TABLE_OWNERS).filter((table) => !sqlNames.has(table))).toEqual([]);
  });

  it('finds writes through drizzle, an alias and raw SQL, and the columns an update sets', () => {
    const source = `
      const o = notificationOutbox;
      await tx.update(companies).set({ panicEscalation: input.panic, name: sql\`x\` }).where(eq(companies.id, 1));
      await db.delete(o).where(waiting);
      await db
        .insert(siteContacts)
        .values(rows);
      sql\`update devices set last_seen_at = now()\`;
      sql\`insert into events (event_guid) values (1)\`;
      handling.delete(guid);
    `;
    expect(writesIn(source).map(({ table, kind, columns }) => [table, kind, columns])).toEqual([
      ['companies', 'update', ['panicEscalation', 'name']],
      ['notification_outbox', 'delete', null],
      ['site_contacts', 'insert', null],
      ['devices', 'update', null],
      ['events', 'insert', null],
    ]);
  });

  it('refuses a write by a module that does not own the table, or columns it was not given', () => {
    const update = (columns: string[] | null) => ({ table: 'companies', kind: 'update' as const, columns, line: 1 });
    expect(breach('company', update(['name']))).toBeNull();
    expect(breach('escalation', update(['panicEscalation']))).toBeNull();
    expect(breach('escalation', update(['panicEscalation', 'name']))).toMatch(/companies\.name/);
    expect(breach('escalation', update(null))).toMatch(/by name/);
    expect(breach('site', update(['name']))).toMatch(/owned by company/);
  });

  it('holds in the server: each module writes only the tables (and columns) it owns', () => {
    const breaches = sourceFiles(SERVER).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return writesIn(text).flatMap((write) => {
        const why = breach(moduleOf(file), write);
        return why ? [`${relative(SERVER, file)}:${write.line}: ${why}`] : [];
      });
    });
    expect(breaches).toEqual([]);
  });
});
