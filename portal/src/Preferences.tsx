/**
 * Messages: which kinds of message the client wants (GET/POST /api/v1/portal/preferences), one switch each. A switch
 * shows what the server has stored: a change is sent at once, and 'Saved' is said only once the server answered
 * with it; a refusal is shown and the switch stays as the server has it.
 */
import { useEffect, useState } from 'react';
import { CLIENT_MESSAGE_KINDS, type ClientMessageKind, type PortalPreferences } from '../../contract/portal';
import { preferences, savePreferences } from './api';
import { errorText, Refused } from './loading';
import { TEXT } from './text';

type Status = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; message: string };

export function Preferences() {
  const [stored, setStored] = useState<PortalPreferences | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  useEffect(() => {
    let live = true;
    preferences()
      .then((answer) => live && setStored(answer))
      .catch((error: unknown) => live && setStatus({ kind: 'failed', message: errorText(error) }));
    return () => {
      live = false;
    };
  }, []);

  const change = async (kind: ClientMessageKind, on: boolean) => {
    setStatus({ kind: 'saving' });
    try {
      setStored(await savePreferences({ [kind]: on }));
      setStatus({ kind: 'saved' });
    } catch (error) {
      setStatus({ kind: 'failed', message: errorText(error) });
    }
  };

  return (
    <section className="card preferences" aria-labelledby="messages-title">
      <h2 id="messages-title">{TEXT.messages}</h2>
      <p>{TEXT.messagesHelp}</p>
      {stored ? (
        <ul className="switches">
          {CLIENT_MESSAGE_KINDS.map((kind) => (
            <li key={kind}>
              <label>
                <input
                  type="checkbox"
                  role="switch"
                  checked={stored[kind]}
                  aria-checked={stored[kind]}
                  disabled={status.kind === 'saving'}
                  onChange={(event) => change(kind, event.target.checked)}
                />
                <span>{TEXT.kinds[kind]}</span>
              </label>
            </li>
          ))}
        </ul>
      ) : status.kind !== 'failed' ? (
        <p>{TEXT.loading}</p>
      ) : null}
      <p className="status" role="status">
        {status.kind === 'saving' ? TEXT.saving : status.kind === 'saved' ? TEXT.saved : ''}
      </p>
      <Refused message={status.kind === 'failed' ? status.message : null} />
    </section>
  );
}
