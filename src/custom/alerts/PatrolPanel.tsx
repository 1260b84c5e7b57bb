import { useTranslate } from 'react-admin';
import { formatEpoch } from '../../common/dateTime';
import type { LiveAlert } from '../../realtime/types';
import { alertTime, missedTags, routeName, tagName } from './alertText';
import { DetailPanel } from './DetailPanel';
import { FieldRows } from './FieldRows';

/** The patrol of a patrol end, a scan or a tag overdue: route, status, tags (those missed named), timing, cleared. */
export const PatrolPanel = ({ alert }: { alert: LiveAlert }) => {
  const translate = useTranslate();
  const ended = alert.type === 'patrolEnded';
  const status = typeof alert.status === 'string' ? alert.status : undefined;
  const timing =
    alert.alertType === 'onTime' ? translate('patrol.alerts.onTime') : (alert.alertType as string | undefined);
  return (
    <DetailPanel title="patrol.alerts.dialog.patrol" defaultExpanded={ended}>
      <FieldRows
        rows={[
          ['route', routeName(alert)],
          ['status', ended && status ? translate(`patrol.alerts.patrolStatus.${status}`, { _: status }) : undefined],
          [
            'tagsScanned',
            ended && typeof alert.tagsExpected === 'number'
              ? `${alert.tagsScanned} / ${alert.tagsExpected}`
              : undefined,
          ],
          ['missedTags', missedTags(alert)],
          ['endedAt', ended ? alertTime(alert) : undefined],
          ['tag', ended ? undefined : tagName(alert)],
          ['timing', timing],
          ['estimatedScan', formatEpoch(alert.estimatedScanEpoch)],
          ['scannedAt', formatEpoch(alert.scannedAt)],
          [
            'cleared',
            typeof alert.clearedAt === 'number'
              ? translate(`patrol.alerts.cleared.${alert.clearedBy === 'scan' ? 'scan' : 'patrolEnded'}`, {
                  time: formatEpoch(alert.clearedAt),
                })
              : undefined,
          ],
        ]}
      />
    </DetailPanel>
  );
};
