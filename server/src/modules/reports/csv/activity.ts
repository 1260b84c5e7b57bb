/**
 * GET /report/csv/activity/{siteId}: what happened at a site over a period, from 06:00 of the start date to 06:00
 * of the end date on the company's clock (04:00 UTC in South Africa), as six CSVs. Read through the alert (events and answers), attendance (shifts, paired by
 * its rule), patrols (route_takens) and device modules; never from the locations.
 *
 * Any period is taken (a month for an auditor): the answer is the JSON object of the six CSV texts, written as it is
 * read, a batch of events or patrols at a time, so memory holds one batch and the site's shifts whatever the period
 * (docs/performance.md, 'Activity CSV').
 */
import { Readable } from 'node:stream';
import { type ActivityCsv, reportWindow } from '../../../../../contract/reports';
import { timeIn } from '../../../csv/cells';
import { type Cell, type Columns, csvPieces } from '../../../csv/csvText';
import type { Actor } from '../../../db/actor';
import type { Db } from '../../../db/client';
import { companyTimeZone } from '../../../time';
import { type SiteEvent, siteEventBatches } from '../../alert/siteEvents';
import { clockTimes } from '../../attendance/clockTimes';
import { siteRouteTakenBatches } from '../../patrols/siteRouteTakens';
import { requireSite } from '../../site/service';
import { ALERT_COLUMNS, alertRows } from './alertRows';
import { PATROL_COLUMNS, patrolRows } from './patrolRows';
import { SCAN_COLUMNS, SCAN_TYPES, scanRows } from './scanRows';
import { SHIFT_COLUMNS, shiftRows } from './shiftRows';
import { STATUS_COLUMNS, STATUS_TYPES, statusRows } from './statusRows';

type Range = { startDate: number; endDate: number };

/** How the answer reads: rows a batch at a time; `onRows` is told as each batch is made into rows (the benchmark). */
export interface Reading {
  batchSize?: number;
  onRows?: () => void;
}

/** One CSV of the answer: its rows a batch at a time. */
type Csv = () => AsyncIterable<string>;
const csv =
  <K extends string>(columns: Columns<K>, batches: () => AsyncIterable<readonly Record<K, Cell>[]>): Csv =>
  () =>
    csvPieces(columns, batches());

/**
 * The six CSVs of the site's period, as the JSON text of `ActivityCsv` in pieces. The site is checked before the
 * first piece (an unknown site is a 404, not a broken stream).
 */
export async function activityCsvStream(
  db: Db,
  actor: Actor,
  siteId: number,
  range: Range,
  /** Events or patrols read at a time (the benchmark also reads all at once, as an unstreamed answer would). */
  { batchSize = 1000, onRows }: Reading = {},
): Promise<Readable> {
  async function* mapped<T, R>(batches: AsyncIterable<T[]>, rows: (batch: T[]) => R[]): AsyncGenerator<R[]> {
    for await (const batch of batches) {
      onRows?.();
      yield rows(batch);
    }
  }
  const site = await requireSite(db, actor, siteId);
  const zone = await companyTimeZone(db, site.companyId);
  const time = timeIn(zone);
  const period = reportWindow(range.startDate, range.endDate, zone);
  const events = (types: readonly string[]) => siteEventBatches(db, site, types, period, batchSize);
  const alerts = (type: string) => () =>
    mapped(events([type]), (batch: SiteEvent[]) => alertRows(batch, site.name, time));
  const parts: Record<keyof ActivityCsv, Csv> = {
    panicAlertCsv: csv(ALERT_COLUMNS, alerts('panic')),
    routeTagScanCsv: csv(SCAN_COLUMNS, () => mapped(events(SCAN_TYPES), (batch) => scanRows(batch, time))),
    attendanceCsv: csv(SHIFT_COLUMNS, async function* () {
      // The attendance module pairs clocks over its own, longer range (to 22:00 of the end date): the period keeps
      // the shifts that begin in it, each paired as the attendance screen pairs it. A site's shifts are few (two
      // clocks each), so they are read whole.
      const shifts = (await clockTimes(db, actor, { siteId: site.id, ...range })).filter((shift) => {
        const first = shift.clockInTimeEpoch ?? shift.clockOutTimeEpoch ?? period.to;
        return first >= period.from && first < period.to;
      });
      yield shiftRows(shifts, time);
    }),
    pleaseCallMeCsv: csv(ALERT_COLUMNS, alerts('pleaseCallMe')),
    routeTakenCsv: csv(PATROL_COLUMNS, () =>
      mapped(siteRouteTakenBatches(db, site.id, period, batchSize), (batch) => patrolRows(batch, time)),
    ),
    deviceStatusCsv: csv(STATUS_COLUMNS, () => mapped(events(STATUS_TYPES), (batch) => statusRows(batch, time))),
  };
  async function* json() {
    let separator = '{';
    for (const [key, pieces] of Object.entries(parts)) {
      yield `${separator}${JSON.stringify(key)}:"`;
      // Each piece as a JSON string's inside: the pieces' escapes joined are the whole text's.
      for await (const piece of pieces()) yield JSON.stringify(piece).slice(1, -1);
      yield '"';
      separator = ',';
    }
    yield '}';
  }
  return Readable.from(json());
}
