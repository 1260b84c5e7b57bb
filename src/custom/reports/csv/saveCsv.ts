/**
 * Saves a CSV as a file of the browser's downloads. It starts with a UTF-8 byte order mark, so a spreadsheet reads
 * names with accents (Zoë, Nkosí) as written rather than guessing another encoding.
 */
const BOM = '\uFEFF';
/** Characters no file name may hold on some system (path separators, reserved signs, control characters). */
const UNSAFE = /[\\/:*?"<>|\p{Cc}]/gu;

export const safeFileName = (name: string): string => name.replace(UNSAFE, '_');

export function saveCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([BOM, text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = safeFileName(fileName);
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; the address is let go a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
