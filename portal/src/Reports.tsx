/**
 * The site reports (GET /api/v1/portal/reports): the stored PDFs of the client's sites, newest first, a page at a time,
 * each with what the outbox says of its e-mails ('E-mailed to N' only when sent) and its PDF downloaded with the session
 * (GET /api/v1/portal/reports/{id}/file).
 */
import { useState } from 'react';
import type { PortalReport, PortalReports } from '../../contract/portalReports';
import { call, send } from './api';
import { Refused, useLoaded } from './loading';
import { PdfButton } from './PdfButton';
import { TEXT } from './text';
import { useZone, whenIn } from './zone';

const T = TEXT.reports;

/** A page of the server's default size, newest first. */
const reportsPage = (page: number) =>
  call<PortalReports>(`reports?${new URLSearchParams({ page: String(page) })}`).then((answer) => answer.body);

function emailed({ sent, waiting }: PortalReport['emailed']) {
  if (sent) return T.emailed(sent, waiting);
  return waiting ? T.waiting(waiting) : T.notEmailed;
}

function Download({ report }: { report: PortalReport }) {
  return (
    <PdfButton
      label={T.download}
      fileName={`${report.name} report ${new Date(report.startDate * 1000).toISOString().slice(0, 10)}.pdf`}
      fetchPdf={() => send(`reports/${report.id}/file`).then((r) => r.blob())}
      failed={T.failed}
    />
  );
}

function ReportItem({ report }: { report: PortalReport }) {
  const zone = useZone();
  const when = (epochSeconds: number) => whenIn(epochSeconds, zone);
  return (
    <li>
      <strong>{report.kind === 'area' ? T.area(report.name) : report.name}</strong> ·{' '}
      {report.trigger === 'morning' ? T.daily : T.requested}
      <p>{T.period(when(report.startDate), when(report.endDate))}</p>
      <p className="seen">
        {emailed(report.emailed)} · {T.made(when(report.createdAt))}
      </p>
      <Download report={report} />
    </li>
  );
}

export function Reports() {
  const [page, setPage] = useState(1);
  const state = useLoaded(page, reportsPage);
  const list = state.kind === 'shown' ? state.value : null;
  const first = list ? (list.page - 1) * list.limit + 1 : 0;
  const last = list ? first + list.reports.length - 1 : 0;
  return (
    <section className="card" aria-label={T.title}>
      <h2>{T.title}</h2>
      <p>{T.help}</p>
      {state.kind === 'loading' ? <p>{TEXT.loading}</p> : null}
      <Refused message={state.kind === 'failed' ? state.message : null} />
      {list && !list.reports.length ? <p>{T.none}</p> : null}
      {list?.reports.length ? (
        <>
          <ul className="items reports">
            {list.reports.map((report) => (
              <ReportItem key={report.id} report={report} />
            ))}
          </ul>
          {list.total > list.limit ? (
            <div className="toolbar">
              <button type="button" disabled={page === 1} onClick={() => setPage(page - 1)}>
                {T.newer}
              </button>
              <span>{T.showing(first, last, list.total)}</span>
              <button type="button" disabled={last >= list.total} onClick={() => setPage(page + 1)}>
                {T.older}
              </button>
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
