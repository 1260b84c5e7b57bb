import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../test/renderAdmin';
import { signInAs } from '../../test/signInAs';
import { EmployeeCreate } from './EmployeeCreate';

const renderCreate = (create = vi.fn()) =>
  renderAdmin(<EmployeeCreate />, {
    dataProvider: {
      getList: async () => ({ data: [{ id: 5, name: 'Main Gate' }] as never[], total: 1 }),
      create,
    },
    auth: true,
  });

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('Employee detail (new)', () => {
  beforeEach(() => signInAs('ADMIN'));
  afterEach(cleanup);

  it("shows the spec's messages for invalid fields and refuses to save", async () => {
    const create = vi.fn();
    renderCreate(create);
    type(/^Name/, 'Al');
    type(/^Surname/, 'Ng');
    type(/^Email Address/, 'not-an-email');
    type(/^Contact Number/, '123');
    type(/^Password/, 'Patrol123!');
    type(/^Confirm Password/, 'Patrol124!');
    const save = await screen.findByRole('button', { name: 'Save Employee' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    // jsdom does not submit a form from a click on its submit button
    fireEvent.submit(save.closest('form') as HTMLFormElement);

    expect(await screen.findByText('Employee name too short.')).toBeTruthy();
    expect(screen.getByText('Employee surname too short.')).toBeTruthy();
    expect(screen.getByText('Invalid email address.')).toBeTruthy();
    expect(screen.getByText('Employee Contact Number.')).toBeTruthy();
    expect(screen.getByText('Passwords do not match.')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it('offers Admin, Controller and Security Guard but not Sys Admin to an admin', async () => {
    renderCreate();
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Role/ }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Admin', 'Controller', 'Security Guard']);
  });

  it('shows no Delete Employee button while creating', async () => {
    renderCreate();
    await screen.findByRole('button', { name: 'Save Employee' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete Employee' })).toBeNull());
  });
});
