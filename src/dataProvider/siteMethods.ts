import { HttpError, type Identifier } from 'react-admin';
import type { RouteTag, SchedulePlan, TagToRouteLink } from '../../contract/entities';
import { httpClient, postJson } from './httpClient';

export type DeviceCommand = 'reboot' | 'lock' | 'unlock';

export interface RouteTagsAnswer {
  links: TagToRouteLink[];
  upcomingPlanIds: number[];
  routeSchedulesCount: number;
}

const get = async <T>(path: string): Promise<T> => (await httpClient(path)).json as T;
const part = (value: string | number) => encodeURIComponent(String(value));

/** The site area's calls that are not a resource's CRUD (spec part 2 §7). */
export const siteMethods = {
  async divisionOptions(companyId: number): Promise<string[]> {
    const rows = await get<{ division: string }[]>(`site/divisionOptions?companyId=${companyId}`);
    return rows.map((row) => row.division);
  },
  async branchOptions(companyId: number): Promise<string[]> {
    const rows = await get<{ branch: string }[]>(`site/branchOptions?companyId=${companyId}`);
    return rows.map((row) => row.branch);
  },
  async boundariesCheck(id: Identifier, latitude: number, longitude: number): Promise<boolean> {
    const query = new URLSearchParams({ id: String(id), latitude: String(latitude), longitude: String(longitude) });
    const { json } = await postJson(`site/BoundariesCheck?${query}`, {});
    return !!(json as { inBoundry: boolean }[])[0]?.inBoundry;
  },
  /** The serial number the handset reported on install, or null when it reported none. */
  async installSerial(appInstanceId: string): Promise<string | null> {
    try {
      return (await get<{ serialNumber: string }>(`device/installInfo/${part(appInstanceId)}`)).serialNumber;
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) return null;
      throw error;
    }
  },
  lastLocation: (deviceId: Identifier) =>
    get<{ latitude: number | null; longitude: number | null }>(`device/${part(deviceId)}/lastLocation`),
  battery: (deviceId: Identifier) =>
    get<{ batteryStatus: number | null; isCharging: boolean | null }>(`device/${part(deviceId)}/battery`),
  async isRegistered(serialNumber: string): Promise<boolean> {
    return (await get<{ isRegistered: boolean }>(`device/${part(serialNumber)}/scaleFusion/isRegistered`)).isRegistered;
  },
  deviceCommand: (serialNumber: string, command: DeviceCommand) =>
    get<{ message: string }>(`device/${part(serialNumber)}/${command}`),
  unallocatedTags: (siteId: Identifier) => get<RouteTag[]>(`routeTag/getAllUnallocated/${part(siteId)}`),
  async routeTags(routeId: Identifier): Promise<RouteTagsAnswer> {
    const [links, upcomingPlanIds, { routeSchedulesCount }] = await get<
      [TagToRouteLink[], number[], { routeSchedulesCount: number }]
    >(`tagToRoute/${part(routeId)}`);
    return { links, upcomingPlanIds, routeSchedulesCount };
  },
  async schedulePlans(scheduleId: Identifier): Promise<SchedulePlan[]> {
    return (await get<{ recordset: SchedulePlan[] }>(`schedule/plans/byScheduleId/${part(scheduleId)}`)).recordset;
  },
};
