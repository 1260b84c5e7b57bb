import { create } from 'qrcode';
import { QR_CODE } from '../../../contract/constants';

/**
 * The employee's QR code as one SVG path over a square of `size` modules, a rectangle per run of dark modules in a
 * row: the same value and error correction level as the code on screen (qrValue), drawn as vectors in the PDF.
 */
export function qrPath(value: string): { size: number; d: string } {
  const { modules } = create(value, { errorCorrectionLevel: QR_CODE.level });
  const runs: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column++;
      runs.push(`M${start} ${row}h${column - start}v1h${start - column}z`);
    }
  }
  return { size: modules.size, d: runs.join('') };
}
