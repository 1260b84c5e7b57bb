/** The escalation form's state: each ladder's steps and whether it follows the default. */
import {
  DEFAULT_LADDERS,
  type EscalatingType,
  type EscalationSettings,
  type EscalationSettingsInput,
  type EscalationStep,
  type Ladder,
} from '../../../contract/escalation';

export interface LadderDraft {
  useDefault: boolean;
  steps: Ladder;
}
export type EscalationDraft = Record<EscalatingType, LadderDraft>;

export const draftOf = (settings: EscalationSettings): EscalationDraft => ({
  panic: { useDefault: settings.panicIsDefault, steps: settings.panic },
  pleaseCallMe: { useDefault: settings.pleaseCallMeIsDefault, steps: settings.pleaseCallMe },
});

export const inputOf = (draft: EscalationDraft): EscalationSettingsInput => ({
  panic: draft.panic.useDefault ? null : draft.panic.steps,
  pleaseCallMe: draft.pleaseCallMe.useDefault ? null : draft.pleaseCallMe.steps,
});

/** The steps shown: the default's while 'Use default' is on. */
export const shownSteps = (type: EscalatingType, ladder: LadderDraft): Ladder =>
  ladder.useDefault ? DEFAULT_LADDERS[type] : ladder.steps;

/** A new step: a few minutes after the last one, to the admins by e-mail. */
export const nextStep = (steps: Ladder): EscalationStep => ({
  afterMinutes: (steps.at(-1)?.afterMinutes ?? 0) + 5,
  recipients: ['admins'],
  channels: ['email'],
});

/**
 * Moves a step's recipients and channels up or down by one; the delays stay where they are, so the ladder keeps
 * its order in time.
 */
export function moveStep(steps: Ladder, index: number, by: -1 | 1): Ladder {
  const other = index + by;
  if (other < 0 || other >= steps.length) return steps;
  const moved = [...steps];
  moved[index] = { ...steps[other], afterMinutes: steps[index].afterMinutes };
  moved[other] = { ...steps[index], afterMinutes: steps[other].afterMinutes };
  return moved;
}
