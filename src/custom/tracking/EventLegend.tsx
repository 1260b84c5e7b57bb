import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AlertClass } from '../../../contract/events';
import type { DeviceEvent, TrackingEventType } from '../../../contract/tracking';
import { EVENT_COLORS, TAG_COLOR } from './eventColors';
import { eventClass } from './eventText';

const CLASS_ORDER: AlertClass[] = ['red', 'misc', 'yellow', 'green'];

interface Entry {
  type: TrackingEventType;
  kind: AlertClass;
  count: number;
}

/** The types the period holds, by box (red first), each with its colour and how many there are. */
function entriesOf(events: readonly DeviceEvent[]): Entry[] {
  const byType = new Map<TrackingEventType, Entry>();
  for (const event of events) {
    const entry = byType.get(event.type) ?? { type: event.type, kind: eventClass(event), count: 0 };
    entry.count++;
    byType.set(event.type, entry);
  }
  return [...byType.values()].sort((a, b) => CLASS_ORDER.indexOf(a.kind) - CLASS_ORDER.indexOf(b.kind));
}

interface EventLegendProps {
  events: readonly DeviceEvent[];
  /** How many of the site's tags are drawn (diamonds). */
  tags: number;
}

/**
 * What the marks on the map are: a coloured dot per type of scan or alert in the period, with its count, and
 * the site's tags.
 */
export const EventLegend = ({ events, tags }: EventLegendProps) => {
  const translate = useTranslate();
  const entries = entriesOf(events);
  if (entries.length === 0 && tags === 0) return null;
  return (
    <Stack
      component="ul"
      direction="row"
      aria-label={translate('patrol.tracking.legend')}
      data-testid="tracking-legend"
      sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, listStyle: 'none', m: 0, mt: 1, p: 0 }}
    >
      {entries.map(({ type, kind, count }) => (
        <Typography component="li" variant="body2" key={type} sx={{ display: 'flex', alignItems: 'center' }}>
          <Box
            component="span"
            aria-hidden
            sx={{ width: 12, height: 12, mr: 0.75, borderRadius: '50%', bgcolor: EVENT_COLORS[kind] }}
          />
          {translate('patrol.tracking.legendEntry', {
            title: translate(`patrol.alerts.titles.${type}`),
            count: count.toLocaleString(),
          })}
        </Typography>
      ))}
      {tags > 0 && (
        <Typography component="li" variant="body2" sx={{ display: 'flex', alignItems: 'center' }}>
          <Box
            component="span"
            aria-hidden
            sx={{ width: 9, height: 9, mx: 0.25, mr: 1, transform: 'rotate(45deg)', bgcolor: TAG_COLOR }}
          />
          {translate('patrol.tracking.legendTags', { count: tags.toLocaleString() })}
        </Typography>
      )}
    </Stack>
  );
};
