import type { Role } from '../../contract/constants';
import { session } from '../authProvider/session';

/** Signs a test user of the given role into the session, acting in company 3. */
export function signInAs(role: Role) {
  localStorage.clear();
  session.setToken('test-token');
  session.setEmployee({
    id: 1,
    userId: 1,
    name: 'Test',
    surname: 'User',
    contactNumber: '0820000000',
    emailAddress: 'test@guardforce.co.za',
    companyId: 3,
    companyName: 'GuardForce',
    siteId: null,
    siteName: null,
    role,
    twoFactor: false,
  });
  session.selectCompany({ id: 3, name: 'GuardForce' });
}
