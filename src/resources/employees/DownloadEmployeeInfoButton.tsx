import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { qrValue } from './qrValue';

/** Builds the employee info PDF (details and QR code) in the browser and saves it. */
export const DownloadEmployeeInfoButton = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (!record) return null;

  const download = async () => {
    setBusy(true);
    try {
      const { employeeInfoBlob } = await import('./employeeInfoBlob');
      const label = (field: string) => translate(`patrol.employees.fields.${field}`);
      const blob = await employeeInfoBlob(
        {
          name: record.name,
          surname: record.surname,
          emailAddress: record.emailAddress,
          contactNumber: record.contactNumber,
          site: record.siteName ?? translate('patrol.employees.noSite'),
        },
        qrValue(record.userId),
        {
          title: translate('patrol.employees.infoTitle'),
          name: label('name'),
          surname: label('surname'),
          emailAddress: label('emailAddress'),
          contactNumber: label('contactNumber'),
          site: label('site'),
          qrCode: translate('patrol.employees.qrCode'),
        },
      );
      saveBlob(blob, `${record.name} ${record.surname}.pdf`);
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download} disabled={busy}>
      {translate('patrol.employees.download')}
    </Button>
  );
};

function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
