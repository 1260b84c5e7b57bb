/**
 * The client's own copy of the evidence: the signed checkpoints of its sites of the last EVIDENCE_DAYS
 * (GET /api/v1/portal/checkpoints), counted on the page and downloaded as the JSON the server answered, public key
 * included, for the client to keep where the company cannot rewrite it.
 */
import { checkpoints } from './api';
import { Refused, useLoaded } from './loading';
import { saveFile } from './saveFile';
import { TEXT } from './text';
import { todayIn, useZone } from './zone';

const EVIDENCE_DAYS = 7;

export function Evidence() {
  const zone = useZone();
  const copy = useLoaded(EVIDENCE_DAYS, (days) => {
    const endDate = Math.floor(Date.now() / 1000);
    return checkpoints(endDate - days * 86_400, endDate);
  });
  const result = copy.kind === 'shown' ? copy.value : null;
  const download = () =>
    saveFile(
      new Blob([JSON.stringify(result, null, 2)], { type: 'application/json' }),
      `checkpoints-${todayIn(zone)}.json`,
    );
  return (
    <section className="card" aria-label={TEXT.evidence}>
      <h2>{TEXT.evidence}</h2>
      <p>{TEXT.evidenceHelp}</p>
      <Refused message={copy.kind === 'failed' ? copy.message : null} />
      {result ? (
        <>
          <p>{TEXT.evidenceCount(result.checkpoints.length, EVIDENCE_DAYS)}</p>
          <button type="button" className="primary" onClick={download}>
            {TEXT.downloadCheckpoints}
          </button>
        </>
      ) : copy.kind === 'failed' ? null : (
        <p>{TEXT.loading}</p>
      )}
    </section>
  );
}
