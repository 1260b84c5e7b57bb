/** The strings of the patrol view and the welfare check. */
import type { HandsetPatrolTag } from '../../contract/handsetPatrols';

export const PATROL_TEXT = {
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
  welfareAsk: 'Are you OK?',
  welfareAnswer: "I'm OK",
  welfareHelp: (minutes: number) => `Answer within ${minutes} min, or the control room is alerted.`,
  welfareSent: 'Answer saved — it is sent as soon as there is signal.',
};
