/** The record's integrity under the verdict: 'Record intact: N events verified', or where the record breaks. */
import { StyleSheet, Text } from '@react-pdf/renderer';
import type { IntegrityResult } from '../../../../../contract/integrity';
import { fill, MESSAGES } from '../../../../../contract/messages';
import { reportTime } from './format';
import { COLOURS } from './theme';

const M = MESSAGES.integrity;
const s = StyleSheet.create({ line: { fontSize: 8.5, marginTop: 6 } });

const integrityLine = ({ checked, firstBroken }: IntegrityResult, zone: string) =>
  firstBroken
    ? fill(M.broken, {
        time: reportTime(firstBroken.sentAt, zone),
        type: firstBroken.type,
        eventGuid: firstBroken.eventGuid,
        reason: M.reasons[firstBroken.reason],
        count: checked,
      })
    : fill(M.intact, { count: checked.toLocaleString('en-US') });

export function Integrity({ integrity, zone }: { integrity: IntegrityResult; zone: string }) {
  return (
    <>
      <Text style={[s.line, { color: integrity.intact ? COLOURS.pass : COLOURS.fail }]}>
        {integrityLine(integrity, zone)}
      </Text>
      {integrity.clockOff > 0 && <Text style={s.line}>{fill(M.clockOff, { count: integrity.clockOff })}</Text>}
    </>
  );
}
