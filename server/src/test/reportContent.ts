/**
 * Report content made by hand, for the PDF's tests and for looking at the document: a site (or an area of
 * sites) with routes, schedules, alerts, attendance and handsets over one day or a month. Deterministic.
 */
import { percentage } from '../../../contract/dashboard';
import type { AlertLine } from '../modules/alert/figures';
import type {
  AreaReportContent,
  AreaSiteLine,
  DayLine,
  PatrolLine,
  SiteReportContent,
  TagFigures,
} from '../modules/reports/content';

const DAY = 86_400;
/** 04:00 UTC, 2 June 2025 (06:00 in South Africa). */
export const FIXTURE_START = Date.UTC(2025, 5, 2, 4) / 1000;

/** A small deterministic number source, so the fixture reads the same on every run. */
function numbers(seed: number) {
  let state = seed;
  return (max: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % (max + 1);
  };
}

export function patrolLine(
  routeName: string,
  schedule: string,
  counts: Omit<PatrolLine, 'routeName' | 'schedule' | `${string}Percentage`>,
): PatrolLine {
  const closed = counts.planned - counts.open;
  return {
    routeName,
    schedule,
    ...counts,
    completePercentage: percentage(counts.complete, closed),
    incompletePercentage: closed ? percentage(counts.incomplete, closed) : 0,
    failedPercentage: closed ? percentage(counts.failed, closed) : 0,
  };
}

export function sumPatrols(lines: PatrolLine[], routeName = 'Total'): PatrolLine {
  const sum = (key: 'planned' | 'complete' | 'incomplete' | 'failed' | 'open' | 'provisional') =>
    lines.reduce((total, line) => total + line[key], 0);
  return patrolLine(routeName, '', {
    planned: sum('planned'),
    complete: sum('complete'),
    incomplete: sum('incomplete'),
    failed: sum('failed'),
    open: sum('open'),
    provisional: sum('provisional'),
  });
}

const tagFigures = (expected: number, scanned: number, late: number, early: number): TagFigures => ({
  expected,
  scanned,
  late,
  early,
  scannedPercentage: percentage(scanned, expected),
});

const ROUTES: [string, string, number][] = [
  ['Perimeter fence', 'every 60 min, 18:00–06:00 Mon–Sun', 12],
  ['Perimeter fence', 'every 120 min, 06:00–18:00 Mon–Fri', 6],
  ['Basement parking', 'every 30 min, 19:00–05:00 Mon–Sun', 20],
  ['Loading bay and generator room', 'every 90 min, 06:00–18:00 Sat–Sun', 8],
  ['Roof and plant rooms', 'every 240 min, 00:00–23:59 Mon–Sun', 6],
];

function dayLines(days: number, random: (max: number) => number): DayLine[] {
  if (days <= 1) return [];
  return Array.from({ length: days }, (_, index) => {
    const day = new Date((FIXTURE_START + index * DAY + 2 * 3_600) * 1000).toISOString().slice(0, 10);
    // The last day had no patrols planned (the site was closed): nothing to judge.
    if (index === days - 1)
      return { day, planned: 0, complete: 0, tagsExpected: 0, tagsScanned: 0, scannedPercentage: 100 };
    const planned = 52;
    const complete = planned - random(9);
    const tagsExpected = 410;
    const tagsScanned = tagsExpected - random(index % 7 === 3 ? 90 : 30);
    return {
      day,
      planned,
      complete,
      tagsExpected,
      tagsScanned,
      scannedPercentage: percentage(tagsScanned, tagsExpected),
    };
  });
}

const alertLines = (scale: number): AlertLine[] => [
  {
    type: 'panic',
    count: 2 * scale,
    answered: 2 * scale,
    medianResponseSeconds: 95,
    slowestResponseSeconds: 412,
    answeredBy: ['Thandi Mokoena (2)'],
  },
  {
    type: 'pleaseCallMe',
    count: 3 * scale,
    answered: 3 * scale - 1,
    medianResponseSeconds: 240,
    slowestResponseSeconds: 1_310,
    answeredBy: ['Sipho Ndlovu (1)', 'Thandi Mokoena (1)'],
  },
  {
    type: 'patrolEnded',
    count: 4 * scale,
    answered: 4 * scale,
    medianResponseSeconds: 610,
    slowestResponseSeconds: 4_020,
    answeredBy: ['Johan van der Merwe (3)', 'Sipho Ndlovu (1)'],
  },
  {
    type: 'deviceOffline',
    count: scale,
    answered: 0,
    medianResponseSeconds: null,
    slowestResponseSeconds: null,
    answeredBy: [],
  },
  {
    type: 'deviceBatteryLow',
    count: 1,
    answered: 1,
    medianResponseSeconds: 33,
    slowestResponseSeconds: 33,
    answeredBy: ['Thandi Mokoena (1)'],
  },
  {
    type: 'boundaryExit',
    count: 0,
    answered: 0,
    medianResponseSeconds: null,
    slowestResponseSeconds: null,
    answeredBy: [],
  },
];

const GUARDS = ['Bongani Khumalo', 'Lerato Dlamini', 'Pieter Botha', 'Nomsa Mahlangu', 'Ahmed Patel', 'Zanele Sithole'];

export function siteReportFixture({ days = 1, seed = 7 }: { days?: number; seed?: number } = {}): SiteReportContent {
  const random = numbers(seed);
  const lines = ROUTES.map(([route, schedule, perDay]) => {
    const planned = perDay * days;
    const failed = random(Math.ceil(planned / 10));
    const incomplete = random(Math.ceil(planned / 6));
    const open = days > 1 ? 0 : random(1);
    return patrolLine(route, schedule, {
      planned,
      complete: planned - failed - incomplete - open,
      incomplete,
      failed,
      open,
      provisional: 0,
    });
  });
  const expected = lines.reduce((sum, line) => sum + line.planned, 0) * 8;
  const scanned = expected - random(Math.ceil(expected / 12));
  const tags = tagFigures(expected, scanned, random(Math.ceil(scanned / 15)), random(Math.ceil(scanned / 25)));
  const shifts = Math.min(days, 31) * 2;
  return {
    company: { id: 1, name: 'GuardForce Security Services', timeZone: 'Africa/Johannesburg' },
    site: { id: 11, name: 'Sandton City Office Park', address: '83 Rivonia Road, Sandhurst, Sandton, 2196' },
    period: { from: FIXTURE_START, to: FIXTURE_START + days * DAY },
    patrols: { lines, total: sumPatrols(lines) },
    tags,
    sla: { threshold: 90, percentage: tags.scannedPercentage, passed: tags.scannedPercentage > 90 },
    alerts: alertLines(Math.max(1, Math.round(days / 3))),
    attendance: Array.from({ length: shifts * 3 }, (_, index) => {
      const clockIn = FIXTURE_START + Math.floor(index / 6) * DAY + (index % 2 ? 12 : 0) * 3_600 + random(900);
      return {
        employee: GUARDS[index % GUARDS.length],
        clockIn,
        clockOut: index % 11 === 5 ? null : clockIn + 12 * 3_600 - random(1_800),
      };
    }),
    devices: [
      {
        deviceName: 'Sandton Handset 1',
        offlineCount: 0,
        lowBatteryCount: 0,
        lastSeen: FIXTURE_START + days * DAY - 40,
      },
      {
        deviceName: 'Sandton Handset 2',
        offlineCount: 2,
        lowBatteryCount: 1,
        lastSeen: FIXTURE_START + days * DAY - 7_300,
      },
      { deviceName: 'Basement Handset', offlineCount: 1, lowBatteryCount: 0, lastSeen: null },
    ],
    incidents: [],
    days: dayLines(days, random),
    integrity: {
      checked: 1_250 * days,
      intact: true,
      clockOff: 0,
      firstBroken: null,
      gaps: 0,
      checkpoints: 24 * days,
      lastCheckpointAt: FIXTURE_START + days * DAY,
      findingCount: 0,
      findings: [],
    },
    // The PDF prints the last checkpoint of each handset (none here); the full copy goes with the e-mail.
    signedCheckpoints: { publicKey: '', keyId: '', signedText: '', checkpoints: [] },
  };
}

const AREA_SITES = [
  'Sandton City Office Park',
  'Rosebank Mall Parking',
  'Hyde Park Corner',
  'Melrose Arch Block C',
  'Bryanston Country Club',
  'Fourways Crossing',
];

const siteName = (index: number) =>
  index < AREA_SITES.length
    ? AREA_SITES[index]
    : `${AREA_SITES[index % AREA_SITES.length]} ${Math.floor(index / AREA_SITES.length) + 1}`;

export function areaReportFixture({
  days = 1,
  seed = 3,
  siteCount = AREA_SITES.length,
}: {
  days?: number;
  seed?: number;
  siteCount?: number;
} = {}): AreaReportContent {
  const sites = Array.from({ length: siteCount }, (_, index) => siteReportFixture({ days, seed: seed + index * 13 }))
    .map((site, index) => ({ ...site, site: { ...site.site, id: 20 + index, name: siteName(index) } }))
    .sort((a, b) => b.tags.scannedPercentage - a.tags.scannedPercentage);
  const lines: AreaSiteLine[] = sites.map((site, index) => ({
    rank: index + 1,
    siteId: site.site.id,
    siteName: site.site.name,
    patrols: site.patrols.total,
    tags: site.tags,
    sla: site.sla,
    panicAlerts: site.alerts.find((line) => line.type === 'panic')?.count ?? 0,
  }));
  const sum = (pick: (tags: TagFigures) => number) => sites.reduce((total, site) => total + pick(site.tags), 0);
  const tags = tagFigures(
    sum((t) => t.expected),
    sum((t) => t.scanned),
    sum((t) => t.late),
    sum((t) => t.early),
  );
  return {
    company: { id: 1, name: 'GuardForce Security Services', timeZone: 'Africa/Johannesburg' },
    area: { id: 4, name: 'Johannesburg North' },
    period: { from: FIXTURE_START, to: FIXTURE_START + days * DAY },
    sites: lines,
    patrols: sumPatrols(sites.map((site) => site.patrols.total)),
    tags,
    sla: { threshold: 90, percentage: tags.scannedPercentage, passed: tags.scannedPercentage > 90 },
    alerts: alertLines(Math.max(2, days)),
    days: sites[0].days,
  };
}
