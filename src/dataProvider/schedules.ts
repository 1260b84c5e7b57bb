import type { Identifier, ResourceCallbacks } from 'react-admin';
import { validation } from '../../contract';
import type { SchedulePlan } from '../../contract/entities';
import { blankToNull, numberOrUndefined, type Values } from './bodyValues';
import { getJson, pathPart } from './httpClient';
import { pickFields } from './pickFields';

const FIELDS = validation.writableFields(validation.scheduleUpsert);

export const scheduleBody = (data: Values) =>
  pickFields(
    {
      ...data,
      routeId: numberOrUndefined(data.routeId),
      repeatMinutes: numberOrUndefined(data.repeatMinutes),
      startTimeDay: blankToNull(data.startTimeDay),
      endTimeDay: blankToNull(data.endTimeDay),
      startTimeNight: blankToNull(data.startTimeNight),
      endTimeNight: blankToNull(data.endTimeNight),
    },
    FIELDS,
  );

export const scheduleCallbacks: ResourceCallbacks = {
  resource: 'schedules',
  beforeSave: async (data) => scheduleBody(data),
};

export const scheduleMethods = {
  /** A schedule's plans (spec part 2 §7). */
  async schedulePlans(scheduleId: Identifier): Promise<SchedulePlan[]> {
    return (await getJson<{ recordset: SchedulePlan[] }>(`schedule/plans/byScheduleId/${pathPart(scheduleId)}`))
      .recordset;
  },
};
