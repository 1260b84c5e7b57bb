import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { PatrolDataProvider } from '../../dataProvider';
import type { LiveAlert } from '../../realtime/types';
import { durationText } from './alertSummary';
import { alertDate } from './alertText';
import { LocationPanel } from './LocationPanel';

interface LastKnownLocationPanelProps {
  alert: LiveAlert;
  deviceId: number;
  /** A past alert: where the handset was at the alert's time, not where it is now. */
  past?: boolean;
}

/**
 * An alert sent without a position (a panic from a phone with no fix): where its handset last said it was, and how
 * long before (or after) the alert that was, so the control room still knows where to send help. A past alert
 * shows the handset's newest position by the alert's time (or its first after, when it had none).
 */
export const LastKnownLocationPanel = ({ alert, deviceId, past = false }: LastKnownLocationPanelProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PatrolDataProvider>();
  const sent = alertDate(alert);
  const at = past && sent ? Math.floor(sent.getTime() / 1000) : undefined;
  const { data } = useQuery({
    queryKey: ['devices', 'lastLocation', deviceId, at],
    queryFn: () => dataProvider.lastLocation(deviceId, at),
  });
  if (data?.latitude == null || data.longitude == null) return null;
  const gap = sent && typeof data.sentAt === 'number' ? Math.round(sent.getTime() / 1000 - data.sentAt) : null;
  const note =
    gap === null
      ? translate('patrol.alerts.location.lastKnown')
      : translate(gap >= 0 ? 'patrol.alerts.location.lastKnownBefore' : 'patrol.alerts.location.lastKnownAfter', {
          age: durationText(Math.abs(gap), translate),
        });
  return (
    <LocationPanel
      latitude={data.latitude}
      longitude={data.longitude}
      site={alert.site}
      note={note}
      defaultExpanded={alert.type === 'panic'}
    />
  );
};
