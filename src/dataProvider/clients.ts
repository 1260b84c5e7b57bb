import type { Identifier, ResourceCallbacks } from 'react-admin';
import { clientCreate, clientUpdate } from '../../contract/portal';
import { writableFields } from '../../contract/validation/common';
import { trimmed, withCompany } from './bodyValues';
import { pathPart, postJson } from './httpClient';
import { pickFields } from './pickFields';

const CREATE_FIELDS = writableFields(clientCreate);
const UPDATE_FIELDS = writableFields(clientUpdate);

/** The form's values as the strict client bodies take them: trimmed name and address, site ids as numbers. */
const clientValues = (data: Record<string, unknown>) => ({
  ...data,
  name: trimmed(data.name),
  emailAddress: trimmed(data.emailAddress),
  siteIds: Array.isArray(data.siteIds) ? data.siteIds.map(Number) : data.siteIds,
});

/** POST /clients answers { id }: the new client is read back so react-admin holds the whole record. */
export const clientCallbacks: ResourceCallbacks = {
  resource: 'clients',
  beforeCreate: async (params) => ({
    ...params,
    data: pickFields(withCompany(clientValues(params.data)), CREATE_FIELDS),
  }),
  beforeUpdate: async (params) => ({ ...params, data: pickFields(clientValues(params.data), UPDATE_FIELDS) }),
  afterCreate: async (result, dataProvider) => ({
    ...result,
    data: (await dataProvider.getOne('clients', { id: result.data.id })).data,
  }),
};

/** A single-use sign-in link for the client to copy; `emailed` says whether the server put it in the outbox too. */
export interface ClientLink {
  url: string;
  expiresAt: number;
  emailed: boolean;
}

/** The client's way in (issue 33): a new sign-in link, and ending every session at once. */
export const clientMethods = {
  async sendClientLink(id: Identifier): Promise<ClientLink> {
    const { json } = await postJson(`clients/${pathPart(id)}/link`, {});
    return json as ClientLink;
  },
  async revokeClient(id: Identifier): Promise<{ message: string }> {
    const { json } = await postJson(`clients/${pathPart(id)}/revoke`, {});
    return json as { message: string };
  },
};
