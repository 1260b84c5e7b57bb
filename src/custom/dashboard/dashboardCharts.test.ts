import { describe, expect, it } from 'vitest';
import type { SiteTagsScanned } from '../../../contract/dashboard';
import { ABOVE_BINS, BELOW_BINS, siteRings } from './siteBins';
import { ABOVE_COLOURS, aboveColour, BELOW_COLOURS, belowColour } from './siteColours';
import { siteLabel } from './siteLabel';

let nextId = 1;
const site = (name: string, tagsScannedPercentage: number): SiteTagsScanned => ({
  id: nextId++,
  name,
  tagsScannedPercentage,
});
const binsOf = (rings: ReturnType<typeof siteRings>) => rings.bins.map(({ from, to, value }) => [from, to, value]);

describe('the site labels', () => {
  it('keep 15 characters, and cut a longer name to 14 and an ellipsis', () => {
    expect(siteLabel('Sandton Office')).toBe('Sandton Office');
    expect(siteLabel('Menlyn Maine 15')).toBe('Menlyn Maine 15');
    expect(siteLabel('Rosebank Corporate Campus')).toBe('Rosebank Corpo…');
    expect(siteLabel('Rosebank Corporate Campus')).toHaveLength(15);
    expect(siteLabel('Ṣ'.repeat(20))).toBe(`${'Ṣ'.repeat(14)}…`);
  });
});

describe('the colours', () => {
  it('above the SLA change at 92, 94, 96 and 98 (each bound in the lower colour)', () => {
    const colours = [90, 92, 92.01, 94, 94.5, 96, 97, 98, 98.01, 100].map(aboveColour);
    const [a, b, c, d, e] = ABOVE_COLOURS;
    expect(colours).toEqual([a, a, b, b, c, c, d, d, e, e]);
  });

  it('below the SLA change every 20 percent', () => {
    const colours = [0, 19.99, 20, 39.99, 40, 59.99, 60, 79.99, 80, 89.99].map(belowColour);
    const [a, b, c, d, e] = BELOW_COLOURS;
    expect(colours).toEqual([a, a, b, b, c, c, d, d, e, e]);
  });
});

describe('the rings of a sunburst', () => {
  it('bins the sites above the SLA by 2.5 points, lowest first, with 100% in the last bin', () => {
    const rings = siteRings(
      [site('Top', 100), site('Mid B', 95), site('Low', 90.01), site('Mid A', 96.4), site('Edge', 97.5)],
      ABOVE_BINS,
    );
    expect(binsOf(rings)).toEqual([
      [90, 92.5, 1],
      [95, 97.5, 2],
      [97.5, 100, 2],
    ]);
    expect(rings.sites.map((s) => s.site.name)).toEqual(['Low', 'Mid B', 'Mid A', 'Edge', 'Top']);
    expect(rings.sites.map((s) => s.fill)).toEqual([
      aboveColour(90.01),
      aboveColour(95),
      aboveColour(96.4),
      aboveColour(97.5),
      aboveColour(100),
    ]);
    expect(rings.bins.map((bin) => bin.fill)).toEqual([aboveColour(91.25), aboveColour(96.25), aboveColour(98.75)]);
  });

  it('puts the outer ring over the inner one: as many sites as the bins count, in bin order', () => {
    const list = Array.from({ length: 23 }, (_, i) => site(`Site ${i}`, (i * 37) % 90));
    const rings = siteRings(list, BELOW_BINS);
    expect(rings.bins.reduce((sum, bin) => sum + bin.value, 0)).toBe(list.length);
    let index = 0;
    for (const bin of rings.bins) {
      for (const placed of rings.sites.slice(index, index + bin.value)) {
        expect(placed.site.tagsScannedPercentage).toBeGreaterThanOrEqual(bin.from);
        expect(placed.site.tagsScannedPercentage).toBeLessThan(bin.to);
      }
      index += bin.value;
    }
  });

  it('bins the sites below the SLA by 10 points from 0, with 89.99% in the 80–90 bin', () => {
    const rings = siteRings(
      [site('A', 0), site('B', 9.99), site('C', 10), site('D', 89.99), site('E', 55)],
      BELOW_BINS,
    );
    expect(binsOf(rings)).toEqual([
      [0, 10, 2],
      [10, 20, 1],
      [50, 60, 1],
      [80, 90, 1],
    ]);
  });

  it('follows a threshold other than 90: sites above 80 and below 95 have bins too', () => {
    expect(binsOf(siteRings([site('A', 84), site('B', 88.9)], ABOVE_BINS))).toEqual([
      [82.5, 85, 1],
      [87.5, 90, 1],
    ]);
    expect(binsOf(siteRings([site('A', 92), site('B', 100)], BELOW_BINS))).toEqual([[90, 100, 2]]);
  });

  it('has no rings without sites', () => {
    expect(siteRings([], ABOVE_BINS)).toEqual({ bins: [], sites: [] });
  });

  it('keeps the order of sites with the same percentage by name', () => {
    const rings = siteRings([site('Zeta', 95), site('Alpha', 95)], ABOVE_BINS);
    expect(rings.sites.map((s) => s.site.name)).toEqual(['Alpha', 'Zeta']);
  });
});
