import { type ReactElement, useState } from 'react';
import { type RaRecord, useNotify, useSaveContext } from 'react-admin';
import { ConfirmDialog } from './ConfirmDialog';

interface GuardedSaveOptions {
  /** The first problem of the values (shown in the snackbar, nothing saved), or null. */
  check?: (values: Partial<RaRecord>) => string | null | undefined;
  /** The question asked before saving (i18n key of the action, optional warning), when the save needs one. */
  confirm?: { action: string; details?: string } | null;
}

/**
 * A form's submit handler for the spec's save flow: check, warn in the snackbar, ask when asked to, then save
 * through the SaveContext. Render `dialog` beside the form.
 */
export function useGuardedSave({ check, confirm }: GuardedSaveOptions): {
  onSubmit: (values: Partial<RaRecord>) => void;
  dialog: ReactElement | null;
} {
  const { save, saving } = useSaveContext();
  const notify = useNotify();
  const [pending, setPending] = useState<Partial<RaRecord> | null>(null);
  const onSubmit = (values: Partial<RaRecord>) => {
    const problem = check?.(values);
    if (problem) {
      notify(problem, { type: 'warning' });
      return;
    }
    if (confirm) setPending(values);
    else save?.(values);
  };
  const dialog = confirm ? (
    <ConfirmDialog
      open={pending !== null}
      action={confirm.action}
      details={confirm.details}
      loading={saving}
      onConfirm={() => {
        if (pending) save?.(pending);
        setPending(null);
      }}
      onClose={() => setPending(null)}
    />
  ) : null;
  return { onSubmit, dialog };
}
