/**
 * The handset's QR reader over real QR images (made by the `qrcode` package as a printer or the console makes them,
 * drawn into a camera-sized frame): without a BarcodeDetector (as in Node) it reads them with jsQR.
 */
import QRCode from 'qrcode';
import { expect, it } from 'vitest';
import { activationCodeIn, activationCodeOf, tagSerialOf } from './qrContent';
import { type Frame, qrDecoder } from './qrDecode';

/** A 640×480 grey frame with the QR of `text` drawn dark on white, 5 px a module, somewhere off its centre. */
function cameraFrame(text: string | null, level: 'L' | 'M' = 'L'): Frame {
  const width = 640;
  const height = 480;
  const data = new Uint8ClampedArray(width * height * 4).fill(150);
  if (text !== null) {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: level });
    const scale = 5;
    const quiet = 4;
    const side = (modules.size + quiet * 2) * scale;
    const [left, top] = [90, 40];
    for (let y = 0; y < side; y++) {
      for (let x = 0; x < side; x++) {
        const row = Math.floor(y / scale) - quiet;
        const column = Math.floor(x / scale) - quiet;
        const inside = row >= 0 && column >= 0 && row < modules.size && column < modules.size;
        const dark = inside && modules.get(row, column);
        const at = ((top + y) * width + left + x) * 4;
        data.fill(dark ? 20 : 245, at, at + 3);
      }
    }
  }
  for (let at = 3; at < data.length; at += 4) data[at] = 255;
  return { data, width, height };
}

it("reads the console's 'Activate a handset' QR: the app's address with the code, exactly as the console makes it", async () => {
  const decode = await qrDecoder();
  // As HandsetActivationCard renders it with qrcode.react (error correction level L, its default).
  const link = 'https://patrol.example.co.za/handset#code=K7PX2M9Q';
  const read = await decode(cameraFrame(link));
  expect(read).toBe(link);
  expect(activationCodeOf(read as string)).toBe('K7PX2M9Q');
  expect(tagSerialOf(read as string)).toBeNull();
});

it("reads a tag's printed QR as its serial, in the form tags are stored in", async () => {
  const decode = await qrDecoder();
  const read = await decode(cameraFrame('04a23b7a2b5c80', 'M'));
  expect(read).toBe('04a23b7a2b5c80');
  expect(tagSerialOf(read as string)).toBe('04:A2:3B:7A:2B:5C:80');
});

it('finds nothing in a frame with no QR code', async () => {
  const decode = await qrDecoder();
  expect(await decode(cameraFrame(null))).toBeNull();
});

it('takes a code only from an activation address, and a code printed as it is', () => {
  expect(activationCodeIn('http://localhost:8080/handset/#code=ABCD2345')).toBe('ABCD2345');
  expect(activationCodeIn('https://elsewhere.example/login#code=ABCD2345')).toBeNull();
  expect(activationCodeIn('04:A2:3B')).toBeNull();
  expect(activationCodeOf(' K7PX-2M9Q ')).toBe('K7PX-2M9Q');
});
