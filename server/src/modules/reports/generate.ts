/**
 * Making a report: its content gathered from the modules that own the figures, printed as a PDF, stored, its
 * row written and its messages queued in one transaction. A report asked for by a user is printed first and
 * written after. A morning report writes its row first: the unique index makes a second instance's insert wait
 * for the first one's commit and then do nothing, so each site or area gets one report per day; a failure
 * rolls the row back and the next run tries again. A stored file whose row did not commit is removed. A morning site
 * report's e-mail carries the day's signed checkpoints of the site's record too, stored beside the PDF as JSON.
 */
import type { CheckpointsResult } from '../../../../contract/integrity';
import { REPORT_LINK_SECONDS } from '../../../../contract/reports';
import type { Db, Tx } from '../../db/client';
import { FILES_PREFIX, type FileStore } from '../../integrations/fileStore';
import { type Channel, enqueue } from '../../notify/outbox';
import type { Period } from '../../time';
import { nowSeconds } from '../../time';
import { areaReportContent, siteReportContent } from './gather';
import { signedReportUrl } from './links';
import { printReport } from './pdf/printer';
import { recipientsOf } from './recipients';
import { type CheckpointCopy, type ReportSummary, reportMessages } from './reportMessages';
import { insertReport, setReportFile, type Target } from './store';

export interface ReportContext {
  db: Db;
  files: FileStore;
  /** The console's address, for the links in messages. */
  publicUrl: string;
  secret: string;
}

interface Printed {
  pdf: Buffer;
  summary: ReportSummary;
  /** A site report's: the signed checkpoints of the site's chains made in the period, as the portal gives them. */
  signed?: CheckpointsResult;
}

/** The report's PDF and what its messages say; read inside the caller's transaction when it has one. */
async function print(db: Db | Tx, target: Target, period: Period, files?: FileStore): Promise<Printed> {
  if (target.kind === 'site') {
    const content = await siteReportContent(db as Db, target.id, period, files);
    const { company, site, sla, tags, patrols } = content;
    return {
      pdf: await printReport({ kind: 'site', content }),
      signed: content.signedCheckpoints,
      summary: {
        companyId: company.id,
        companyName: company.name,
        timeZone: company.timeZone,
        kind: 'site',
        name: site.name,
        period,
        sla,
        tags,
        patrols: patrols.total,
      },
    };
  }
  const content = await areaReportContent(db, target.id, period);
  const { company, area, sla, tags, patrols } = content;
  return {
    pdf: await printReport({ kind: 'area', content }),
    summary: {
      companyId: company.id,
      companyName: company.name,
      timeZone: company.timeZone,
      kind: 'area',
      name: area.name,
      period,
      sla,
      tags,
      patrols,
    },
  };
}

/** Saves the files, runs `work` with their `/files/<name>`, and removes them again when the work fails. */
async function withStored<T>(
  ctx: ReportContext,
  companyId: number,
  files: { content: Buffer; type: 'pdf' | 'json' }[],
  work: (fileUrls: string[]) => Promise<T>,
) {
  const fileUrls: string[] = [];
  try {
    for (const { content, type } of files) fileUrls.push(await ctx.files.save(content, type, companyId));
    return await work(fileUrls);
  } catch (error) {
    for (const url of fileUrls) await ctx.files.remove(url.slice(FILES_PREFIX.length), companyId).catch(() => false);
    throw error;
  }
}

/** Queues the report's messages to everyone who receives it; answers the channel of each. */
async function send(
  ctx: ReportContext,
  tx: Tx,
  target: Target,
  report: { id: number; fileUrl: string; checkpoints?: CheckpointCopy },
  summary: ReportSummary,
) {
  const recipients = await recipientsOf(tx, target);
  const link = signedReportUrl(ctx.publicUrl, ctx.secret, report.id, nowSeconds(), REPORT_LINK_SECONDS);
  await enqueue(tx, reportMessages(recipients, summary, { ...report, link }, ctx.publicUrl));
  return recipients.filter((recipient) => !recipient.refused).map((recipient) => recipient.channel);
}

/** A report a user asked for: answers its id and the channel of each message that went to the outbox. */
export async function requestReport(
  ctx: ReportContext,
  target: Target,
  period: Period,
  requestedBy: number,
): Promise<{ id: number; channels: Channel[] }> {
  const printed = await print(ctx.db, target, period, ctx.files);
  const { summary } = printed;
  return withStored(ctx, summary.companyId, [{ content: printed.pdf, type: 'pdf' }], ([fileUrl]) =>
    ctx.db.transaction(async (tx) => {
      const id = (await insertReport(tx, {
        companyId: summary.companyId,
        target,
        ...period,
        trigger: 'request',
        requestedBy,
        fileName: fileUrl.slice(FILES_PREFIX.length),
      })) as number;
      return { id, channels: await send(ctx, tx, target, { id, fileUrl }, summary) };
    }),
  );
}

/** The morning report of a site or area for one shift day; false when it was made already (here or elsewhere). */
export function morningReport(
  ctx: ReportContext,
  target: Target & { companyId: number },
  period: Period,
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const id = await insertReport(tx, { companyId: target.companyId, target, ...period, trigger: 'morning' });
    if (id === null) return false;
    const { pdf, signed, summary } = await print(tx, target, period, ctx.files);
    // The same JSON, field for field, as the portal downloads for these days (GET /api/v1/portal/checkpoints).
    const json = signed?.checkpoints.length
      ? [{ content: Buffer.from(JSON.stringify(signed, null, 2)), type: 'json' as const }]
      : [];
    await withStored(ctx, summary.companyId, [{ content: pdf, type: 'pdf' }, ...json], async ([fileUrl, jsonUrl]) => {
      await setReportFile(tx, id, fileUrl.slice(FILES_PREFIX.length));
      const checkpoints = signed && { count: signed.checkpoints.length, fileUrl: jsonUrl ?? null };
      await send(ctx, tx, target, { id, fileUrl, checkpoints }, summary);
    });
    return true;
  });
}
