import { beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_FLAGS } from '../../../contract/constants';
import { MESSAGES } from '../../../contract/messages';
import { signInAs } from '../../test/signInAs';
import { siteProblem } from './validateSite';

const M = MESSAGES.site;
const polygon = JSON.stringify({
  type: 'Polygon',
  coordinates: [
    [
      [28.05, -26.1],
      [28.06, -26.1],
      [28.06, -26.11],
      [28.05, -26.1],
    ],
  ],
});
const contact = (overrides: Record<string, unknown> = {}) => ({
  name: 'Naledi',
  contactNumber: '+27825550101',
  emailAddress: 'naledi@example.co.za',
  ...Object.fromEntries(CONTACT_FLAGS.map((flag) => [flag, false])),
  ...overrides,
});
const site = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sandton Office Park',
  address: '135 Rivonia Road',
  division: 'Corporate',
  branch: 'Sandton',
  areaId: 1,
  latitude: -26.1,
  longitude: 28.05,
  poligonPoints: polygon,
  polygonType: 'polygon',
  radius: null,
  areaName: 'read-only fields are not sent',
  contacts: [contact()],
  ...overrides,
});

describe('site validation (spec part 2 §5 Site)', () => {
  beforeEach(() => signInAs('ADMIN'));

  it('accepts a complete site', () => {
    expect(siteProblem(site())).toBeUndefined();
  });

  it('asks for every field', () => {
    expect(siteProblem(site({ name: '' }))).toBe(M.fillAllFields);
    expect(siteProblem(site({ division: '  ' }))).toBe(M.fillAllFields);
    expect(siteProblem(site({ areaId: null }))).toBe(M.fillAllFields);
  });

  it('needs the map: coordinates and a polygon', () => {
    expect(siteProblem(site({ latitude: null }))).toBe(M.noLatitude);
    expect(siteProblem(site({ longitude: '' }))).toBe(M.noLongitude);
    expect(siteProblem(site({ poligonPoints: null }))).toBe(M.noPolygon);
  });

  it('names the contact and its problem', () => {
    expect(siteProblem(site({ contacts: [contact(), contact({ name: '' })] }))).toBe(
      'Site contact 2 has invalid information (name and contact number is required)',
    );
    expect(siteProblem(site({ contacts: [contact({ emailAddress: 'not-an-email' })] }))).toBe(
      'Site contact 1 has invalid information (email address not valid)',
    );
    expect(siteProblem(site({ contacts: [contact({ contactNumber: '0825550101' })] }))).toBe(
      'Site contact 1 has an invalid contact number',
    );
  });

  it('accepts every allowed number prefix', () => {
    for (const number of ['27825550101', '+264811234567', '+26771234567', '+26876123456', '+233201234567']) {
      expect(siteProblem(site({ contacts: [contact({ contactNumber: number })] }))).toBeUndefined();
    }
  });

  it('needs a valid e-mail address of each contact, whatever its flags (spec part 2 §5)', () => {
    for (const emailAddress of ['', null, undefined, 'naledi@']) {
      expect(siteProblem(site({ contacts: [contact(), contact({ emailAddress })] }))).toBe(
        'Site contact 2 has invalid information (email address not valid)',
      );
    }
  });

  it('takes a ticked Telegram flag of a contact not linked yet', () => {
    expect(siteProblem(site({ contacts: [contact({ shouldReceivePanicsTelegram: true })] }))).toBeUndefined();
  });
});
