/** The guard's handset: sign in (guards only), activate the phone once with a code, then patrol. */
import { useCallback, useRef, useState } from 'react';
import { MESSAGES } from '../../contract/messages';
import { activate, signIn } from './api';
import { Handset } from './Handset';
import { CallFailed } from './outbox';
import { QrReader } from './QrReader';
import { activationCodeOf } from './qrContent';
import { appInstanceId, loadSession, type Session, saveSession } from './session';
import { TEXT } from './text';

const GUARD_ROLE = 'default';

/** A code from the console's QR (…/handset#code=K7PX2M9Q). */
const codeInAddress = () => new URLSearchParams(window.location.hash.slice(1)).get('code') ?? '';

const failure = (error: unknown) => (error instanceof CallFailed ? error.message : String(error));

export function App() {
  const [session, setSession] = useState<Partial<Session>>(() => loadSession());
  const [notice, setNotice] = useState('');
  const update = (next: Partial<Session>) => {
    saveSession(next);
    setSession(next);
  };
  const signInAgain = useCallback(() => {
    setNotice(TEXT.signInAgain);
    setSession((current) => {
      const next = { ...current, token: undefined };
      saveSession(next);
      return next;
    });
  }, []);

  if (!session.token) {
    return (
      <SignIn
        notice={notice}
        onSignedIn={(token, guardName, timeZone) => {
          setNotice('');
          update({ ...session, token, guardName, timeZone, appInstanceId: appInstanceId(session) });
        }}
      />
    );
  }
  const full = session as Session;
  if (!full.device) {
    return <Activate session={full} onActivated={(device) => update({ ...full, device })} />;
  }
  return (
    <Handset
      session={full}
      onSignInNeeded={signInAgain}
      onSignOut={() => update({ appInstanceId: full.appInstanceId, device: full.device })}
    />
  );
}

function SignIn({
  notice,
  onSignedIn,
}: {
  notice: string;
  onSignedIn: (token: string, guardName: string, timeZone?: string) => void;
}) {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <main className="screen">
      <h1>{TEXT.appName}</h1>
      {notice && <p className="notice">{notice}</p>}
      <form
        onSubmit={async (event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          setBusy(true);
          setError('');
          try {
            const { token, me } = await signIn(String(form.get('email')), String(form.get('password')));
            if (me.role !== GUARD_ROLE) setError(MESSAGES.activation.guardsOnly);
            else onSignedIn(token, `${me.name} ${me.surname}`, me.companyTimeZone);
          } catch (caught) {
            setError(failure(caught));
          } finally {
            setBusy(false);
          }
        }}
      >
        <label>
          {TEXT.emailAddress}
          <input name="email" type="email" autoComplete="username" required />
        </label>
        <label>
          {TEXT.password}
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="primary" disabled={busy}>
          {TEXT.signIn}
        </button>
      </form>
    </main>
  );
}

function Activate({
  session,
  onActivated,
}: {
  session: Session;
  onActivated: (device: NonNullable<Session['device']>) => void;
}) {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [readingQr, setReadingQr] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);
  return (
    <main className="screen">
      <h1>{TEXT.activationTitle}</h1>
      <p>{TEXT.activationHelp}</p>
      <form
        onSubmit={async (event) => {
          event.preventDefault();
          const code = String(new FormData(event.currentTarget).get('code'));
          setBusy(true);
          setError('');
          try {
            const answer = await activate(session, code);
            history.replaceState(null, '', window.location.pathname);
            onActivated({ id: answer.device.id, deviceName: answer.device.deviceName, siteName: answer.site.name });
          } catch (caught) {
            setError(failure(caught));
          } finally {
            setBusy(false);
          }
        }}
      >
        <label>
          {TEXT.activationCode}
          <input
            ref={codeInput}
            name="code"
            defaultValue={codeInAddress()}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            required
          />
        </label>
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="primary" disabled={busy}>
          {TEXT.activate}
        </button>
      </form>
      {readingQr ? (
        <QrReader
          onClose={() => setReadingQr(false)}
          onRead={(text) => {
            setReadingQr(false);
            const input = codeInput.current;
            if (!input) return;
            // The code read goes in the field and is sent, as if typed.
            input.value = activationCodeOf(text);
            input.form?.requestSubmit();
          }}
        />
      ) : (
        <button type="button" onClick={() => setReadingQr(true)}>
          {TEXT.scanActivationQr}
        </button>
      )}
    </main>
  );
}
