import { QR_CODE } from '../../../contract/constants';

/** What an employee's QR code encodes: the user id padded with zeros to 16 digits (spec part 1 §9). */
export const qrValue = (userId: number | string): string => String(userId).padStart(QR_CODE.digits, '0');
