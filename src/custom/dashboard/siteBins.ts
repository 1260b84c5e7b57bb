/**
 * The two rings of a sunburst (spec part 1 §9): the inner ring holds the bins, the outer ring the sites of each
 * bin, in the same order, so each site lies over its bin. Above the SLA the bins are 2.5 points wide from 90 to
 * 100; below it they are 10 points wide from 0. A bin holds its lower bound; the last bin also holds its upper
 * one (100%, or 90% below the SLA when the threshold allows it). A company whose threshold is under 90 has sites
 * above it that lie under 90: their bins follow the same steps downwards.
 */
import type { SiteTagsScanned } from '../../../contract/dashboard';
import { aboveColour, belowColour } from './siteColours';

export interface SiteBin {
  /** Lower bound, included. */
  from: number;
  /** Upper bound, excluded (included for the last bin). */
  to: number;
  /** Sites in the bin: the bin's share of the inner ring. */
  value: number;
  fill: string;
}

/** A site on the outer ring; only `name`, `value` and `fill` reach the drawing (the site's id is no SVG id). */
export interface BinnedSite {
  site: SiteTagsScanned;
  name: string;
  /** One site, one share of the outer ring. */
  value: 1;
  fill: string;
}

export interface SiteRings {
  bins: SiteBin[];
  sites: BinnedSite[];
}

interface BinRule {
  width: number;
  /** The lower bound of the highest bin. */
  last: number;
  colour: (percent: number) => string;
}

export const ABOVE_BINS: BinRule = { width: 2.5, last: 97.5, colour: aboveColour };
export const BELOW_BINS: BinRule = { width: 10, last: 90, colour: belowColour };

const binStart = (percent: number, { width, last }: BinRule) =>
  Math.min(Math.max(Math.floor(percent / width) * width, 0), last);

const byPercentThenName = (a: SiteTagsScanned, b: SiteTagsScanned) =>
  a.tagsScannedPercentage - b.tagsScannedPercentage || a.name.localeCompare(b.name);

/** The bins that hold sites, lowest first, each coloured as its middle; the sites in bin order. */
export function siteRings(list: SiteTagsScanned[], rule: BinRule): SiteRings {
  const sites = [...list].sort(byPercentThenName);
  const bins: SiteBin[] = [];
  for (const site of sites) {
    const from = binStart(site.tagsScannedPercentage, rule);
    const bin = bins.at(-1);
    if (bin?.from === from) bin.value += 1;
    else bins.push({ from, to: from + rule.width, value: 1, fill: rule.colour(from + rule.width / 2) });
  }
  return {
    bins,
    sites: sites.map((site) => ({ site, name: site.name, value: 1, fill: rule.colour(site.tagsScannedPercentage) })),
  };
}
