/**
 * Patrol: scanning tags (Web NFC where the browser has it, typing the serial where not), each scan shown at once
 * with its tag's name (the site's tags, cached for offline); asking for a new tag; panic and please-call-me held
 * 2 seconds, sent at once with the last known position.
 */
import { useEffect, useRef, useState } from 'react';
import type { ScanJudgement } from '../../contract/handset';
import { normalTagSerial } from '../../contract/tagSerial';
import type { RaisedAlarm } from './Alarm';
import { siteTags } from './api';
import { CurrentPatrol } from './CurrentPatrol';
import type { Record } from './Handset';
import { HoldButton } from './HoldButton';
import type { Queued } from './outbox';
import { currentPosition, lastPosition, type Position } from './position';
import { QrReader } from './QrReader';
import { tagSerialOf } from './qrContent';
import type { Session } from './session';
import { TEXT } from './text';
import { timeOfDay } from './time';

const TAGS_KEY = 'patrol-handset-tags';

interface Scan {
  eventGuid: string;
  serialNumber: string;
  at: number;
}

interface NdefReader {
  scan(): Promise<void>;
  onreading: ((event: { serialNumber: string }) => void) | null;
  onreadingerror: (() => void) | null;
}
declare global {
  interface Window {
    NDEFReader?: new () => NdefReader;
  }
}

const where = (position: Position | null) =>
  position ? { latitude: position.latitude, longitude: position.longitude } : {};

export function Patrol({
  session,
  record,
  waiting,
  judged,
  onRaised,
}: {
  session: Session;
  record: Record;
  waiting: Queued[];
  /** How the server judged each scan it took, by eventGuid. */
  judged: ReadonlyMap<string, ScanJudgement>;
  /** A panic or please-call-me is on its way: the screen follows its state. */
  onRaised: (alarm: RaisedAlarm) => void;
}) {
  const [tags, setTags] = useState<Map<string, string>>(
    () => new Map(JSON.parse(localStorage.getItem(TAGS_KEY) ?? '[]') as [string, string][]),
  );
  const [scans, setScans] = useState<Scan[]>([]);
  const [scanning, setScanning] = useState(false);
  const [error, setError] = useState('');
  const [enrolling, setEnrolling] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [readingQr, setReadingQr] = useState(false);
  const hasNfc = typeof window.NDEFReader === 'function';
  const recordRef = useRef(record);
  recordRef.current = record;

  useEffect(() => {
    siteTags(session)
      .then((list) => {
        const map = new Map(list.map((tag) => [tag.serialNumber, tag.name]));
        localStorage.setItem(TAGS_KEY, JSON.stringify([...map]));
        setTags(map);
      })
      .catch(() => undefined);
  }, [session]);

  const scanned = async (read: string) => {
    const serialNumber = normalTagSerial(read);
    if (!serialNumber) return;
    // A scan is kept at once, with the last known position (watched while the app is open): a fresh fix may take seconds.
    const position = lastPosition();
    const eventGuid = await recordRef.current({ type: 'nfcTagScan', serialNumber, ...where(position) });
    if (position) await recordRef.current({ type: 'deviceLocation', ...where(position) });
    setScans((list) => [{ eventGuid, serialNumber, at: Date.now() }, ...list].slice(0, 50));
  };

  const startScanning = async () => {
    setError('');
    try {
      const reader = new (window.NDEFReader as new () => NdefReader)();
      reader.onreading = (event) => void scanned(event.serialNumber);
      await reader.scan();
      setScanning(true);
    } catch (caught) {
      setError(String((caught as Error).message ?? caught));
    }
  };

  /**
   * Leaves at once with the last known position (its age on screen); a fresh fix follows as a deviceLocation, the
   * device's updated position the consoles show live.
   */
  const raise = async (type: 'panic' | 'pleaseCallMe') => {
    const position = lastPosition();
    const eventGuid = await record({ type, ...where(position) });
    onRaised({ eventGuid, type, position, raisedAt: Date.now() });
    const fresh = await currentPosition();
    if (fresh && fresh.at !== position?.at) await record({ type: 'deviceLocation', ...where(fresh) });
  };

  const pending = new Set(waiting.map((item) => item.event.eventGuid));
  return (
    <>
      <section className="alarms">
        <HoldButton label={TEXT.panic} help={TEXT.panicHelp} className="panic" onHeld={() => void raise('panic')} />
        <HoldButton
          label={TEXT.pleaseCallMe}
          help={TEXT.panicHelp}
          className="call"
          onHeld={() => void raise('pleaseCallMe')}
        />
      </section>
      <CurrentPatrol session={session} scansJudged={judged.size} />
      <section>
        {hasNfc ? (
          scanning ? (
            <p className="notice">{TEXT.scanning}</p>
          ) : (
            <button type="button" className="primary" onClick={startScanning}>
              {TEXT.startScanning}
            </button>
          )
        ) : (
          <>
            <p className="notice">{TEXT.noNfc}</p>
            {readingQr ? (
              <QrReader
                onClose={() => setReadingQr(false)}
                onRead={(text) => {
                  setReadingQr(false);
                  const serial = tagSerialOf(text);
                  if (serial) void scanned(serial);
                  else setError(TEXT.notATagQr);
                }}
              />
            ) : (
              <button type="button" onClick={() => setReadingQr(true)}>
                {TEXT.scanTagQr}
              </button>
            )}
          </>
        )}
        {error && <p className="error">{error}</p>}
        <form
          className="inline"
          onSubmit={(event) => {
            event.preventDefault();
            const input = event.currentTarget.elements.namedItem('serial') as HTMLInputElement;
            void scanned(input.value);
            input.value = '';
          }}
        >
          <input name="serial" aria-label={TEXT.tagSerial} placeholder={TEXT.tagSerial} autoComplete="off" />
          <button type="submit">{TEXT.sendScan}</button>
        </form>
        {notice && <p className="notice">{notice}</p>}
        <ul className="scans" aria-label={TEXT.scans}>
          {scans.map((scan) => {
            const judgement = judged.get(scan.eventGuid);
            const name = tags.get(scan.serialNumber) ?? judgement?.tagName ?? undefined;
            return (
              <li key={scan.eventGuid} data-serial={scan.serialNumber}>
                <span className="time">{timeOfDay(scan.at)}</span> <strong>{name ?? TEXT.unknownTag}</strong>{' '}
                <span className="serial">{scan.serialNumber}</span>{' '}
                {pending.has(scan.eventGuid) ? (
                  <span className="sent waiting">{TEXT.notSentYet}</span>
                ) : (
                  <span className="sent">✓ {TEXT.stored}</span>
                )}
                {judgement && TEXT.judged(judgement) && (
                  <span className={`judged ${judgement.judged}`} data-testid="judged">
                    {TEXT.judged(judgement)}
                  </span>
                )}
                {!name && enrolling !== scan.serialNumber && (
                  <button type="button" className="link" onClick={() => setEnrolling(scan.serialNumber)}>
                    {TEXT.askNewTag}
                  </button>
                )}
                {enrolling === scan.serialNumber && (
                  <form
                    className="inline"
                    onSubmit={async (event) => {
                      event.preventDefault();
                      const name = String(new FormData(event.currentTarget).get('name')).trim();
                      if (!name) return;
                      const position = await currentPosition();
                      await record({
                        type: 'tagEnrollment',
                        name,
                        serialNumber: scan.serialNumber,
                        ...where(position),
                      });
                      setEnrolling(null);
                      setNotice(TEXT.requested(name));
                    }}
                  >
                    <input name="name" aria-label={TEXT.newTagName} placeholder={TEXT.newTagName} />
                    <button type="submit">{TEXT.sendRequest}</button>
                  </form>
                )}
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}
