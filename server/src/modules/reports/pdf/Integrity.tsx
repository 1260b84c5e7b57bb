/**
 * The record's integrity under the verdict: 'Record intact: N events verified', or where the record breaks; then the
 * period's last signed checkpoint of each handset in short form, so the client holds a copy of the record's heads.
 */
import { StyleSheet, Text } from '@react-pdf/renderer';
import type { IntegrityResult } from '../../../../../contract/integrity';
import { fill, MESSAGES } from '../../../../../contract/messages';
import type { CheckpointLine } from '../content';
import { reportTime } from './format';
import { COLOURS } from './theme';

const M = MESSAGES.integrity;
const s = StyleSheet.create({ line: { fontSize: 8.5, marginTop: 6 }, small: { fontSize: 7, marginTop: 2 } });

function integrityLine({ checked, firstBroken, findings, findingCount }: IntegrityResult, zone: string) {
  if (firstBroken)
    return fill(M.broken, {
      time: reportTime(firstBroken.sentAt, zone),
      type: firstBroken.type,
      eventGuid: firstBroken.eventGuid,
      reason: M.reasons[firstBroken.reason],
      count: checked,
    });
  const [first] = findings ?? [];
  if (first)
    return fill(M.notIntact, {
      reason: M.findings[first.reason],
      deviceId: first.deviceId,
      fromSeq: first.fromSeq,
      toSeq: first.toSeq,
      places: findingCount,
      count: checked,
    });
  return fill(M.intact, { count: checked.toLocaleString('en-US') });
}

const checkpointLine = (c: CheckpointLine, zone: string) =>
  fill(M.checkpoint, {
    time: reportTime(c.madeAt, zone),
    device: c.deviceName ?? (c.deviceId === 0 ? M.noDevice : `#${c.deviceId}`),
    seq: c.seq,
    hash: c.hash.slice(0, 16),
    signature: c.signature.slice(0, 16),
    keyId: c.keyId,
  });

export function Integrity({
  integrity,
  checkpoints = [],
  zone,
}: {
  integrity: IntegrityResult;
  checkpoints?: CheckpointLine[];
  zone: string;
}) {
  return (
    <>
      <Text style={[s.line, { color: integrity.intact ? COLOURS.pass : COLOURS.fail }]}>
        {integrityLine(integrity, zone)}
      </Text>
      {integrity.clockOff > 0 && <Text style={s.line}>{fill(M.clockOff, { count: integrity.clockOff })}</Text>}
      {checkpoints.map((c) => (
        <Text key={`${c.deviceId}-${c.seq}`} style={s.small}>
          {checkpointLine(c, zone)}
        </Text>
      ))}
    </>
  );
}
