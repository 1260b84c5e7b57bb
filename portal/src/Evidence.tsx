/**
 * The client's own copy of the evidence: the signed checkpoints of its sites of the last EVIDENCE_DAYS
 * (GET /api/v1/portal/checkpoints), counted on the page and downloaded as the JSON the server answered, public key
 * included, for the client to keep where the company cannot rewrite it.
 */
import { useEffect, useState } from 'react';
import type { CheckpointsResult } from '../../contract/integrity';
import { checkpoints } from './api';
import { TEXT } from './text';
import { todayIn, useZone } from './zone';

const EVIDENCE_DAYS = 7;

export function Evidence() {
  const zone = useZone();
  const [copy, setCopy] = useState<{ result?: CheckpointsResult; error?: string }>({});
  useEffect(() => {
    let live = true;
    const endDate = Math.floor(Date.now() / 1000);
    checkpoints(endDate - EVIDENCE_DAYS * 86_400, endDate).then(
      (result) => live && setCopy({ result }),
      (error: unknown) => live && setCopy({ error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, []);
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([JSON.stringify(copy.result, null, 2)], { type: 'application/json' }));
    link.download = `checkpoints-${todayIn(zone)}.json`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
  };
  return (
    <section className="card" aria-label={TEXT.evidence}>
      <h2>{TEXT.evidence}</h2>
      <p>{TEXT.evidenceHelp}</p>
      {copy.error ? (
        <p role="alert" className="refused">
          {copy.error}
        </p>
      ) : null}
      {copy.result ? (
        <>
          <p>{TEXT.evidenceCount(copy.result.checkpoints.length, EVIDENCE_DAYS)}</p>
          <button type="button" className="primary" onClick={download}>
            {TEXT.downloadCheckpoints}
          </button>
        </>
      ) : copy.error ? null : (
        <p>{TEXT.loading}</p>
      )}
    </section>
  );
}
