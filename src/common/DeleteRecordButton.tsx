import DeleteIcon from '@mui/icons-material/Delete';
import { Button } from '@mui/material';
import { useState } from 'react';
import {
  type Identifier,
  useCanAccess,
  useDelete,
  useNotify,
  useRecordContext,
  useRedirect,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { failureMessage } from '../dataProvider/failureMessage';
import { ConfirmDialog } from './ConfirmDialog';

interface DeleteRecordButtonProps {
  /** i18n key of the button label. */
  label: string;
  /** i18n key of the confirmed action ('delete this employee'). */
  action: string;
  /** i18n key of what deleting removes. */
  details?: string;
  /** The message shown once deleted. */
  successMessage: string;
  /** The message when deleting fails, unless the server refused with its own reason (4xx). */
  errorMessage?: string;
  /** Where to go once deleted. */
  redirectTo: string;
  onDeleted?: (id: Identifier) => void;
}

/** Deletes the current record after the spec's confirm dialog; hidden from roles that may not delete. */
export const DeleteRecordButton = (props: DeleteRecordButtonProps) => {
  const { label, action, details, successMessage, errorMessage, redirectTo, onDeleted } = props;
  const record = useRecordContext();
  const resource = useResourceContext();
  const { canAccess } = useCanAccess({ resource, action: 'delete', record });
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete();
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  if (record?.id === undefined || record.id === null || !canAccess) return null;

  const confirm = () =>
    remove(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          onDeleted?.(record.id);
          notify(successMessage, { type: 'success' });
          redirect(redirectTo);
        },
        onError: (error) => {
          setOpen(false);
          const reason = error instanceof Error ? error.message : String(error);
          notify(errorMessage ? failureMessage(error, errorMessage) : reason, { type: 'error' });
        },
      },
    );

  return (
    <>
      <Button color="error" variant="outlined" startIcon={<DeleteIcon />} onClick={() => setOpen(true)}>
        {translate(label)}
      </Button>
      <ConfirmDialog
        open={open}
        action={action}
        details={details}
        loading={isPending}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
