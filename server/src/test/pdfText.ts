/** The text of a PDF, page by page, read with pdf.js (as a reader's viewer would), for tests that check what a PDF says. */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Each page's text: its runs joined, a new line where pdf.js sees a line end. */
export async function pdfPages(pdf: Buffer | Uint8Array): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const { items } = await (await document.getPage(number)).getTextContent();
      pages.push(items.map((item) => ('str' in item ? `${item.str}${item.hasEOL ? '\n' : ''}` : '')).join(''));
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

/** The whole text of a PDF. */
export const pdfText = async (pdf: Buffer | Uint8Array) => (await pdfPages(pdf)).join('\n');
