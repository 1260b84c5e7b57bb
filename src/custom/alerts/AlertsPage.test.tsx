import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../contract/messages';
import { UNREACHABLE_KEY } from '../../dataProvider/unreachable';
import { LiveHeader } from '../../layout/LiveHeader';
import { LiveContext } from '../../realtime/LiveContext';
import { createLiveStore } from '../../realtime/liveStore';
import { PATHS } from '../../routes';
import { liveAlert } from '../../test/liveAlert';
import { renderAdmin } from '../../test/renderAdmin';
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

const scan = liveAlert(4, 'nfcTagScan', { employeeId: 7 });
const earlyScan = liveAlert(5, 'patrolScanAlert', {
  employeeId: 7,
  tagScan: { id: 4, eventGuid: scan.eventGuid },
  routeTag: { id: 9, name: 'Visitor Parking', serialNumber: '04:A1', isPanic: false },
  routeTaken: { id: 3, routeId: 4, route: 'Perimeter', status: 'started' },
  alertType: 'early by 8 minutes',
});

function renderPage({ loaded = true, down = { value: false } } = {}) {
  signInAs('ADMIN');
  const store = createLiveStore();
  store.reset(true);
  if (loaded) {
    store.dispatch({
      kind: 'resync',
      resync: {
        missed: [liveAlert(1, 'attendance', { clockType: 'clockIn' }), panic, failedPatrol, scan, earlyScan],
        unresponded: [panic, failedPatrol],
        lastEventId: 5,
      },
    });
    store.flush();
  }
  const respondToAlert = vi.fn(async (response: { respondedToGuid: string }) => {
    if (down.value) throw new HttpError(UNREACHABLE_KEY, 0);
    return {
      eventGuid: 'a',
      message: 'ok',
      respondedToGuid: response.respondedToGuid,
      respondedAt: 1,
    };
  });
  const acknowledgeAlerts = vi.fn(async (guids: string[]) =>
    guids.map((guid) => ({
      eventGuid: 'b',
      message: MESSAGES.alert.acknowledged,
      respondedToGuid: guid,
      respondedAt: 1,
    })),
  );
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
    getList: async () => ({ data: [{ id: 7, name: 'Bongani', surname: 'Khumalo' }], total: 1 }) as never,
    acknowledgeAlerts,
    // The handset's last position: 7 s before the panic (which came without one).
    lastLocation: async () => ({ latitude: -26.1076, longitude: 28.0567, sentAt: (panic.sentAt as number) - 7 }),
  });
  renderAdmin(
    <LiveContext.Provider value={store}>
      <LiveHeader />
      <AlertsPage />
    </LiveContext.Provider>,
    { dataProvider, auth: true, at: PATHS.alerts },
  );
  return { store, respondToAlert, acknowledgeAlerts };
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
    expect(screen.getByTestId('alert-count-green').textContent).toBe('2');
    expect(screen.getByTestId('counter-red').textContent).toBe('1');
    const yellow = screen.getByRole('region', { name: 'Yellow alerts' });
    expect(within(yellow).getByText('Patrol Failed')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Green alerts' })).getByText('Clock In')).toBeTruthy();
    expect(alarmState()).toBe('on');
    // A red row is styled by how long it has waited (this panic was sent long ago); other rows are not.
    expect(screen.getByTestId('alert-box-red').querySelector('[data-urgency]')?.getAttribute('data-urgency')).toBe(
      'overdue',
    );
    expect(screen.getByTestId('alert-box-yellow').querySelector('[data-urgency]')).toBeNull();
  });

  it('answers an alert after the validation and the confirmation; the alarm rests while the dialog is open', async () => {
    const { store, respondToAlert } = renderPage();
    const red = await screen.findByRole('region', { name: 'Red alerts' });
    fireEvent.click(within(red).getByText('Panic'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('A panic was raised on Sandton Handset 1 at Sandton Office Park.')).toBeTruthy();
    expect(await within(dialog).findByText('Naledi Mahlaba')).toBeTruthy();
    await waitFor(() => expect(alarmState()).toBe('off'));
    // It came without a position: the handset's last known one stands in, with its age.
    expect((await within(dialog).findByTestId('location-note')).textContent).toBe(
      'The handset sent no position with this alert: its last known position, 7 s before it',
    );
    expect(within(dialog).getByTestId('alert-coordinates').textContent).toBe('-26.10760, 28.05670');

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

  it("keeps the dialog open when another operator answers: it says who, when and what, and keeps one's text", async () => {
    const { store } = renderPage();
    fireEvent.click(await screen.findByText('Panic'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Response Message'), { target: { value: 'Calling the guard now' } });
    act(() => {
      store.noteAnswer(panic.eventGuid, {
        employeeId: 42,
        name: 'Sipho Dlamini',
        respondedAt: 1_760_000_600,
        message: 'Guard called, false alarm.',
      });
      store.dispatch({ kind: 'answered', guid: panic.eventGuid });
      store.flush();
    });
    const said = await within(dialog).findByTestId('colleague-answer');
    expect(said.textContent).toMatch(/^Sipho Dlamini answered at \d\d:\d\d \d\d\/\d\d: Guard called, false alarm\./);
    expect(within(said).getByRole('button', { name: 'Copy my text' })).toBeTruthy();
    expect((within(dialog).getByLabelText('Response Message') as HTMLTextAreaElement).value).toBe(
      'Calling the guard now',
    );
    expect(within(dialog).getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('alert-count-red').textContent).toBe('0');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes the dialog when the alert is answered with nothing known of the answer', async () => {
    const { store } = renderPage();
    fireEvent.click(await screen.findByText('Panic'));
    await screen.findByRole('dialog');
    store.dispatch({ kind: 'answered', guid: panic.eventGuid });
    store.flush();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('alert-count-red').textContent).toBe('0');
  });

  it('says on a row who else has the alert open, live, and never oneself', async () => {
    const { store } = renderPage();
    const red = await screen.findByRole('region', { name: 'Red alerts' });
    const handling = (open: boolean, employeeId = 42) =>
      act(() => store.noteHandling({ guid: panic.eventGuid, open, employeeId, name: 'Sipho Dlamini' }));
    handling(true);
    expect(within(red).getByTestId('alert-handled-by').textContent).toBe('Being handled by Sipho Dlamini');
    handling(false);
    expect(within(red).queryByTestId('alert-handled-by')).toBeNull();
    handling(true, 1);
    expect(within(red).queryByTestId('alert-handled-by')).toBeNull();
  });

  it('lists a tag overdue in Yellow and a tag enrollment request in Misc, named; a cleared overdue leaves', async () => {
    const { store } = renderPage();
    const overdue = liveAlert(6, 'tagOverdue', {
      employeeId: 7,
      tagId: 9,
      routeTag: { id: 9, name: 'Gate 3', serialNumber: '04:A3', isPanic: false },
      routeTakenId: 3,
      routeId: 4,
      route: { id: 4, name: 'Perimeter' },
      schedulePlanId: 11,
      estimatedScanEpoch: 1_760_000_000,
    });
    const request = liveAlert(7, 'tagEnrollment', { employeeId: 7, name: 'Gate 9', serialNumber: '04:B9' });
    act(() => {
      store.dispatch({ kind: 'alert', alert: overdue });
      store.dispatch({ kind: 'alert', alert: request });
      store.flush();
    });
    const yellow = await screen.findByRole('region', { name: 'Yellow alerts' });
    expect(within(yellow).getByText('Tag overdue: Gate 3')).toBeTruthy();
    expect(within(yellow).getByText(/^Perimeter: due by \d{2}:\d{2}, not scanned$/)).toBeTruthy();
    expect(screen.getByTestId('alert-count-yellow').textContent).toBe('2');
    const misc = screen.getByRole('region', { name: 'Miscellaneous alerts' });
    expect(within(misc).getByText('Tag enrollment requested: Gate 9')).toBeTruthy();
    expect(within(misc).getByText('Sandton Handset 1 asks for tag 04:B9 to be added')).toBeTruthy();
    expect(await within(misc).findByText('Guard: Bongani Khumalo')).toBeTruthy();

    // The request's dialog names the tag and opens the Tag Enrollment page.
    fireEvent.click(within(misc).getByText('Tag enrollment requested: Gate 9'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('04:B9')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Open Tag Enrollment' }).getAttribute('href')).toBe(
      PATHS.tagEnrollment,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The tag scanned late: the overdue row leaves the Yellow box on every console.
    act(() => {
      store.dispatch({ kind: 'alert', alert: { ...overdue, clearedAt: 1_760_000_400, clearedBy: 'scan' } });
      store.flush();
    });
    await waitFor(() => expect(within(yellow).queryByText('Tag overdue: Gate 3')).toBeNull());
    expect(screen.getByTestId('alert-count-yellow').textContent).toBe('1');
  });

  it('renders nothing for a sys-admin', () => {
    renderPage();
    cleanup();
    signInAs('SYS_ADMIN');
    const { container } = renderAdmin(<AlertsPage />, { at: PATHS.alerts });
    expect(container.textContent).toBe('');
  });

  it('says what happened in each row: a scan and its judgement as one entry, with the guard', async () => {
    renderPage();
    const green = await screen.findByRole('region', { name: 'Green alerts' });
    expect(within(green).getAllByTestId('alert-item')).toHaveLength(2);
    expect(within(green).getByText('Visitor Parking scanned early by 8 minutes (Perimeter)')).toBeTruthy();
    expect(await within(green).findByText('Guard: Bongani Khumalo')).toBeTruthy();
    const red = screen.getByRole('region', { name: 'Red alerts' });
    expect(within(red).getByText('Panic button pressed on Sandton Handset 1')).toBeTruthy();
    expect(within(red).getByTestId('alert-waiting').textContent).toMatch(/^unanswered \d+ h \d+ min$/);
  });

  it('shows loading in each box and in the counters until the first load ends, never "No alerts"', async () => {
    const { store } = renderPage({ loaded: false });
    await screen.findByRole('region', { name: 'Red alerts' });
    expect(screen.getAllByTestId('alert-box-loading')).toHaveLength(4);
    expect(screen.queryByText('No alerts')).toBeNull();
    expect(screen.getByTestId('counter-red').textContent).toBe('…');
    expect(screen.getByTestId('counter-red').getAttribute('aria-label')).toBe('Red: loading…');
    store.dispatch({ kind: 'resync', resync: { missed: [], unresponded: [], lastEventId: 0 } });
    store.flush();
    await waitFor(() => expect(screen.getAllByText('No alerts')).toHaveLength(4));
    expect(screen.queryByTestId('alert-box-loading')).toBeNull();
    expect(screen.getByTestId('counter-red').textContent).toBe('0');
  });

  it('keeps an answer that could not be sent during an outage, says so by the field, and sends it once back', async () => {
    const down = { value: true };
    const { respondToAlert } = renderPage({ down });
    const red = await screen.findByRole('region', { name: 'Red alerts' });
    fireEvent.click(within(red).getByText('Panic'));
    const dialog = await screen.findByRole('dialog');
    const send = async () => {
      fireEvent.click(await within(dialog).findByRole('button', { name: 'Send' }));
      const confirm = await screen.findByRole('dialog', { name: /Are you sure/ });
      fireEvent.click(within(confirm).getByRole('button', { name: 'Continue' }));
    };
    fireEvent.change(within(dialog).getByLabelText('Response Message'), { target: { value: 'Armed response sent.' } });
    await send();
    expect((await within(dialog).findByTestId('answer-not-sent')).textContent).toMatch(
      /^Not sent: the server cannot be reached/,
    );
    expect((within(dialog).getByLabelText('Response Message') as HTMLTextAreaElement).value).toBe(
      'Armed response sent.',
    );
    down.value = false;
    await send();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(respondToAlert).toHaveBeenCalledTimes(2);
    expect(respondToAlert.mock.calls[1][0]).toMatchObject({ message: 'Armed response sent.' });
  });

  it('acknowledges the whole Green box after one confirmation, and a selection', async () => {
    const { acknowledgeAlerts } = renderPage();
    const green = await screen.findByRole('region', { name: 'Green alerts' });
    fireEvent.click(within(green).getByRole('checkbox', { name: 'Select Clock In' }));
    // The selection's button comes first; 'Acknowledge all' stands apart at the far end.
    const bar = within(green).getAllByRole('button', { name: /^Acknowledge/ });
    expect(bar.map((button) => button.textContent)).toEqual(['Acknowledge selected (1)', 'Acknowledge all']);
    fireEvent.click(within(green).getByRole('button', { name: 'Acknowledge selected (1)' }));
    const confirmOne = await screen.findByRole('dialog', { name: /acknowledge the 1 selected alerts/ });
    fireEvent.click(within(confirmOne).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(acknowledgeAlerts).toHaveBeenCalledTimes(1));
    expect(acknowledgeAlerts.mock.calls[0][0]).toEqual([liveAlert(1, 'attendance').eventGuid]);
    await waitFor(() => expect(screen.getByTestId('alert-count-green').textContent).toBe('1'));

    fireEvent.click(await within(green).findByRole('button', { name: 'Acknowledge all' }));
    const confirmAll = await screen.findByRole('dialog', { name: /acknowledge all 1 Green alerts/ });
    expect(within(confirmAll).getByText(new RegExp(MESSAGES.alert.acknowledged))).toBeTruthy();
    fireEvent.click(within(confirmAll).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(acknowledgeAlerts).toHaveBeenCalledTimes(2));
    expect(acknowledgeAlerts.mock.calls[1][0]).toEqual([earlyScan.eventGuid]);
    await waitFor(() => expect(within(green).getByText('No alerts')).toBeTruthy());
    expect(screen.getByTestId('alert-count-red').textContent).toBe('1');
    expect(screen.getByTestId('alert-box-red').querySelector('input[type=checkbox]')).toBeNull();
  });

  it('sounds and announces a red alert that arrives while another alert is being answered, and opens it', async () => {
    const { store } = renderPage();
    const green = await screen.findByRole('region', { name: 'Green alerts' });
    // The panic already waiting is heard: opening a routine alert quiets the alarm, as the spec has it.
    fireEvent.click(within(green).getByText('Clock In'));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(alarmState()).toBe('off'));
    expect(within(dialog).queryByTestId('new-red-alert')).toBeNull();

    const second = liveAlert(9, 'panic', { site: { id: 2, name: 'Midrand Logistics Depot' } });
    act(() => {
      store.dispatch({ kind: 'alert', alert: second });
      store.flush();
    });
    await waitFor(() => expect(alarmState()).toBe('on'));
    const banner = within(dialog).getByTestId('new-red-alert');
    expect(banner.getAttribute('role')).toBe('alert');
    expect(banner.textContent).toContain('New: Panic at Midrand Logistics Depot');

    fireEvent.click(within(banner).getByRole('button', { name: 'Open it' }));
    await waitFor(() => expect(screen.getByRole('dialog').textContent).toContain('Midrand Logistics Depot'));
    expect(screen.queryByTestId('new-red-alert')).toBeNull();
    await waitFor(() => expect(alarmState()).toBe('off'));
  });

  it("keeps the note being typed when 'Open it' shows another alert, until it is sent or cancelled", async () => {
    const { store } = renderPage();
    const green = await screen.findByRole('region', { name: 'Green alerts' });
    const responseIn = (dialog: HTMLElement) =>
      within(dialog).getByLabelText('Response Message') as HTMLTextAreaElement;
    fireEvent.click(within(green).getByText('Clock In'));
    fireEvent.change(responseIn(await screen.findByRole('dialog')), { target: { value: 'Photo checked, half' } });
    act(() => {
      store.dispatch({ kind: 'alert', alert: liveAlert(9, 'panic', { site: { id: 2, name: 'Midrand Depot' } }) });
      store.flush();
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Open it' }));
    await waitFor(() => expect(screen.getByRole('dialog').textContent).toContain('Midrand Depot'));
    expect(responseIn(screen.getByRole('dialog')).value).toBe('');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(green).getByText('Clock In'));
    const back = await screen.findByRole('dialog');
    expect(responseIn(back).value).toBe('Photo checked, half');
    fireEvent.click(within(back).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(within(green).getByText('Clock In'));
    expect(responseIn(await screen.findByRole('dialog')).value).toBe('');
  });

  it('asks for the click that arms the alarm as soon as the browser blocks sound, whether or not an alert waits', async () => {
    const { store } = renderPage({ loaded: false });
    expect(screen.queryByTestId('arm-alarm')).toBeNull();
    act(() => store.setSoundBlocked(true));
    expect(screen.getByRole('button', { name: 'Click to arm the alarm' })).toBeTruthy();
    act(() => store.setSoundBlocked(false));
    expect(screen.queryByTestId('arm-alarm')).toBeNull();
  });

  it('shows the banner and the bell while red alerts wait and the browser blocks the sound', async () => {
    const { store } = renderPage();
    await screen.findByRole('region', { name: 'Red alerts' });
    expect(screen.queryByTestId('sound-blocked')).toBeNull();
    act(() => store.setSoundBlocked(true));
    expect(screen.getByTestId('sound-blocked').textContent).toContain('Click to enable the alarm sound');
    expect(screen.getByTestId('alarm-state').getAttribute('data-sound')).toBe('blocked');
    act(() => store.setMuted(true));
    expect(screen.queryByTestId('sound-blocked')).toBeNull();
    act(() => {
      store.setMuted(false);
      store.setSoundBlocked(false);
    });
    expect(screen.queryByTestId('sound-blocked')).toBeNull();
    expect(screen.getByTestId('alarm-state').getAttribute('data-sound')).toBe('free');
  });
});
