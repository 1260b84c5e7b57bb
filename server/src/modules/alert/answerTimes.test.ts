/**
 * Answer times are the server's: a respondedAt in the body is accepted for the spec's shape and never used
 * for a figure, and answers stored when the client's time was taken are corrected by migration 0013.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, api, rows } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
import { epoch, ev, type Handset, registerHandset, sendAll } from '../../test/live';
import { createSite } from '../../test/siteArea';

let t: TestContext;
let call: Api;
let handset: Handset;
beforeAll(async () => {
  t = await build();
  call = api(t);
  const siteId = await createSite(call, 'admin', { name: 'Answer Times Site' });
  handset = await registerHandset(t, call, siteId, await call.token('guard'));
});
afterAll(() => t.close());

const YEAR = 365 * 86_400;
const answer = (guid: string, respondedAt: number) =>
  call.post('controller', '/api/v1/alarmAlert/respond', {
    message: 'Sent the response vehicle.',
    respondedAt,
    respondedToType: 'panic',
    respondedToGuid: guid,
    topic: 'critical-qa',
  });
const stored = async (guid: string) => {
  const [row] = await rows<{ at: number; took: number }>(
    t,
    sql`select floor(extract(epoch from responded_at))::int as at, response_seconds as took
        from alert_responses where responded_to_guid = ${guid}`,
  );
  return row;
};

describe('POST /alarmAlert/respond', () => {
  it('stamps the time the server takes the answer: a respondedAt a year before the alert changes no figure', async () => {
    const panic = ev.panic(new Date(Date.now() - 3600_000));
    await sendAll(handset, [panic]);
    const before = epoch(new Date());
    const response = await answer(panic.eventGuid, panic.sentAt - YEAR);
    const after = epoch(new Date()) + 1;
    expect(response.statusCode).toBe(200);
    const { respondedAt, secondsToAnswer } = response.json();
    expect(respondedAt).toBeGreaterThanOrEqual(before);
    expect(respondedAt).toBeLessThanOrEqual(after);
    expect(secondsToAnswer).toBe(respondedAt - panic.sentAt);
    expect(secondsToAnswer).toBeGreaterThanOrEqual(3600);
    expect(await stored(panic.eventGuid)).toEqual({ at: respondedAt, took: respondedAt - panic.sentAt });
    const history = await call.get(
      'controller',
      `/api/v1/alarmAlert/history?startDate=${panic.sentAt - 60}&endDate=${panic.sentAt + 60}`,
    );
    const row = history.json().data.find((one: { eventGuid: string }) => one.eventGuid === panic.eventGuid);
    expect(row.responseSeconds).toBe(respondedAt - panic.sentAt);
  });
});

describe('migration 0013', () => {
  it('gives an answer claimed before its alert the time the server stored it, and leaves the others', async () => {
    const claimed = ev.panic(new Date(Date.now() - 3600_000));
    const honest = ev.panic(new Date(Date.now() - 1800_000));
    await sendAll(handset, [claimed, honest]);
    for (const panic of [claimed, honest]) expect((await answer(panic.eventGuid, panic.sentAt)).statusCode).toBe(200);
    const storedAt = (await stored(claimed.eventGuid)).at;
    // As the client's time was once kept: a year before the alert, answered in 0 s.
    await t.database.db.execute(sql`update alert_responses
      set responded_at = to_timestamp(${claimed.sentAt - YEAR}), response_seconds = 0
      where responded_to_guid = ${claimed.eventGuid}`);
    const honestBefore = await stored(honest.eventGuid);
    const migration = new URL('../../db/migrations/0013_answer_times.sql', import.meta.url);
    await t.database.db.execute(sql.raw(readFileSync(migration, 'utf8')));
    expect(await stored(claimed.eventGuid)).toEqual({ at: storedAt, took: storedAt - claimed.sentAt });
    expect(await stored(honest.eventGuid)).toEqual(honestBefore);
  });
});
