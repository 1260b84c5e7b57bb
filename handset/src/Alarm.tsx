/**
 * The guard's own panic or please-call-me, as true as the phone knows it: waiting (no signal, with a call and a text
 * to the control room), sent, received by the control room, answered. The phone vibrates on each change.
 */
import { useEffect, useRef } from 'react';
import { type AlarmState, smsLink, telLink } from './alarmState';
import type { Position } from './position';
import { age } from './position';
import { TEXT } from './text';
import { hourMinute } from './time';

export interface RaisedAlarm {
  eventGuid: string;
  type: 'panic' | 'pleaseCallMe';
  position: Position | null;
  raisedAt: number;
}

export function Alarm(props: {
  alarm: RaisedAlarm;
  state: AlarmState;
  controlRoomNumber: string;
  guardName: string;
  siteName: string;
  onClose: () => void;
}) {
  const { alarm, state, controlRoomNumber } = props;
  const kind = state.kind;
  const seen = useRef<string>(undefined);
  useEffect(() => {
    if (seen.current !== kind) navigator.vibrate?.(kind === 'answered' ? [200, 100, 200] : 200);
    seen.current = kind;
  }, [kind]);

  const where = alarm.position
    ? `${TEXT.positionLink(alarm.position.latitude, alarm.position.longitude)} (${TEXT.positionOf(alarm.position.accuracy, age(alarm.position))})`
    : TEXT.noPosition;
  const said =
    state.kind === 'waiting'
      ? TEXT.alarmWaiting
      : state.kind === 'sent'
        ? TEXT.alarmSent
        : state.kind === 'received'
          ? TEXT.alarmReceived(hourMinute(state.at))
          : state.kind === 'answered'
            ? TEXT.alarmAnswered(state.by ?? TEXT.controlRoom, state.message)
            : TEXT.alarmRefused(state.message);
  return (
    <section className={`alarm-state ${kind}`} role="status" aria-live="assertive" data-testid="alarm-state">
      <p className="alarm-title">
        <strong>{TEXT.alarmOf(alarm.type)}</strong> · {hourMinute(alarm.raisedAt)}
      </p>
      <p className="alarm-said" data-state={kind}>
        {said}
      </p>
      <p className="alarm-where">{where}</p>
      {(kind === 'waiting' || kind === 'refused') &&
        (controlRoomNumber ? (
          <div className="row">
            <a className="button primary" href={telLink(controlRoomNumber)}>
              {TEXT.callControlRoom}
            </a>
            <a
              className="button"
              href={smsLink(
                controlRoomNumber,
                TEXT.smsBody(TEXT.alarmOf(alarm.type), props.guardName, props.siteName, where),
              )}
            >
              {TEXT.textControlRoom}
            </a>
          </div>
        ) : (
          <p>{TEXT.noControlRoomNumber}</p>
        ))}
      {kind === 'answered' && (
        <button type="button" className="link" onClick={props.onClose}>
          {TEXT.closeAlarm}
        </button>
      )}
    </section>
  );
}
