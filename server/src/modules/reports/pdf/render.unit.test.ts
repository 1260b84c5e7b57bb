/**
 * The PDF as a reader sees it: its text read back with pdf.js. A site report opens with its company, site,
 * period and SLA verdict and prints every figure of its content; a monthly report adds the day table and chart;
 * an area report ranks its sites; a table running over pages repeats its header; empty sections say so.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pdfPages, pdfText } from '../../../test/pdfText';
import { areaReportFixture, FIXTURE_START, siteReportFixture, sumPatrols } from '../../../test/reportContent';
import type { SiteReportContent } from '../content';
import { renderAreaReport, renderSiteReport } from './render';

const squeeze = (text: string) => text.replace(/\s+/g, ' ');

// Rendering a month of figures takes seconds on a busy machine: the limit is a hang guard, not a timing.
const slow = { timeout: 60_000 };

describe('site report', slow, () => {
  it('prints the header, the verdict and every figure of a daily report', async () => {
    const content = siteReportFixture({ days: 1 });
    const pdf = await renderSiteReport(content);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = squeeze(await pdfText(pdf));
    expect(text).toContain('GUARDFORCE SECURITY SERVICES');
    expect(text).toContain('Site Patrol Report Sandton City Office Park');
    expect(text).toContain('Monday 2 Jun 2025, 06:00 to Tuesday 3 Jun 2025, 06:00');
    expect(text).toContain(content.sla.passed ? 'SLA MET' : 'SLA NOT MET');
    const { total } = content.patrols;
    expect(text).toContain(
      `Total ${total.planned} ${total.complete} (${total.completePercentage.toFixed(2)}%) ${total.incomplete} (${total.incompletePercentage.toFixed(2)}%) ${total.failed} (${total.failedPercentage.toFixed(2)}%) ${total.open}`,
    );
    for (const line of content.patrols.lines) expect(text).toContain(`${line.routeName} ${line.schedule}`);
    const { tags } = content;
    expect(text).toContain(
      `${tags.expected} ${tags.scanned} ${tags.expected - tags.scanned} ${tags.scannedPercentage.toFixed(2)}%`,
    );
    expect(text).toContain('Panic 2 2 1 min 35 s 6 min 52 s Thandi Mokoena (2)');
    expect(text).toContain('Device offline 1 0 – – –');
    expect(text).toContain('Zanele Sithole 2025-06-02 18:04 No Clock Out Found');
    expect(text).toContain('Basement Handset 1 0 Never');
    expect(text).not.toContain('Day by day');
    expect(text).toMatch(/Page 1 of \d/);
  });

  it("lists the day's incidents with their photos, printed small", async () => {
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c0392b' } })
      .jpeg()
      .toBuffer();
    const small = await sharp(photo).resize(480, 480, { fit: 'inside' }).jpeg({ quality: 70 }).toBuffer();
    const other = await sharp(small).negate().jpeg().toBuffer();
    const content: SiteReportContent = {
      ...siteReportFixture({ days: 1 }),
      incidents: [
        {
          sentAt: FIXTURE_START + 3_600,
          guard: 'Bongani Khumalo',
          category: 'Break-in or damage',
          severity: 'high',
          status: 'approved',
          text: 'Fence cut behind the loading dock',
          approvedBy: 'Sipho Dlamini',
          photos: [new Uint8Array(small), new Uint8Array(other)],
          missingPhotos: 1,
        },
      ],
    };
    const pdf = await renderSiteReport(content);
    const text = squeeze(await pdfText(pdf));
    expect(text).toContain('Incidents');
    expect(text).toContain('2025-06-02 07:00 · Break-in or damage · High');
    expect(text).toContain('Bongani Khumalo · Approved for the client by Sipho Dlamini');
    expect(text).toContain('Fence cut behind the loading dock');
    expect(text).toContain('1 photo(s) could not be read from the file store.');
    expect(pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length).toBe(2);
    const empty = squeeze(await pdfText(await renderSiteReport(siteReportFixture({ days: 1 }))));
    expect(empty).toContain('No incidents were reported in this period.');
  });

  it('adds the per-day table and chart to a monthly report, and sums attendance per employee', async () => {
    const content = siteReportFixture({ days: 30 });
    const text = squeeze(await pdfText(await renderSiteReport(content)));
    expect(text).toContain('30 SHIFT DAYS');
    expect(text).toContain('Tags scanned per shift day');
    expect(content.days).toHaveLength(30);
    for (const day of content.days)
      expect(text).toContain(`${day.day} ${day.planned} ${day.complete} ${day.tagsExpected} ${day.tagsScanned}`);
    expect(text).toContain('SLA threshold (90%)');
    expect(text).toContain('Attendance by employee');
    expect(text).not.toContain('No Clock Out Found');
  });

  it('says so when a section has nothing to show, and judges no SLA when nothing was expected', async () => {
    const full = siteReportFixture();
    const empty: SiteReportContent = {
      ...full,
      patrols: { lines: [], total: sumPatrols([]) },
      tags: { expected: 0, scanned: 0, late: 0, early: 0, scannedPercentage: 100 },
      alerts: [],
      attendance: [],
      devices: [],
    };
    const text = squeeze(await pdfText(await renderSiteReport(empty)));
    expect(text).toContain('NOTHING TO JUDGE');
    expect(text).not.toContain('SLA MET');
    expect(text).toContain('No patrols were planned in this period.');
    expect(text).toContain('No alerts were raised in this period.');
    expect(text).toContain('Nobody clocked in at this site in this period.');
    expect(text).toContain('No handset is registered at this site.');
  });

  it('prints times in South African time', async () => {
    const content = {
      ...siteReportFixture(),
      attendance: [{ employee: 'Late Shift', clockIn: FIXTURE_START + 20 * 3_600, clockOut: null }],
    };
    const text = squeeze(await pdfText(await renderSiteReport(content)));
    // 00:00 UTC on 3 June is 02:00 in South Africa.
    expect(text).toContain('Late Shift 2025-06-03 02:00 No Clock Out Found');
  });

  it('says where a clock was outside the site, or had no position', async () => {
    const content = {
      ...siteReportFixture(),
      attendance: [
        {
          employee: 'Far Away',
          clockIn: FIXTURE_START + 3_600,
          clockOut: FIXTURE_START + 9 * 3_600,
          clockInPlace: 'outside the site by 2003 m',
          clockOutPlace: 'no position',
        },
      ],
    };
    const text = squeeze(await pdfText(await renderSiteReport(content)));
    expect(text).toContain('Where');
    expect(text).toContain('outside the site by 2003 m / no position');
  });

  it('counts the clocks outside the site, and those with no position, per employee in a monthly report', async () => {
    const shift = (day: number, clockInPlace: string) => ({
      employee: 'Far Away',
      clockIn: FIXTURE_START + day * 86_400 + 3_600,
      clockOut: FIXTURE_START + day * 86_400 + 9 * 3_600,
      clockInPlace,
      clockOutPlace: '',
    });
    const content = {
      ...siteReportFixture({ days: 30 }),
      attendance: [
        shift(0, 'outside the site by 2003 m'),
        shift(1, ''),
        shift(2, 'outside the site by 60 m'),
        shift(3, 'no position'),
      ],
    };
    const text = squeeze(await pdfText(await renderSiteReport(content)));
    expect(text).toContain('Outside the site');
    expect(text).toContain('No position');
    expect(text).toMatch(/Far Away 4 32\.0 0 2 1 /);
  });
});

describe('area report', slow, () => {
  it('ranks its sites and sums them', async () => {
    const content = areaReportFixture();
    const text = squeeze(await pdfText(await renderAreaReport(content)));
    expect(text).toContain('Area Patrol Report Johannesburg North');
    for (const site of content.sites)
      expect(text).toContain(`${site.rank} ${site.siteName} ${site.tags.scanned} / ${site.tags.expected}`);
    expect(text).toContain(`${content.tags.scannedPercentage.toFixed(2)}% of expected tags scanned`);
  });

  it('repeats the header of a table that runs over pages, and never leaves a header without rows', async () => {
    const content = areaReportFixture({ siteCount: 60 });
    const pages = await pdfPages(await renderAreaReport(content));
    const ranked = pages.filter((page) => /\d+ (Sandton|Rosebank|Hyde|Melrose|Bryanston|Fourways)/.test(page));
    expect(ranked.length).toBeGreaterThan(1);
    for (const page of ranked) expect(page).toContain('Rank Site Tags scanned Scanned % SLA Patrols complete');
    for (const page of pages) {
      const header = page.indexOf('Rank Site Tags scanned');
      if (header >= 0) expect(page.slice(header)).toMatch(/Panics\s*\n?\s*\d+ \S/);
    }
    const text = squeeze(pages.join('\n'));
    for (const site of content.sites) expect(text).toContain(`${site.rank} ${site.siteName} `);
  });
});
