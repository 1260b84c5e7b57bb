/** The header's live controls: alert counters, connection and alarm. */
export const live = {
  live: {
    counters: 'Live alert counters',
    counter: '%{name}: %{count}',
    counterLoading: '%{name}: loading…',
    connectionFine: 'Server connection fine (%{time})',
    connectionDown: 'Server connection down! (%{time})',
    connecting: 'Connecting to the server…',
    mute: 'Mute the alarm',
    unmute: 'Unmute the alarm',
    alarmOn: 'Alarm on',
    alarmOff: 'Alarm off',
    arm: 'Click to arm the alarm',
    armHint: 'The browser keeps the alarm silent until you click once on this page.',
    soundBlocked: 'Alarm on, sound blocked: click anywhere to enable the alarm sound',
  },
};
