import { Card, CardContent, Typography } from '@mui/material';
import { QRCodeSVG } from 'qrcode.react';
import { useRecordContext, useTranslate } from 'react-admin';
import { QR_CODE } from '../../../contract/constants';
import { DownloadEmployeeInfoButton } from './DownloadEmployeeInfoButton';
import { qrValue } from './qrValue';

/** An existing employee's QR code and the 'Download Employee Info' PDF. */
export const EmployeeQrCard = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record?.userId) return null;
  return (
    <Card sx={{ width: 300, flexShrink: 0 }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
        <Typography variant="subtitle1">{translate('patrol.employees.qrCode')}</Typography>
        <QRCodeSVG
          value={qrValue(record.userId)}
          size={QR_CODE.width}
          level={QR_CODE.level}
          role="img"
          aria-label={translate('patrol.employees.qrCode')}
        />
        <DownloadEmployeeInfoButton />
      </CardContent>
    </Card>
  );
};
