/**
 * The sunbursts' colours (spec part 1 §9). Above the SLA: greens and teals by percentage, up to 92, 94, 96, 98
 * and above, darker as the site does better. Below: reds to ambers in 20-percent steps, darkest for the worst.
 * Each scale also steps evenly in lightness (CIE L* 60, 51, 42, 33, 24), so a colour-blind reader can still tell
 * and order them, and every colour stands at least 3:1 against the white page.
 */
export const ABOVE_COLOURS = ['#259fad', '#1d8872', '#1c7147', '#16592a', '#0e4217'] as const;
export const BELOW_COLOURS = ['#730d1a', '#9a161a', '#b9301a', '#ca5410', '#cb8000'] as const;

/** The upper bounds (included) of the first four colours above the SLA. */
const ABOVE_STEPS = [92, 94, 96, 98];
const BELOW_STEP = 20;

export function aboveColour(percent: number): string {
  const step = ABOVE_STEPS.findIndex((upTo) => percent <= upTo);
  return ABOVE_COLOURS[step === -1 ? ABOVE_STEPS.length : step];
}

export function belowColour(percent: number): string {
  const step = Math.min(Math.max(Math.floor(percent / BELOW_STEP), 0), BELOW_COLOURS.length - 1);
  return BELOW_COLOURS[step];
}
