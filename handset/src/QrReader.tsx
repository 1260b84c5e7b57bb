/**
 * The back camera reading a QR code: frames are looked at a few times a second until one holds a QR, whose text goes
 * to `onRead`; the camera stops when it is read or the reader is closed.
 */
import { useEffect, useRef, useState } from 'react';
import { type Decode, type Frame, qrDecoder } from './qrDecode';
import { TEXT } from './text';

const LOOK_EVERY_MS = 250;
/** Frames are read at most this wide: a QR held to the phone is large, and smaller frames decode faster. */
const FRAME_WIDTH = 640;

function frameOf(video: HTMLVideoElement, canvas: HTMLCanvasElement): Frame | null {
  if (!video.videoWidth) return null;
  const scale = Math.min(1, FRAME_WIDTH / video.videoWidth);
  canvas.width = Math.round(video.videoWidth * scale);
  canvas.height = Math.round(video.videoHeight * scale);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

export function QrReader({ onRead, onClose }: { onRead: (text: string) => void; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState('');
  const onReadRef = useRef(onRead);
  onReadRef.current = onRead;

  useEffect(() => {
    let stream: MediaStream | null = null;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const canvas = document.createElement('canvas');
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
    const look = async (decode: Decode) => {
      const frame = video.current && frameOf(video.current, canvas);
      const text = frame ? await decode(frame) : null;
      if (stopped) return;
      if (text) {
        stop();
        onReadRef.current(text);
      } else timer = setTimeout(() => void look(decode), LOOK_EVERY_MS);
    };
    const start = async () => {
      let decode: Decode;
      try {
        decode = await qrDecoder();
      } catch {
        setError(TEXT.noQrReader);
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
      } catch {
        setError(TEXT.noCamera);
        return;
      }
      if (stopped) return stop();
      if (video.current) video.current.srcObject = stream;
      void look(decode);
    };
    void start();
    return stop;
  }, []);

  return (
    <section className="qr-reader" aria-label={TEXT.qrReader}>
      <video ref={video} autoPlay playsInline muted className="photo" />
      <p className="notice">{TEXT.qrHelp}</p>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <button type="button" onClick={onClose}>
        {TEXT.close}
      </button>
    </section>
  );
}
