export interface AlarmInputs {
  /** The guids of the unanswered red alerts. */
  red: readonly string[];
  muted: boolean;
  /** While an alert's dialog is open: the red alerts it quiets (see `heardWhenOpened`); null when none is open. */
  heard: readonly string[] | null;
  /** A response is being sent. */
  sending: boolean;
}

/**
 * The red alerts an alert's dialog quiets: its own and those already waiting (so already heard) when it opened.
 * A red alert that arrives while it is open is not among them: it sounds over the dialog.
 */
export const heardWhenOpened = (red: readonly string[], own: string): string[] => [...new Set([...red, own])];

/** The unanswered red alerts nobody has heard yet: those that arrived while a dialog was open. */
export const unheard = (red: readonly string[], heard: readonly string[] | null): string[] =>
  heard === null ? [...red] : red.filter((guid) => !heard.includes(guid));

/**
 * The alarm plays while red alerts are unanswered and it is not muted; it stops while the response dialog is
 * open and while a response is being sent, and resumes afterwards if red alerts remain (spec part 1 §4). A red
 * alert that arrives while a dialog is open is new: it sounds even so, until that dialog closes or opens it.
 */
export const alarmOn = ({ red, muted, heard, sending }: AlarmInputs): boolean =>
  !muted && !sending && unheard(red, heard).length > 0;
