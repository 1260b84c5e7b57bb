import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAdmin } from '../test/renderAdmin';
import { ConfirmDialog } from './ConfirmDialog';

afterEach(cleanup);

const renderDialog = (calls: string[]) =>
  renderAdmin(
    <ConfirmDialog
      open
      action="patrol.employees.deleteAction"
      onConfirm={() => calls.push('confirm')}
      onClose={() => calls.push('close')}
    />,
  );

describe('ConfirmDialog', () => {
  it('asks the question with Close, Cancel and Continue, in that order', () => {
    renderDialog([]);
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you would like to delete this employee?' });
    const names = within(dialog)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label') ?? button.textContent);
    expect(names).toEqual(['Close', 'Cancel', 'Continue']);
  });

  it('closes without confirming on Cancel, and confirms on Continue', () => {
    const calls: string[] = [];
    renderDialog(calls);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls).toEqual(['close']);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(calls).toEqual(['close', 'confirm']);
  });
});
