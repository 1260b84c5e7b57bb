import type { Identifier, RaRecord, ResourceCallbacks } from 'react-admin';
import { validation } from '../../contract';
import { blankToNull, numberOrUndefined, trimmed, type Values, withCompany } from './bodyValues';
import { getJson, postJson } from './httpClient';
import { pickFields } from './pickFields';

const FIELDS = validation.writableFields(validation.siteUpsert);
const CONTACT_FIELDS = validation.writableFields(validation.siteContact);

/** What the site upsert receives: the contract's fields, the company, the radius only for a circle. */
export const siteBody = (data: Values) =>
  pickFields(
    {
      ...withCompany(data),
      latitude: numberOrUndefined(data.latitude),
      longitude: numberOrUndefined(data.longitude),
      areaId: numberOrUndefined(data.areaId),
      radius: data.polygonType === 'circle' ? data.radius : null,
      contacts: ((data.contacts ?? []) as RaRecord[]).map((contact) =>
        pickFields(
          {
            ...contact,
            name: trimmed(contact.name) ?? '',
            contactNumber: trimmed(contact.contactNumber) ?? '',
            emailAddress: blankToNull(trimmed(contact.emailAddress)),
          },
          CONTACT_FIELDS,
        ),
      ),
    },
    FIELDS,
  );

/** The site upsert answers { siteId }: the saved site is read back so react-admin holds the whole record. */
export const siteCallbacks: ResourceCallbacks = {
  resource: 'sites',
  beforeSave: async (data) => siteBody(data),
  afterSave: async (record, dataProvider) =>
    record.siteId ? (await dataProvider.getOne('sites', { id: record.siteId })).data : record,
};

/** The site detail's calls (spec part 2 §7): division and branch suggestions, the boundary check. */
export const siteMethods = {
  async divisionOptions(companyId: number): Promise<string[]> {
    const rows = await getJson<{ division: string }[]>(`site/divisionOptions?companyId=${companyId}`);
    return rows.map((row) => row.division);
  },
  async branchOptions(companyId: number): Promise<string[]> {
    const rows = await getJson<{ branch: string }[]>(`site/branchOptions?companyId=${companyId}`);
    return rows.map((row) => row.branch);
  },
  async boundariesCheck(id: Identifier, latitude: number, longitude: number): Promise<boolean> {
    const query = new URLSearchParams({ id: String(id), latitude: String(latitude), longitude: String(longitude) });
    const { json } = await postJson(`site/BoundariesCheck?${query}`, {});
    return !!(json as { inBoundry: boolean }[])[0]?.inBoundry;
  },
};
