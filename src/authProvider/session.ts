import type { Role } from '../../contract/constants';
import type { CurrentUser } from '../../contract/entities';

/** The company the console acts in: the user's own, or the one a sys-admin selected. */
export interface SelectedCompany {
  id: number;
  name: string;
  /** Its time zone (IANA): every time the console writes is on its clock (src/common/dateTime.ts). */
  timeZone?: string;
}

/** The site the site area (company/site/xtra) works on, chosen on the sites list. */
export interface SelectedSite {
  id: number;
  name: string;
  companyId: number;
}

const KEYS = {
  token: 'patrol.token',
  employee: 'patrol.employee',
  role: 'patrol.role',
  company: 'patrol.company',
  site: 'patrol.site',
} as const;

type Listener = () => void;
const listeners = new Set<Listener>();
let version = 0;

function read<T>(key: string): T | null {
  const raw = localStorage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  if (value === null || value === undefined) localStorage.removeItem(key);
  else localStorage.setItem(key, JSON.stringify(value));
  version += 1;
  for (const listener of listeners) listener();
}

/** Session-held items (spec part 1 §3), kept in localStorage. */
export const session = {
  token: (): string | null => read<string>(KEYS.token),
  setToken: (token: string | null) => write(KEYS.token, token),
  employee: (): CurrentUser | null => read<CurrentUser>(KEYS.employee),
  role: (): Role | null => read<Role>(KEYS.role),
  setEmployee(employee: CurrentUser) {
    write(KEYS.employee, employee);
    write(KEYS.role, employee.role);
  },
  company: (): SelectedCompany | null => read<SelectedCompany>(KEYS.company),
  companyId: (): number | null => read<SelectedCompany>(KEYS.company)?.id ?? null,
  selectCompany: (company: SelectedCompany | null) => write(KEYS.company, company),
  site: (): SelectedSite | null => read<SelectedSite>(KEYS.site),
  selectSite: (site: SelectedSite | null) => write(KEYS.site, site),
  clear() {
    for (const key of Object.values(KEYS)) localStorage.removeItem(key);
    version += 1;
    for (const listener of listeners) listener();
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  version: () => version,
};
