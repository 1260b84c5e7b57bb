import { useTranslate } from 'react-admin';
import type { EmployeeClockTimes } from '../../../contract/attendance';
import { clockTime } from '../../common/dateTime';
import { StoredImageDialog } from '../../common/StoredImageDialog';

interface ClockInPictureDialogProps {
  /** The shift whose photo is shown; none closes the dialog. */
  shift: EmployeeClockTimes | null;
  onClose: () => void;
}

/** The photo a guard took when clocking in, opened from the shift's row. */
export const ClockInPictureDialog = ({ shift, onClose }: ClockInPictureDialogProps) => {
  const translate = useTranslate();
  const name = shift ? `${shift.employeeName} ${shift.employeeSurname}` : '';
  return (
    <StoredImageDialog
      imageUrl={shift?.clockInImageUrl}
      title={translate('patrol.attendance.picture.title', { name, time: clockTime(shift?.clockInTimeEpoch) ?? '' })}
      alt={translate('patrol.attendance.picture.alt', { name })}
      unavailable="patrol.attendance.picture.unavailable"
      onClose={onClose}
    />
  );
};
