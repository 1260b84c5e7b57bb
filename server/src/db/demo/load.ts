/**
 * The demo dataset: a Johannesburg guarding company with its staff, areas and sites, a second
 * company in Cape Town, and a sys-admin. Loaded on a new embedded database (or with DEMO=1), and by
 * `npm run seed` (seed.ts decides when).
 */
import { hashPassword } from '../../modules/employee/password';
import type { Db } from '../client';
import { areas, companies, employees } from '../schema';
import { OPERATIONS_COMPANY } from './accounts';
import { DEMO_PASSWORD } from './password';
import { CAPE_TOWN_SITES, JOHANNESBURG_SITES } from './siteList';
import { addDemoSites } from './sites';

export interface DemoAccount {
  role: string;
  email: string;
  company: string;
}

/** The demo company whose handsets have a history (history.ts). */
export const DEMO_COMPANY = 'GuardForce Security Services';

const guardforce = {
  name: DEMO_COMPANY,
  address: '14 Rivonia Road, Sandhurst, Johannesburg, 2196',
  contactPerson: 'Thandi Mokoena',
  contactNumber: '0117840000',
  contactEmail: 'ops@guardforce.co.za',
};
const capeShield = {
  name: 'Cape Shield Protection',
  address: '22 Bree Street, Cape Town City Centre, 8001',
  contactPerson: 'Pieter van der Merwe',
  contactNumber: '0214180000',
  contactEmail: 'control@capeshield.co.za',
};

type Person = [name: string, surname: string, email: string, number: string, role: string];
const guardforceStaff: Person[] = [
  ['Thandi', 'Mokoena', 'admin@guardforce.co.za', '0821234567', 'ADMIN'],
  ['Sipho', 'Dlamini', 'controller@guardforce.co.za', '0832345678', 'CONTROLLER'],
  ['Lerato', 'Nkosi', 'lerato.nkosi@guardforce.co.za', '0843456789', 'CONTROLLER'],
  ['Bongani', 'Khumalo', 'bongani.khumalo@guardforce.co.za', '0714567890', 'default'],
  ['Johannes', 'Botha', 'johannes.botha@guardforce.co.za', '0725678901', 'default'],
  ['Nomvula', 'Zulu', 'nomvula.zulu@guardforce.co.za', '0736789012', 'default'],
  ['Tshepo', 'Molefe', 'tshepo.molefe@guardforce.co.za', '0767890123', 'default'],
  ['Ayanda', 'Mthembu', 'ayanda.mthembu@guardforce.co.za', '0788901234', 'default'],
  ['Kagiso', 'Sithole', 'kagiso.sithole@guardforce.co.za', '0799012345', 'default'],
];
const capeShieldStaff: Person[] = [
  ['Pieter', 'van der Merwe', 'admin@capeshield.co.za', '0821112233', 'ADMIN'],
  ['Fatima', 'Adams', 'controller@capeshield.co.za', '0832223344', 'CONTROLLER'],
  ['Luthando', 'Jacobs', 'luthando.jacobs@capeshield.co.za', '0843334455', 'default'],
  ['Riaan', 'Petersen', 'riaan.petersen@capeshield.co.za', '0714445566', 'default'],
];

type AreaRow = [name: string, person: string, email: string, number: string, reports: boolean];
const guardforceAreas: AreaRow[] = [
  ['Johannesburg North', 'Sipho Dlamini', 'north@guardforce.co.za', '0117840011', true],
  ['Johannesburg South', 'Lerato Nkosi', 'south@guardforce.co.za', '0117840022', true],
  ['East Rand', 'Thandi Mokoena', 'eastrand@guardforce.co.za', '0117840033', false],
];
const capeShieldAreas: AreaRow[] = [
  ['City Bowl', 'Fatima Adams', 'citybowl@capeshield.co.za', '0214180011', true],
  ['Northern Suburbs', 'Pieter van der Merwe', 'north@capeshield.co.za', '0214180022', false],
];

export async function loadDemo(db: Db): Promise<DemoAccount[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const accounts: DemoAccount[] = [];
  await db.transaction(async (tx) => {
    const [operations, gf, cs] = await tx
      .insert(companies)
      .values([OPERATIONS_COMPANY, guardforce, capeShield])
      .returning({ id: companies.id, name: companies.name });
    const people: [number, string, Person][] = [
      [operations.id, operations.name, ['System', 'Administrator', 'sysadmin@patrol.local', '0110000000', 'SYS_ADMIN']],
      ...guardforceStaff.map((p): [number, string, Person] => [gf.id, gf.name, p]),
      ...capeShieldStaff.map((p): [number, string, Person] => [cs.id, cs.name, p]),
    ];
    await tx.insert(employees).values(
      people.map(([companyId, , [name, surname, emailAddress, contactNumber, role]]) => ({
        companyId,
        name,
        surname,
        emailAddress,
        contactNumber,
        role,
        passwordHash,
      })),
    );
    for (const [, company, [, , email, , role]] of people) {
      if (role !== 'default' || email.startsWith('bongani')) accounts.push({ role, email, company });
    }
    const areaRows = [
      ...guardforceAreas.map((a) => [gf.id, a] as const),
      ...capeShieldAreas.map((a) => [cs.id, a] as const),
    ];
    await tx.insert(areas).values(
      areaRows.map(([companyId, [name, contactPerson, contactEmail, contactNumber, shouldReceiveReports]]) => ({
        companyId,
        name,
        contactPerson,
        contactEmail,
        contactNumber,
        shouldReceiveReports,
      })),
    );
    await addDemoSites(tx, gf.id, JOHANNESBURG_SITES, 0);
    await addDemoSites(tx, cs.id, CAPE_TOWN_SITES, JOHANNESBURG_SITES.length);
  });
  return accounts;
}
