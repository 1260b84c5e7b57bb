/** Clock in or out with a photo from the front camera: 'Take photo', then 'Clock in' or 'Clock out'. */
import { useEffect, useRef, useState } from 'react';
import type { Record } from './Handset';
import { currentPosition } from './position';
import { TEXT } from './text';
import { timeOfDay } from './time';

const JPEG_QUALITY = 0.8;

export function Clock({ record }: { record: Record }) {
  const video = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  /** Whether the camera shows a picture yet: before its first frame a photo would be black. */
  const [showing, setShowing] = useState(false);
  const [photo, setPhoto] = useState<{ blob: Blob; url: string } | null>(null);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');

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
    await record({ type: 'attendance', clockType, ...where }, photo.blob);
    URL.revokeObjectURL(photo.url);
    setPhoto(null);
    setDone(`${TEXT.clocked(clockType)} ${timeOfDay(Date.now())}`);
  };

  return (
    <section className="clock">
      {photo ? (
        <img src={photo.url} alt={TEXT.takePhoto} className="photo" />
      ) : (
        <video ref={video} autoPlay playsInline muted className="photo" onPlaying={() => setShowing(true)} />
      )}
      {error && <p className="error">{error}</p>}
      {photo ? (
        <div className="row">
          <button type="button" className="primary" onClick={() => void clock('clockIn')}>
            {TEXT.clockIn}
          </button>
          <button type="button" className="primary" onClick={() => void clock('clockOut')}>
            {TEXT.clockOut}
          </button>
          <button type="button" onClick={() => setPhoto(null)}>
            {TEXT.retakePhoto}
          </button>
        </div>
      ) : (
        <button type="button" className="primary" onClick={take} disabled={!stream || !showing}>
          {TEXT.takePhoto}
        </button>
      )}
      {done && (
        <p className="notice" role="status">
          {done}
        </p>
      )}
    </section>
  );
}
