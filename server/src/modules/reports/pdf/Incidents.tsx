/** The period's incident reports: when, who, what, the text as it stands, and the photos (made small). */
import { Image, Text, View } from '@react-pdf/renderer';
import type { IncidentLine } from '../content';
import { reportTime } from './format';
import { Empty, Section } from './Section';
import { COLOURS } from './theme';

const SEVERITY = { low: 'Low', medium: 'Medium', high: 'High' } as const;

function Incident({ incident, zone }: { incident: IncidentLine; zone: string }) {
  const approval = incident.status === 'approved' ? `Approved for the client by ${incident.approvedBy ?? '–'}` : 'New';
  return (
    <View wrap={false} style={{ marginBottom: 10, paddingBottom: 6, borderBottom: `0.5pt solid ${COLOURS.rule}` }}>
      <Text style={{ fontFamily: 'Helvetica-Bold', color: incident.severity === 'high' ? COLOURS.fail : COLOURS.ink }}>
        {`${reportTime(incident.sentAt, zone)} · ${incident.category} · ${SEVERITY[incident.severity]}`}
      </Text>
      <Text style={{ color: COLOURS.muted, marginTop: 2 }}>{`${incident.guard ?? 'Unknown guard'} · ${approval}`}</Text>
      <Text style={{ marginTop: 4 }}>{incident.text}</Text>
      {incident.photos.length ? (
        <View style={{ flexDirection: 'row', flexWrap: 'wrap', gap: 6, marginTop: 6 }}>
          {incident.photos.map((photo, index) => (
            <Image
              // biome-ignore lint/suspicious/noArrayIndexKey: the photos of one incident, in their order
              key={index}
              src={{ data: Buffer.from(photo), format: 'jpg' }}
              style={{ width: 150, maxHeight: 150, objectFit: 'contain' }}
            />
          ))}
        </View>
      ) : null}
      {incident.missingPhotos > 0 ? (
        <Text style={{ color: COLOURS.muted, marginTop: 4 }}>
          {`${incident.missingPhotos} photo(s) could not be read from the file store.`}
        </Text>
      ) : null}
    </View>
  );
}

export function Incidents({ incidents, zone }: { incidents: IncidentLine[]; zone: string }) {
  return (
    <Section title="Incidents" note="The text as it stands: the control room's correction where it made one.">
      {incidents.length ? (
        incidents.map((incident, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the period's incidents, oldest first
          <Incident key={index} incident={incident} zone={zone} />
        ))
      ) : (
        <Empty text="No incidents were reported in this period." />
      )}
    </Section>
  );
}
