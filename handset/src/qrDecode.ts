/**
 * Reads a QR code in a camera frame: the browser's BarcodeDetector where it reads QR codes (Chrome on Android), else
 * jsQR, loaded only when first needed so the app's first load stays small.
 */

/** A frame's pixels, RGBA row by row (an ImageData). */
export interface Frame {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

export type Decode = (frame: Frame) => Promise<string | null>;

interface BarcodeDetectorClass {
  new (options: { formats: string[] }): { detect(source: ImageData): Promise<{ rawValue: string }[]> };
  getSupportedFormats(): Promise<string[]>;
}

async function nativeDecoder(): Promise<Decode | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    if (!(await Detector.getSupportedFormats()).includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return async (frame) => (await detector.detect(frame as ImageData))[0]?.rawValue ?? null;
  } catch {
    return null;
  }
}

/** The decoder this browser has; jsQR's chunk is fetched on the first call where there is no native one. */
export async function qrDecoder(): Promise<Decode> {
  const native = await nativeDecoder();
  if (native) return native;
  const { default: jsQR } = await import('jsqr');
  return async (frame) =>
    jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
}
