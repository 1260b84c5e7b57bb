import type { ClockTimesRequest, EmployeeClockTimes } from '../../contract/attendance';
import { session } from '../authProvider/session';
import { postJson } from './httpClient';

/** Attendance (spec part 2 §7): a site's clock-ins, each with its clock-out, over a date range. */
export const attendanceMethods = {
  /** POST attendance/retrievedatabysiteid: the whole range at once, oldest first. */
  async clockTimes(request: ClockTimesRequest): Promise<EmployeeClockTimes[]> {
    const { json } = await postJson('attendance/retrievedatabysiteid', request);
    return (json ?? []) as EmployeeClockTimes[];
  },
  /** POST attendance/retrievedatabycompany: every site of the company the console acts in, oldest first. */
  async companyClockTimes(range: Omit<ClockTimesRequest, 'siteId'>): Promise<EmployeeClockTimes[]> {
    const companyId = session.companyId() ?? undefined;
    const { json } = await postJson('attendance/retrievedatabycompany', { ...range, companyId });
    return (json ?? []) as EmployeeClockTimes[];
  },
};
