/** The first sys-admin, from SYSADMIN_EMAIL and SYSADMIN_PASSWORD, on a database with no employees. */
import { hashPassword } from '../../modules/employee/password';
import type { Db } from '../client';
import { companies, employees } from '../schema';

export const OPERATIONS_COMPANY = {
  name: 'Patrol Console Operations',
  address: '1 Operations Centre, Sandton, Johannesburg, 2196',
  contactPerson: 'Platform Operations',
  contactNumber: '0110000000',
  contactEmail: 'operations@patrol.local',
};

export async function ensureSysadmin(db: Db, email: string, password: string): Promise<boolean> {
  const n = await db.$count(employees);
  if (n > 0) return false;
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [company] = await tx.insert(companies).values(OPERATIONS_COMPANY).returning({ id: companies.id });
    await tx.insert(employees).values({
      companyId: company.id,
      name: 'System',
      surname: 'Administrator',
      contactNumber: '0110000000',
      emailAddress: email,
      role: 'SYS_ADMIN',
      passwordHash,
    });
  });
  return true;
}
