/** Colours a company chooses (its clients' portal): the text drawn on one, readable whichever is chosen. */

/** The portal's own header colour, when the company has chosen none. */
export const PORTAL_COLOUR = '#1f4e79';

/**
 * Black or white, whichever reads better on `background` (#rrggbb): WCAG's relative luminance, white text below
 * 0.179 (where both contrasts are equal).
 */
export function textOn(background: string): '#000000' | '#ffffff' {
  const channel = (at: number) => {
    const value = Number.parseInt(background.slice(at, at + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.179 ? '#000000' : '#ffffff';
}
