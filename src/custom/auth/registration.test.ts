import { describe, expect, it } from 'vitest';
import { registrationBody, validateRegistration } from './registration';

const valid = {
  userName: 'Naledi',
  surname: 'Khoza',
  emailAddress: 'naledi@shield.co.za',
  password: 'Patrol123!',
  confirmPassword: 'Patrol123!',
  companyName: 'Shield Patrols',
  address: '5 Main Road, Durban, 4001',
  contactPerson: 'Naledi Khoza',
  contactNumber: '0315550000',
  contactEmail: 'ops@shield.co.za',
};

describe('company registration', () => {
  it("checks in the spec's order", () => {
    expect(validateRegistration({ ...valid, address: '' })).toBe('Invalid Fields');
    expect(validateRegistration({ ...valid, emailAddress: 'naledi', contactEmail: 'ops' })).toBe(
      'Invalid admin email address.',
    );
    expect(validateRegistration({ ...valid, contactEmail: 'ops' })).toBe('Invalid contact email address.');
    expect(validateRegistration({ ...valid, confirmPassword: 'Patrol124!' })).toBe("Passwords don't match.");
    expect(validateRegistration({ ...valid, companyName: 'AB' })).toBe('Company name too short.');
    expect(validateRegistration(valid)).toBeUndefined();
  });

  it('sends the ten fields less the confirmation, as an admin', () => {
    const { confirmPassword: _confirmPassword, ...rest } = valid;
    expect(registrationBody(valid)).toEqual({ ...rest, role: 'ADMIN' });
  });
});
