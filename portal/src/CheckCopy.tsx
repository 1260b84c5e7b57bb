/**
 * 'Check a copy you kept': the client picks a checkpoints file it downloaded (Evidence.tsx) and the server checks the
 * record of its sites against it (POST /api/v1/portal/checkpoints/check). The file goes as it is: a file that is not
 * the copy is refused by the server in words, shown here. The answer per handset, in the server's words.
 */
import { type ChangeEvent, useState } from 'react';
import type { PortalCopyResult } from '../../contract/portalCopy';
import { checkCopy } from './api';
import { errorText, Refused } from './loading';
import { TEXT } from './text';
import { useZone, whenIn } from './zone';

type State =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'answered'; result: PortalCopyResult }
  | { kind: 'failed'; message: string };

function Answer({ result }: { result: PortalCopyResult }) {
  const zone = useZone();
  return (
    <div role="status" aria-label={TEXT.checkCopy}>
      <p className={result.intact ? 'verdict passed' : 'verdict failed'}>{result.text}</p>
      <ul className="items">
        {result.devices.map((device) => (
          <li key={device.deviceId}>
            <strong>
              {TEXT.copyDevice(
                device.deviceName ?? String(device.deviceId),
                device.checkpoints,
                whenIn(device.lastCheckpointAt, zone),
              )}
            </strong>
            <p className={device.intact ? 'verdict passed' : 'verdict failed'}>{device.text}</p>
          </li>
        ))}
      </ul>
      {result.others.length ? <p className="seen">{TEXT.copyOthers(result.others.length)}</p> : null}
    </div>
  );
}

export function CheckCopy() {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setState({ kind: 'checking' });
    try {
      setState({ kind: 'answered', result: await checkCopy(await file.text()) });
    } catch (error) {
      setState({ kind: 'failed', message: errorText(error) });
    }
  };
  return (
    <section className="card" aria-label={TEXT.checkCopy}>
      <h2>{TEXT.checkCopy}</h2>
      <p>{TEXT.checkCopyHelp}</p>
      <label>
        {TEXT.copyFile}{' '}
        <input type="file" accept="application/json,.json" disabled={state.kind === 'checking'} onChange={pick} />
      </label>
      {state.kind === 'checking' ? <p>{TEXT.checking}</p> : null}
      <Refused message={state.kind === 'failed' ? state.message : null} />
      {state.kind === 'answered' ? <Answer result={state.result} /> : null}
    </section>
  );
}
