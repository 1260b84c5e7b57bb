/**
 * GET /api/v1/report/file/{id}: the PDF, to a signed-in console user of the report's company (x-access-token;
 * a sys-admin: any company's), or to anyone holding a signed link that has not expired. Never to a guess: a
 * wrong signature and another company's report are the same 404 as a report that does not exist; a link past
 * its expiry is 410. Served inline with the report's title as its name, never kept by a shared cache, and
 * framable by the console only (its report cards embed a preview).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONSOLE_ROLES, TOKEN_HEADER } from '../../../../contract/constants';
import { MESSAGES } from '../../../../contract/messages';
import { forbidden, HttpError, notFound, unauthorized } from '../../http/errors';
import type { TokenService } from '../../http/token';
import type { FileStore } from '../../integrations/fileStore';
import { authenticate } from '../../plugins/auth';
import { companyTimeZone, nowSeconds } from '../../time';
import { checkReportLink } from './links';
import { findReport, type StoredReport } from './store';
import { inlineDisposition, reportTitle } from './title';

export interface FileQuery {
  expires?: number;
  signature?: string;
}

const missing = () => notFound(MESSAGES.report.notFound);

async function bySession(app: FastifyInstance, tokens: TokenService, token: string, id: number) {
  const actor = await authenticate(app, tokens, token);
  if (!(CONSOLE_ROLES as readonly string[]).includes(actor.role)) throw forbidden(MESSAGES.auth.consoleOnly);
  const report = await findReport(app.db, id);
  if (!report || (actor.role !== 'SYS_ADMIN' && report.companyId !== actor.companyId)) throw missing();
  return report;
}

async function byLink(app: FastifyInstance, secret: string, id: number, query: FileQuery) {
  if (query.expires === undefined || !query.signature) throw unauthorized(MESSAGES.auth.missingToken);
  const check = checkReportLink(secret, id, query.expires, query.signature, nowSeconds());
  if (check === 'invalid') throw missing();
  if (check === 'expired') throw new HttpError(410, MESSAGES.report.linkExpired);
  const report = await findReport(app.db, id);
  if (!report) throw missing();
  return report;
}

/** The PDF as served to a reader: inline, named after its title, never kept by a shared cache (the portal's too). */
export function sendReportPdf(reply: FastifyReply, report: StoredReport, content: Buffer, zone: string) {
  const kind = report.siteId === null ? 'area' : 'site';
  const csp = String(reply.getHeader('content-security-policy') ?? '');
  return reply
    .type('application/pdf')
    .header(
      'content-disposition',
      inlineDisposition(reportTitle(kind, report.name, { from: report.startDate, to: report.endDate }, zone)),
    )
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header('x-frame-options', 'SAMEORIGIN')
    .header('content-security-policy', csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"))
    .send(content);
}

export interface FileRequest {
  id: number;
  query: FileQuery;
  /** The x-access-token header, when the caller sent one. */
  token: string | undefined;
}

export async function serveReportFile(
  app: FastifyInstance,
  options: { files: FileStore; secret: string; tokens: TokenService },
  { id, query, token }: FileRequest,
  reply: FastifyReply,
) {
  const report = token ? await bySession(app, options.tokens, token, id) : await byLink(app, options.secret, id, query);
  const file = report.fileName ? await options.files.find(report.fileName, report.companyId) : null;
  if (!file) throw missing();
  return sendReportPdf(reply, report, file.content, await companyTimeZone(app.db, report.companyId));
}

/** The session token of a call, if any. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers[TOKEN_HEADER];
  return Array.isArray(header) ? header[0] : header;
}
