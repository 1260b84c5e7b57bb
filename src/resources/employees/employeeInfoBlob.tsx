import { pdf } from '@react-pdf/renderer';
import { type EmployeeInfo, type EmployeeInfoLabels, EmployeeInfoPdf } from './EmployeeInfoPdf';

/** Renders the employee info PDF; this module is loaded on demand to keep @react-pdf out of the main bundle. */
export const employeeInfoBlob = (employee: EmployeeInfo, labels: EmployeeInfoLabels): Promise<Blob> =>
  pdf(<EmployeeInfoPdf employee={employee} labels={labels} />).toBlob();
