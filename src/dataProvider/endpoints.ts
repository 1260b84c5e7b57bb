/** Where each react-admin resource lives on the server (spec part 1 §7, part 2 §7). */
export interface Endpoints {
  /** List path; company-scoped lists take the selected company's id. */
  list: (companyId: number) => string;
  /** GET `${one}/{id}`. */
  one: string;
  /** POST upsert: no id creates. */
  upsert: string;
  /** POST {id}. */
  remove: string;
  /** Whether the list needs a selected company. */
  scoped: boolean;
}

export const ENDPOINTS: Record<string, Endpoints> = {
  companies: {
    list: () => 'company',
    one: 'company',
    upsert: 'company',
    remove: 'company/removeCompany',
    scoped: false,
  },
  employees: {
    list: (companyId) => `employee/byCompany/${companyId}`,
    one: 'employee',
    upsert: 'employee',
    remove: 'employee/removeEmployee',
    scoped: true,
  },
  areas: {
    list: (companyId) => `area/byCompany/${companyId}`,
    one: 'area',
    upsert: 'area',
    remove: 'area/removeArea',
    scoped: true,
  },
  sites: {
    list: (companyId) => `site/byCompany/${companyId}`,
    one: 'site',
    upsert: 'site',
    remove: 'site/removeSite',
    scoped: true,
  },
};
