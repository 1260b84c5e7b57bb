import { describe, expect, it } from 'vitest';
import { distanceMetres } from '../../contract/geo';
import { insideSiteBoundary, metresOutsideSite } from '../../server/src/modules/site/boundary';
import { OFF_SITE_METRES, offSiteAt, offSitePoint, onSitePoint } from './offSite';

const polygon = (ring: number[][]) => ({
  poligonPoints: JSON.stringify({ type: 'Polygon', coordinates: [ring] }),
  radius: null,
});
/** A large, concave site (an L of about 2 km by 2 km) whose centre-ish offset of 0.01° falls inside. */
const LARGE_L = polygon([
  [28.0, -26.1],
  [28.02, -26.1],
  [28.02, -26.09],
  [28.01, -26.09],
  [28.01, -26.08],
  [28.0, -26.08],
  [28.0, -26.1],
]);

describe('where a wandering guard stands', () => {
  it('walks off a large concave site to a point beyond its boundary, whatever its size', () => {
    const point = offSitePoint(LARGE_L);
    expect(point).not.toBeNull();
    const { latitude, longitude } = point as { latitude: number; longitude: number };
    expect(insideSiteBoundary(LARGE_L, latitude, longitude)).toBe(false);
    expect(metresOutsideSite(LARGE_L, latitude, longitude)).toBeGreaterThanOrEqual(OFF_SITE_METRES - 1);
  });

  it('walks off a circle to beyond its radius', () => {
    const circle = { poligonPoints: JSON.stringify({ type: 'Point', coordinates: [28.05, -26.1] }), radius: 2000 };
    const { latitude, longitude } = offSitePoint(circle) as { latitude: number; longitude: number };
    expect(insideSiteBoundary(circle, latitude, longitude)).toBe(false);
    expect(Math.round(distanceMetres({ latitude, longitude }, { latitude: -26.1, longitude: 28.05 }))).toBe(
      2000 + OFF_SITE_METRES,
    );
  });

  it('has nowhere to walk off to on a site without a boundary', () => {
    expect(offSitePoint({ poligonPoints: null, radius: null })).toBeNull();
  });

  it('stays inside a small boundary when on site, however the jitter falls', () => {
    const small = {
      ...polygon([
        [28.0, -26.1],
        [28.0002, -26.1],
        [28.0002, -26.0998],
        [28.0, -26.0998],
        [28.0, -26.1],
      ]),
      latitude: -26.0999,
      longitude: 28.0001,
    };
    for (const roll of [0, 0.5, 0.999]) {
      const { latitude, longitude } = onSitePoint(small, 0.0006, () => roll);
      expect(insideSiteBoundary(small, latitude, longitude)).toBe(true);
    }
  });

  it('is off site a minute in every ten of a 30-minute shift, three times', () => {
    const off = Array.from({ length: 1800 }, (_, second) => offSiteAt(second));
    const walks = off.filter((out, second) => out && !off[second - 1]).length;
    expect(walks).toBe(3);
    expect(off.filter(Boolean)).toHaveLength(180);
    expect([offSiteAt(239), offSiteAt(240), offSiteAt(299), offSiteAt(300), offSiteAt(840)]).toEqual([
      false,
      true,
      true,
      false,
      true,
    ]);
  });
});
