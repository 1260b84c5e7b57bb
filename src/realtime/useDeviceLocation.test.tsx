import { act, cleanup, screen } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../test/renderAdmin';
import { deviceTopic, realtimeBus } from './realtimeBus';
import { useDeviceLocation } from './useDeviceLocation';

const Position = ({ deviceId }: { deviceId: number }) => {
  const location = useDeviceLocation(deviceId);
  return <p>{location ? `${location.latitude}, ${location.longitude}` : 'none'}</p>;
};

const publish = (deviceId: number, latitude: number) =>
  realtimeBus.publish(deviceTopic(deviceId), {
    type: 'updated',
    payload: { ids: [deviceId], location: { deviceId, latitude, longitude: 28.05, sentAt: 1 } },
  });

describe('useDeviceLocation', () => {
  afterEach(cleanup);

  it("follows the device's live location and ignores other devices", async () => {
    const dataProvider = testDataProvider({ subscribe: realtimeBus.subscribe, unsubscribe: realtimeBus.unsubscribe });
    renderAdmin(<Position deviceId={7} />, { dataProvider });
    expect(screen.getByText('none')).toBeTruthy();
    await act(() => publish(8, -26.3));
    expect(screen.getByText('none')).toBeTruthy();
    await act(() => publish(7, -26.1));
    expect(screen.getByText('-26.1, 28.05')).toBeTruthy();
  });

  it('stays empty with a dataProvider that has no realtime methods', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAdmin(<Position deviceId={7} />);
    expect(screen.getByText('none')).toBeTruthy();
    vi.restoreAllMocks();
  });
});
