/**
 * The handset's answer to a scan says what the patrol engine judged as it stored it: on time, early or late by N
 * minutes against the open plan's estimate, not on a patrol, or an unknown tag; with the tag's and patrol's names.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
import { ev, minutes, openRoutePlan, type PatrolSite, pastMinute, patrolSite } from '../../test/live';

let t: TestContext;
let site: PatrolSite;
let start: Date;
beforeAll(async () => {
  t = await build();
  site = await patrolSite(t, api(t), { tagCount: 4 });
  start = pastMinute(3);
  // Estimates at minutes 0, 10, 20 and 30 of a 40-minute plan; the tolerance is 5 minutes.
  await openRoutePlan(site, t, start, 40);
});
afterAll(() => t.close());

const answers = async (events: unknown[]) => {
  const response = await site.handset.send(events);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results as Record<string, unknown>[];
};

describe("the answer to a handset's scan", () => {
  it('says on time, early or late by N minutes, with the tag and the patrol', async () => {
    const [a, b, c] = site.tags;
    const results = await answers([
      ev.scan(a.serialNumber, minutes(start, 3)),
      ev.scan(b.serialNumber, minutes(start, 4)),
      ev.scan(c.serialNumber, minutes(start, 27)),
    ]);
    expect(results.map((result) => [result.status, result.scan])).toEqual([
      ['accepted', { judged: 'onTime', minutes: 0, tagName: expect.any(String), routeName: expect.any(String) }],
      ['accepted', { judged: 'early', minutes: 6, tagName: expect.any(String), routeName: expect.any(String) }],
      ['accepted', { judged: 'late', minutes: 7, tagName: expect.any(String), routeName: expect.any(String) }],
    ]);
    const names = new Set(results.map((result) => (result.scan as { tagName: string }).tagName));
    expect(names.size).toBe(3);
  });

  it('says not on a patrol for a tag of the site no open plan holds now, and unknown tag for a strange serial', async () => {
    const [, , , d] = site.tags;
    const results = await answers([
      ev.scan(d.serialNumber, minutes(start, -120)),
      ev.scan(`UNKNOWN-${randomUUID().slice(0, 8)}`, minutes(start, 5)),
    ]);
    expect(results.map((result) => result.scan)).toEqual([
      { judged: 'notOnPatrol', minutes: 0, tagName: expect.any(String), routeName: null },
      { judged: 'unknownTag', minutes: 0, tagName: null, routeName: null },
    ]);
  });

  it('gives no judgement to a duplicate or to other events: the answer keeps its documented shape', async () => {
    const scan = ev.scan(site.tags[0].serialNumber, minutes(start, 2));
    const [first] = await answers([scan]);
    expect(first.scan).toMatchObject({ judged: 'onTime' });
    const results = await answers([scan, ev.pleaseCallMe()]);
    expect(results).toEqual([
      { eventGuid: scan.eventGuid, status: 'duplicate' },
      { eventGuid: expect.any(String), status: 'accepted' },
    ]);
  });
});
