/** A button that fetches a PDF with the session and saves it: 'Preparing…' meanwhile, the server's message on failure. */
import { useState } from 'react';
import { errorText, Refused } from './loading';
import { saveFile } from './saveFile';
import { TEXT } from './text';

export function PdfButton({
  label,
  fileName,
  fetchPdf,
  failed,
}: {
  label: string;
  fileName: string;
  fetchPdf: () => Promise<Blob>;
  /** The words around the server's message when the PDF could not be had. */
  failed: (message: string) => string;
}) {
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const download = async () => {
    setState({ busy: true });
    try {
      const blob = await fetchPdf();
      saveFile(blob, fileName);
      setState({ busy: false });
    } catch (error) {
      setState({ busy: false, error: failed(errorText(error)) });
    }
  };
  return (
    <>
      <button type="button" className="primary" disabled={state.busy} onClick={download}>
        {state.busy ? TEXT.preparing : label}
      </button>
      <Refused message={state.error} />
    </>
  );
}
