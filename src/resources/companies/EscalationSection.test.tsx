import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../contract/constants';
import { DEFAULT_LADDERS, type EscalationSettings } from '../../../contract/escalation';
import { fill, MESSAGES } from '../../../contract/messages';
import { renderAdmin } from '../../test/renderAdmin';
import { signInAs } from '../../test/signInAs';
import { EscalationSection } from './EscalationSection';

const DEFAULTS: EscalationSettings = {
  companyId: 3,
  panic: DEFAULT_LADDERS.panic,
  pleaseCallMe: DEFAULT_LADDERS.pleaseCallMe,
  panicIsDefault: true,
  pleaseCallMeIsDefault: true,
};

function renderSection(role: Role, calls: Record<string, ReturnType<typeof vi.fn>>) {
  signInAs(role);
  renderAdmin(<EscalationSection companyId={3} />, { dataProvider: calls as never });
}

const panicLadder = () => screen.getByRole('region', { name: 'Unanswered panic' });

afterEach(cleanup);

describe('EscalationSection', () => {
  it('shows the default ladders read-only to a controller, with no Save', async () => {
    renderSection('CONTROLLER', { escalationSettings: vi.fn(async () => DEFAULTS) });
    await screen.findByText('Only admins change the escalation.');
    expect(within(panicLadder()).getByLabelText('Step 2: After (minutes)')).toHaveProperty('value', '5');
    expect(screen.queryByRole('button', { name: 'Save escalation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add step' })).toBeNull();
  });

  it('lets an admin leave the default, change a delay, add a step and save the panic ladder', async () => {
    const save = vi.fn(async (_id: number, input: unknown) => ({ ...DEFAULTS, ...(input as object) }));
    renderSection('ADMIN', { escalationSettings: vi.fn(async () => DEFAULTS), saveEscalationSettings: save });
    const ladder = await screen.findByRole('region', { name: 'Unanswered panic' });
    fireEvent.click(within(ladder).getByRole('switch', { name: 'Use default' }));
    fireEvent.change(within(ladder).getByLabelText('Step 1: After (minutes)'), { target: { value: '3' } });
    fireEvent.click(within(ladder).getByRole('button', { name: 'Add step' }));
    fireEvent.click(within(ladder).getByRole('button', { name: 'Move step 3 up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save escalation' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0]).toEqual([
      3,
      {
        panic: [
          { afterMinutes: 3, recipients: ['siteContacts'], channels: ['email', 'telegram', 'sms'] },
          { afterMinutes: 5, recipients: ['admins'], channels: ['email'] },
          { afterMinutes: 10, recipients: ['admins'], channels: ['sms', 'email'] },
        ],
        pleaseCallMe: null,
      },
    ]);
  });

  it('says what is wrong as the admin types, and shows the server’s refusal', async () => {
    const message = fill(MESSAGES.escalation.negativeDelay, { n: 1 });
    const save = vi.fn(async () => {
      throw new HttpError(message, 400, { message });
    });
    renderSection('ADMIN', { escalationSettings: vi.fn(async () => DEFAULTS), saveEscalationSettings: save });
    const ladder = await screen.findByRole('region', { name: 'Unanswered panic' });
    fireEvent.click(within(ladder).getByRole('switch', { name: 'Use default' }));
    fireEvent.change(within(ladder).getByLabelText('Step 1: After (minutes)'), { target: { value: '-1' } });
    expect(within(ladder).getByText(message)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save escalation' }));
    const refused = await screen.findByTestId('escalation-refused');
    expect(refused.textContent).toBe(message);
  });

  it('says when the ladders cannot be loaded and tries again on request', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new HttpError('Company not found.', 404))
      .mockResolvedValueOnce({ ...DEFAULTS, pleaseCallMe: [], pleaseCallMeIsDefault: false });
    renderSection('ADMIN', { escalationSettings: load });
    await screen.findByText(/The escalation could not be loaded\. Company not found\./);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('No escalation: nobody is notified again.');
  });
});
