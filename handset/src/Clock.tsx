/**
 * Clock in or out with a photo from the front camera: 'Take photo', then the one button that knows the guard's duty
 * as the server has it ('Clock in', or 'On duty since 06:02 — Clock out'). A refused clock says why.
 */
import { useEffect, useRef, useState } from 'react';
import type { Record } from './Handset';
import type { Queued } from './outbox';
import { currentPosition } from './position';
import { TEXT } from './text';
import { hourMinute, timeOfDay } from './time';

const JPEG_QUALITY = 0.8;

export function Clock({
  record,
  onDutySince,
  waiting,
  rejected,
}: {
  record: Record;
  /** When the guard clocked in (epoch seconds), null when off duty, undefined until the server has said. */
  onDutySince: number | null | undefined;
  waiting: Queued[];
  rejected: Queued[];
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  /** Whether the camera shows a picture yet: before its first frame a photo would be black. */
  const [showing, setShowing] = useState(false);
  const [photo, setPhoto] = useState<{ blob: Blob; url: string } | null>(null);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [lastClock, setLastClock] = useState<string>();
  const refusal = rejected.find((item) => item.event.eventGuid === lastClock)?.rejected;
  const unsent = waiting.some((item) => item.event.eventGuid === lastClock);

  useEffect(() => {
    if (photo) return;
    setShowing(false);
    let live: MediaStream | null = null;
    navigator.mediaDevices
      ?.getUserMedia({ video: { facingMode: 'user' }, audio: false })
      .then((opened) => {
        live = opened;
        setStream(opened);
        if (video.current) video.current.srcObject = opened;
      })
      .catch(() => setError(TEXT.noCamera));
    return () => {
      for (const track of live?.getTracks() ?? []) track.stop();
    };
  }, [photo]);

  const take = () => {
    const frame = video.current;
    if (!frame || !stream || !frame.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = frame.videoWidth;
    canvas.height = frame.videoHeight;
    canvas.getContext('2d')?.drawImage(frame, 0, 0, canvas.width, canvas.height);
    canvas.toBlob(
      (blob) => {
        if (blob) setPhoto({ blob, url: URL.createObjectURL(blob) });
      },
      'image/jpeg',
      JPEG_QUALITY,
    );
  };

  const clock = async (clockType: 'clockIn' | 'clockOut') => {
    if (!photo) return;
    // Sent with where the phone is: the server checks a clock against the site's boundary.
    const position = await currentPosition();
    const where = position ? { latitude: position.latitude, longitude: position.longitude } : {};
    setLastClock(await record({ type: 'attendance', clockType, ...where }, photo.blob));
    URL.revokeObjectURL(photo.url);
    setPhoto(null);
    setDone(`${TEXT.clocked(clockType)} ${timeOfDay(Date.now())}`);
  };

  return (
    <section className="clock">
      <p className="duty" data-testid="duty">
        {onDutySince === undefined
          ? TEXT.dutyUnknown
          : onDutySince === null
            ? TEXT.offDuty
            : TEXT.onDutySince(hourMinute(onDutySince * 1000))}
      </p>
      {photo ? (
        <img src={photo.url} alt={TEXT.takePhoto} className="photo" />
      ) : (
        <video ref={video} autoPlay playsInline muted className="photo" onPlaying={() => setShowing(true)} />
      )}
      {error && <p className="error">{error}</p>}
      {photo ? (
        <div className="row">
          {onDutySince === undefined ? (
            // Never heard from the server (no signal since the app opened): both, as the guard knows his duty.
            <>
              <button type="button" className="primary" onClick={() => void clock('clockIn')}>
                {TEXT.clockIn}
              </button>
              <button type="button" className="primary" onClick={() => void clock('clockOut')}>
                {TEXT.clockOut}
              </button>
            </>
          ) : onDutySince === null ? (
            <button type="button" className="primary" onClick={() => void clock('clockIn')}>
              {TEXT.clockIn}
            </button>
          ) : (
            <button type="button" className="primary" onClick={() => void clock('clockOut')}>
              {TEXT.onDutyClockOut(hourMinute(onDutySince * 1000))}
            </button>
          )}
          <button type="button" onClick={() => setPhoto(null)}>
            {TEXT.retakePhoto}
          </button>
        </div>
      ) : (
        <button type="button" className="primary" onClick={take} disabled={!stream || !showing}>
          {TEXT.takePhoto}
        </button>
      )}
      {refusal && (
        <p className="error" role="alert">
          {refusal}
        </p>
      )}
      {done && !refusal && (
        <p className="notice" role="status">
          {done}
          {unsent && ` · ${TEXT.waitingToSend}`}
        </p>
      )}
    </section>
  );
}
