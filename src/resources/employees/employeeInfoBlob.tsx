import { pdf } from '@react-pdf/renderer';
import { type EmployeeInfo, type EmployeeInfoLabels, EmployeeInfoPdf } from './EmployeeInfoPdf';
import { qrPath } from './qrPath';

/**
 * Renders the employee info PDF with the QR code of `qrValue`; this module is loaded on demand to keep @react-pdf
 * and the QR encoder out of the main bundle.
 */
export async function employeeInfoBlob(
  employee: Omit<EmployeeInfo, 'qrCode'>,
  qrValue: string,
  labels: EmployeeInfoLabels,
): Promise<Blob> {
  return pdf(<EmployeeInfoPdf employee={{ ...employee, qrCode: qrPath(qrValue) }} labels={labels} />).toBlob();
}
