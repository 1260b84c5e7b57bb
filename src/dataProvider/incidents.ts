import type { Identifier } from 'react-admin';
import type { Incident, IncidentUpdate } from '../../contract/incidents';
import { pathPart, postJson } from './httpClient';

/**
 * Correcting, noting and approving an incident report (issue 34); the list and the detail are the `incidents`
 * resource's getList and getOne. Each answers the incident as it is now.
 */
export const incidentMethods = {
  async updateIncident(id: Identifier, change: IncidentUpdate): Promise<Incident> {
    const { json } = await postJson(`incidents/${pathPart(id)}`, change);
    return json as Incident;
  },
  async approveIncident(id: Identifier): Promise<Incident> {
    const { json } = await postJson(`incidents/${pathPart(id)}/approve`, {});
    return json as Incident;
  },
};
