/** A button that fetches a PDF with the session and saves it: 'Preparing…' meanwhile, the server's message on failure. */
import { useState } from 'react';
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
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = fileName;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
      setState({ busy: false });
    } catch (error) {
      setState({ busy: false, error: failed(error instanceof Error ? error.message : String(error)) });
    }
  };
  return (
    <>
      <button type="button" className="primary" disabled={state.busy} onClick={download}>
        {state.busy ? TEXT.preparing : label}
      </button>
      {state.error ? (
        <p role="alert" className="refused">
          {state.error}
        </p>
      ) : null}
    </>
  );
}
