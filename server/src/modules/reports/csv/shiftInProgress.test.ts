/**
 * The shift in progress can be exported: start date = the shift's date, end date = the next date gives the
 * activity CSV with the rows up to now; a later end date gives the same rows (nothing has happened there yet).
 */
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shiftDateAt } from '../../../../../contract/reports';
import { type Api, api } from '../../../test/fixtures';
import { build, type TestContext } from '../../../test/helper';
import { ev, type PatrolSite, patrolSite, sendAll } from '../../../test/live';

const DAY = 86_400;
let t: TestContext;
let call: Api;
let site: PatrolSite;
beforeAll(async () => {
  t = await build();
  call = api(t);
  site = await patrolSite(t, call, { tagCount: 1 });
});
afterAll(() => t.close());

const activity = (startDate: number, endDate: number) =>
  call.get('admin', `/api/v1/report/csv/activity/${site.siteId}?startDate=${startDate}&endDate=${endDate}`);

describe("the activity CSV of today's shift", () => {
  it('answers the shift in progress with its rows up to now', async () => {
    const panic = ev.panic();
    await sendAll(site.handset, [panic]);
    const shiftDate = shiftDateAt(Date.now() / 1000);
    const response = await activity(shiftDate, shiftDate + DAY);
    expect(response.statusCode, response.body).toBe(200);
    const rows = Papa.parse<string[]>(response.json().panicAlertCsv.trim()).data;
    expect(rows).toHaveLength(2);
  });

  it('takes an end date after the next date, with the same rows up to now', async () => {
    const shiftDate = shiftDateAt(Date.now() / 1000);
    const response = await activity(shiftDate, shiftDate + 7 * DAY);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual((await activity(shiftDate, shiftDate + DAY)).json());
  });
});
