import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAdmin } from '../../test/renderAdmin';
import { DeviceCommands } from './DeviceCommands';

afterEach(cleanup);

const renderCommands = (sent: string[], registered = true) =>
  renderAdmin(<DeviceCommands serialNumber="R58N1" registered={registered} />, {
    dataProvider: {
      deviceCommand: async (serialNumber: string, command: string) => {
        sent.push(`${command}:${serialNumber}`);
        return { message: 'done' };
      },
    } as never,
  });

describe('DeviceCommands', () => {
  it.each(['Reboot', 'Lock'])(
    'asks before it sends %s, and sends nothing when the question is closed',
    async (label) => {
      const sent: string[] = [];
      renderCommands(sent);
      fireEvent.click(screen.getByRole('button', { name: label }));
      expect(await screen.findByText(/Are you sure you would like to/)).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(sent).toEqual([]);

      fireEvent.click(screen.getByRole('button', { name: label }));
      fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(sent).toEqual([`${label.toLowerCase()}:R58N1`]));
    },
  );

  it('unlocks at once', async () => {
    const sent: string[] = [];
    renderCommands(sent);
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(sent).toEqual(['unlock:R58N1']));
    expect(screen.queryByText(/Are you sure/)).toBeNull();
  });

  it('is disabled with the reason when the device is not registered, and sends nothing', async () => {
    const sent: string[] = [];
    renderCommands(sent, false);
    for (const label of ['Reboot', 'Lock', 'Unlock']) {
      const button = screen.getByRole('button', { name: label }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      expect(button.getAttribute('aria-describedby')).toBe('device-commands-reason');
    }
    expect(screen.getByText('Device is not registered on Scale Fusion')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
