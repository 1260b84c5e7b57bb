import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore, TestMemoryRouter, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../contract/messages';
import { authProvider } from '../../authProvider';
import { i18nProvider } from '../../i18n/i18nProvider';
import { LiveHeader } from '../../layout/LiveHeader';
import { LiveContext } from '../../realtime/LiveContext';
import { createLiveStore } from '../../realtime/liveStore';
import { PATHS } from '../../routes';
import { liveAlert } from '../../test/liveAlert';
import { signInAs } from '../../test/signInAs';
import { AlertsPage } from './AlertsPage';

const panic = liveAlert(2, 'panic');
const failedPatrol = liveAlert(3, 'patrolEnded', {
  status: 'failed',
  completedEventGuid: 'c0ffee00-0000-4000-8000-000000000003',
  completedEventTime: 1_760_000_003_000,
  route: { id: 4, name: 'Perimeter' },
  tagsScanned: 0,
  tagsExpected: 6,
});

function renderPage() {
  signInAs('ADMIN');
  const store = createLiveStore();
  store.reset(true);
  store.dispatch({
    kind: 'resync',
    resync: {
      missed: [liveAlert(1, 'attendance', { clockType: 'clockIn' }), panic, failedPatrol],
      unresponded: [panic, failedPatrol],
      lastEventId: 3,
    },
  });
  store.flush();
  const respondToAlert = vi.fn(async (response: { respondedToGuid: string }) => ({
    eventGuid: 'a',
    message: 'ok',
    respondedToGuid: response.respondedToGuid,
    respondedAt: 1,
  }));
  const dataProvider = testDataProvider({
    getOne: async (resource: string) =>
      ({
        data:
          resource === 'sites'
            ? {
                id: 1,
                name: 'Sandton Office Park',
                address: '135 Rivonia Road',
                contacts: [{ id: 1, name: 'Naledi Mahlaba', contactNumber: '+27825550101', emailAddress: 'n@x.co.za' }],
              }
            : { id: 1 },
      }) as never,
    respondToAlert,
  });
  render(
    <TestMemoryRouter initialEntries={[PATHS.alerts]}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <LiveContext.Provider value={store}>
          <LiveHeader />
          <AlertsPage />
        </LiveContext.Provider>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { store, respondToAlert };
}

const alarmState = () => screen.getByTestId('alarm-state').getAttribute('data-state');

describe('Alerts page', () => {
  afterEach(cleanup);

  it('shows the four boxes with their counts, and the header counters', async () => {
    renderPage();
    expect(await screen.findByRole('region', { name: 'Red alerts' })).toBeTruthy();
    expect(screen.getByTestId('alert-count-red').textContent).toBe('1');
    expect(screen.getByTestId('alert-count-misc').textContent).toBe('0');
    expect(screen.getByTestId('alert-count-yellow').textContent).toBe('1');
    expect(screen.getByTestId('alert-count-green').textContent).toBe('1');
    expect(screen.getByTestId('counter-red').textContent).toBe('1');
    const yellow = screen.getByRole('region', { name: 'Yellow alerts' });
    expect(within(yellow).getByText('Patrol Failed')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Green alerts' })).getByText('Clock In')).toBeTruthy();
    expect(alarmState()).toBe('on');
  });

  it('answers an alert after the validation and the confirmation; the alarm rests while the dialog is open', async () => {
    const { store, respondToAlert } = renderPage();
    const red = await screen.findByRole('region', { name: 'Red alerts' });
    fireEvent.click(within(red).getByText('Panic'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('A panic was raised on Sandton Handset 1 at Sandton Office Park.')).toBeTruthy();
    expect(await within(dialog).findByText('Naledi Mahlaba')).toBeTruthy();
    await waitFor(() => expect(alarmState()).toBe('off'));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText(MESSAGES.alert.explain)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Response Message'), { target: { value: 'Called the guard.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    const confirm = await screen.findByRole('dialog', {
      name: /Are you sure you would like to respond to that message/,
    });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(respondToAlert).toHaveBeenCalledTimes(1));
    expect(respondToAlert.mock.calls[0][0]).toMatchObject({
      message: 'Called the guard.',
      respondedToType: 'panic',
      respondedToGuid: panic.eventGuid,
      topic: 'critical-qa',
      companyId: 3,
      employeeId: 1,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.getState().alerts.lists.red).toEqual([]);
    expect(screen.getByTestId('counter-red').textContent).toBe('0');
    expect(alarmState()).toBe('off');
  });

  it('answers a patrol with its completedEventGuid on the patrol topic', async () => {
    const { respondToAlert } = renderPage();
    fireEvent.click(await screen.findByText('Patrol Failed'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Perimeter')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Response Message'), { target: { value: 'Sent a supervisor.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: /respond to that message/ })).getByText('Continue'),
    );
    await waitFor(() => expect(respondToAlert).toHaveBeenCalledTimes(1));
    expect(respondToAlert.mock.calls[0][0]).toMatchObject({
      respondedToGuid: failedPatrol.completedEventGuid,
      respondedToType: 'patrolEnded',
      topic: 'patrol-qa',
    });
  });

  it('closes the dialog when another console answers the alert', async () => {
    const { store } = renderPage();
    fireEvent.click(await screen.findByText('Panic'));
    await screen.findByRole('dialog');
    store.dispatch({ kind: 'answered', guid: panic.eventGuid });
    store.flush();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('alert-count-red').textContent).toBe('0');
  });

  it('renders nothing for a sys-admin', () => {
    renderPage();
    cleanup();
    signInAs('SYS_ADMIN');
    const { container } = render(
      <TestMemoryRouter initialEntries={[PATHS.alerts]}>
        <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider} store={memoryStore()}>
          <AlertsPage />
        </AdminContext>
      </TestMemoryRouter>,
    );
    expect(container.textContent).toBe('');
  });
});
