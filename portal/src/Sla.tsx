/**
 * The monthly SLA sheet (GET /api/v1/portal/sla): last month by default, any month begun; per site and for all the
 * client's sites, the patrols, compliance against the SLA, times to the first answer, the approved incidents and the
 * record's check, each as the server computed it; the current month marked provisional as the server says. 'Download
 * PDF' fetches the same sheet printed.
 */
import { useState } from 'react';
import type { PortalSla } from '../../contract/portal';
import { PORTAL_MESSAGES } from '../../contract/portalMessages';
import { slaPdf, slaSheet } from './api';
import { Refused, useLoaded } from './loading';
import { PdfButton } from './PdfButton';
import { TEXT, took } from './text';
import { monthsIn, useZone } from './zone';

type Figures = PortalSla['total'] & { siteName?: string };

const seconds = (value: number | null) => (value === null ? TEXT.none : took(value));

function Figure({ term, value }: { term: string; value: string | number }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function SlaFigures({ name, figures }: { name: string; figures: Figures }) {
  const { patrols, tags, sla, responses, incidents, record } = figures;
  return (
    <section className="card sla" aria-label={`${TEXT.sla}: ${name}`}>
      <h3 className="site-name">{name}</h3>
      <h4>{TEXT.patrols}</h4>
      <dl className="figures">
        <Figure term={TEXT.planned} value={patrols.planned} />
        <Figure term={TEXT.complete} value={patrols.complete} />
        <Figure term={TEXT.incomplete} value={patrols.incomplete} />
        <Figure term={TEXT.missed} value={patrols.failed} />
        <Figure term={TEXT.open} value={patrols.open} />
      </dl>
      <h4>{TEXT.compliance}</h4>
      {tags.expected === 0 ? (
        // Nothing was due: no percentage, and no verdict either way.
        <p className="compliance">{TEXT.nothingDue}</p>
      ) : (
        <>
          <p className="compliance">
            <strong>{tags.scannedPercentage}%</strong> · {TEXT.tagsScanned(tags.scanned, tags.expected)}
          </p>
          <p className={sla.passed ? 'verdict passed' : 'verdict failed'}>
            {sla.passed ? TEXT.slaPassed(sla.threshold) : TEXT.slaFailed(sla.threshold)}
          </p>
        </>
      )}
      <h4>{TEXT.responses}</h4>
      <dl className="figures">
        <Figure term={TEXT.median} value={seconds(responses.medianSeconds)} />
        <Figure term={TEXT.p95} value={seconds(responses.p95Seconds)} />
      </dl>
      <p>
        {TEXT.answeredOf(responses.answered, responses.alerts)} ·{' '}
        {TEXT.panics(responses.panics, seconds(responses.panicMedianSeconds))}
      </p>
      <h4>{TEXT.incidentsByCategory}</h4>
      {incidents.length ? (
        <ul>
          {incidents.map((line) => (
            <li key={line.category}>
              {line.category}: {line.count}
            </li>
          ))}
        </ul>
      ) : (
        <p>{TEXT.noIncidentsMonth}</p>
      )}
      <h4>{TEXT.record}</h4>
      <p className={record.intact ? 'verdict passed' : 'verdict failed'}>{record.text}</p>
      {'checkpoints' in record ? (
        <p className="seen">{TEXT.checkedEvents(record.checked, (record as { checkpoints: number }).checkpoints)}</p>
      ) : null}
    </section>
  );
}

function Download({ month }: { month: string }) {
  return (
    <PdfButton
      label={TEXT.downloadPdf}
      fileName={`sla-${month}.pdf`}
      fetchPdf={() => slaPdf(month)}
      failed={TEXT.pdfFailed}
    />
  );
}

export function MonthlySla() {
  const months = monthsIn(useZone());
  const [month, setMonth] = useState(months.lastMonth);
  const sheet = useLoaded(month, slaSheet);

  return (
    <section className="card" aria-label={TEXT.sla}>
      <h2>{TEXT.sla}</h2>
      <div className="toolbar">
        <label>
          {TEXT.month}{' '}
          <input
            type="month"
            value={month}
            max={months.thisMonth}
            onChange={(event) => event.target.value && setMonth(event.target.value)}
          />
        </label>
        {sheet.kind === 'shown' ? <Download month={month} /> : null}
      </div>
      {sheet.kind === 'loading' ? <p>{TEXT.slaLoading}</p> : null}
      <Refused message={sheet.kind === 'failed' ? sheet.message : null} />
      {sheet.kind === 'shown' ? (
        <>
          {sheet.value.provisional ? <p className="provisional">{PORTAL_MESSAGES.provisional}</p> : null}
          {sheet.value.sites.map((site) => (
            <SlaFigures key={site.siteId} name={site.siteName} figures={site} />
          ))}
          {sheet.value.sites.length > 1 ? <SlaFigures name={TEXT.allSites} figures={sheet.value.total} /> : null}
        </>
      ) : null}
    </section>
  );
}
