/** A site's name on a sunburst (spec part 1 §9): longer than 15 characters, it is cut to 14 and an ellipsis. */
const LONGEST = 15;
const KEPT = 14;

export function siteLabel(name: string): string {
  const characters = Array.from(name);
  return characters.length > LONGEST ? `${characters.slice(0, KEPT).join('')}…` : name;
}
