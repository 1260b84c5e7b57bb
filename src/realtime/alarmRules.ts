export interface AlarmInputs {
  /** Unanswered red alerts. */
  red: number;
  muted: boolean;
  /** The alert details (response) dialog is open. */
  dialogOpen: boolean;
  /** A response is being sent. */
  sending: boolean;
}

/**
 * The alarm plays while red alerts are unanswered and it is not muted; it stops while the response dialog is
 * open and while a response is being sent, and resumes afterwards if red alerts remain (spec part 1 §4).
 */
export const alarmOn = ({ red, muted, dialogOpen, sending }: AlarmInputs): boolean =>
  red > 0 && !muted && !dialogOpen && !sending;
