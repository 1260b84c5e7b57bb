/**
 * Every word the handset app shows, in one catalogue (server messages come from contract/messages.ts): a second
 * language is a second object of this shape (`typeof TEXT`).
 */
import type { ScanJudgement } from '../../contract/handset';
import type { HandsetPatrolTag } from '../../contract/handsetPatrols';
import { INCIDENT_PHOTOS_MAX, type IncidentSeverity } from '../../contract/incidentLists';

export const TEXT = {
  appName: 'Patrol Handset',
  emailAddress: 'E-mail address',
  password: 'Password',
  signIn: 'Sign in',
  signInAgain: 'Your session ended. Sign in again: nothing waiting is lost.',
  activationTitle: 'Activate this phone',
  activationHelp: "Ask the control room for a code: the device's page, 'Activate a handset'.",
  activationCode: 'Activation code',
  activate: 'Activate',
  activated: (device: string, site: string) => `This phone is ${device} at ${site}.`,
  tabs: { patrol: 'Patrol', clock: 'Clock', incident: 'Incident', chat: 'Chat' },
  startScanning: 'Start scanning',
  scanning: 'Hold a tag to the back of the phone.',
  noNfc:
    'This browser cannot read NFC tags (Web NFC needs Chrome on Android). Type the serial printed on the tag, or ' +
    'scan its printed QR.',
  scanTagQr: 'Scan the printed QR',
  scanActivationQr: 'Scan the QR code',
  qrReader: 'QR reader',
  qrHelp: 'Point the back camera at the QR code.',
  noQrReader: 'The QR reader could not be loaded. Type it instead.',
  notATagQr: "That QR is the console's activation code, not a tag.",
  close: 'Close',
  tagSerial: 'Tag serial',
  sendScan: 'Send scan',
  unknownTag: 'Unknown tag',
  askNewTag: 'Ask for a new tag',
  newTagName: 'Name for the new tag',
  sendRequest: 'Send request',
  requested: (name: string) => `Asked for a new tag '${name}'.`,
  /** What the server judged of a scan, on its line; nothing more for an unknown tag (the line says so). */
  judged: ({ judged, minutes }: ScanJudgement) =>
    ({
      onTime: 'on time',
      early: `early by ${minutes} min`,
      late: `late by ${minutes} min`,
      notOnPatrol: 'not on a patrol',
      unknownTag: '',
    })[judged],
  panic: 'PANIC',
  panicHelp: 'Hold 2 seconds',
  pleaseCallMe: 'Please call me',
  /** The state of the guard's own panic or please-call-me, on screen until he closes it. */
  alarmOf: (type: 'panic' | 'pleaseCallMe') => (type === 'panic' ? 'Panic' : 'Please call me'),
  alarmWaiting: 'Waiting — no signal',
  alarmSent: 'Sent',
  alarmReceived: (time: string) => `Received by the control room ${time}`,
  alarmAnswered: (name: string, message: string) => `Answered by ${name}: ${message}`,
  controlRoom: 'the control room',
  alarmRefused: (message: string) => `Not taken by the server: ${message}`,
  callControlRoom: 'Call the control room',
  textControlRoom: 'Send a text',
  noControlRoomNumber: 'No control-room number known yet.',
  smsBody: (type: string, guard: string, site: string, where: string) =>
    `${type.toUpperCase()}: ${guard} at ${site}, ${where}`,
  positionLink: (latitude: number, longitude: number) => `position ${latitude.toFixed(5)}, ${longitude.toFixed(5)}`,
  closeAlarm: 'Close',
  noPosition: 'no position',
  positionOf: (accuracy: number, age: string) => `±${Math.round(accuracy)} m, ${age}`,
  /** How old a position fix is. */
  age: (minutes: number) => (minutes < 1 ? 'now' : `${minutes} min ago`),
  takePhoto: 'Take photo',
  retakePhoto: 'Take another',
  clockIn: 'Clock in',
  clockOut: 'Clock out',
  onDutyClockOut: (since: string) => `On duty since ${since} — Clock out`,
  onDutySince: (since: string) => `On duty since ${since}`,
  offDuty: 'Off duty',
  dutyUnknown: 'Not known yet whether you are on duty (no answer from the server).',
  clocked: (type: string) => (type === 'clockIn' ? 'Clocked in' : 'Clocked out'),
  noCamera: 'The camera could not be opened.',
  chatMessage: 'Message',
  send: 'Send',
  sendPhoto: 'Send a photo',
  photo: 'Photo',
  you: 'You',
  scans: 'Scans',
  waiting: (n: number) => `${n} waiting to send`,
  reportsWaiting: (n: number) =>
    n === 1 ? '1 position or battery report waits too' : `${n} position or battery reports wait too`,
  allSent: 'All sent',
  /** On a scan or message not yet stored by the server, and on one that is. */
  notSentYet: 'waiting',
  /** On a clock or an incident report only on the phone so far. */
  waitingToSend: 'Waiting to send',
  stored: 'sent',
  offline: 'No signal',
  rejected: 'Not taken by the server',
  /** The guard has read why: the refused event leaves the phone. */
  dismiss: 'OK',
  rejectedFallback: 'Refused',
  /** What a refused event was, on its line. */
  eventKind: (type: string) =>
    ({
      panic: 'Panic',
      pleaseCallMe: 'Please call me',
      nfcTagScan: 'Scan',
      attendance: 'Clock',
      chatMessage: 'Chat message',
      tagEnrollment: 'New tag request',
      incident: 'Incident',
      welfareOk: "I'm OK",
      deviceLocation: 'Position',
      deviceStatus: 'Battery',
    })[type] ?? type,
  noNetwork: 'No network.',
  noSession: 'The server sent no session.',
  signOut: 'Sign out',

  patrol: {
    currentPatrol: 'Current patrol',
    timeLeft: (minutes: number) => (minutes <= 0 ? 'time is up' : minutes === 1 ? '1 min left' : `${minutes} min left`),
    noPatrol: 'No patrol now',
    nextPatrol: (route: string, time: string) => `No patrol now — next: ${route} at ${time}`,
    progress: (tag: Pick<HandsetPatrolTag, 'progress' | 'minutes'>) =>
      ({
        onTime: 'on time',
        early: tag.minutes === 1 ? 'early by 1 min' : `early by ${tag.minutes} min`,
        late: tag.minutes === 1 ? 'late by 1 min' : `late by ${tag.minutes} min`,
        notYet: 'not yet',
        overdue: 'overdue',
        missed: 'missed',
      })[tag.progress],
    cachedAge: (minutes: number) =>
      minutes < 1 ? 'Saved less than a minute ago (no signal)' : `Saved ${minutes} min ago (no signal)`,
    notLoaded: 'The patrol could not be loaded yet.',
  },

  welfare: {
    ask: 'Are you OK?',
    answer: "I'm OK",
    help: (minutes: number) => `Answer within ${minutes} min, or the control room is alerted.`,
  },

  incident: {
    title: 'Report an incident',
    category: 'Category',
    chooseCategory: 'Choose a category',
    severity: 'Severity',
    severities: { low: 'Low', medium: 'Medium', high: 'High' } satisfies Record<IncidentSeverity, string>,
    highHelp: 'High also raises a red alert in the control room.',
    text: 'What did you find?',
    addPhoto: (count: number) => `Add a photo (${count} of ${INCIDENT_PHOTOS_MAX})`,
    photosFull: `${INCIDENT_PHOTOS_MAX} photos: the most one report takes.`,
    photo: (n: number) => `Photo ${n}`,
    removePhoto: (n: number) => `Remove photo ${n}`,
    where: (position: string) => `Position: ${position}`,
    send: 'Send the report',
    filed: 'Reports from this phone',
    received: (time: string) => `Received ${time}`,
    photos: (n: number) => (n === 1 ? '1 photo' : `${n} photos`),
  },
};
