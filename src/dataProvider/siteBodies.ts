import type { RaRecord } from 'react-admin';
import { validation } from '../../contract';
import { session } from '../authProvider/session';
import { pickFields } from './pickFields';

/** Field lists of the site area's strict server bodies, taken from the contract's schemas. */
const FIELDS = {
  sites: validation.siteUpsert.keyof().options,
  contacts: validation.siteContact.keyof().options,
  devices: validation.deviceUpsert.keyof().options,
  tags: validation.tagUpsert.keyof().options,
  schedules: validation.scheduleUpsert.keyof().options,
} as const;

type Values = RaRecord | Partial<RaRecord>;

const blankToNull = (value: unknown) => (value === '' || value === undefined ? null : value);
const numberOrUndefined = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** What the site upsert receives: the contract's fields, the company, the radius only for a circle. */
export const siteBody = (data: Values) =>
  pickFields(
    {
      ...data,
      companyId: data.companyId ?? session.companyId() ?? undefined,
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
          FIELDS.contacts,
        ),
      ),
    },
    FIELDS.sites,
  );

export const deviceBody = (data: Values) =>
  pickFields(
    {
      ...data,
      deviceName: trimmed(data.deviceName) ?? '',
      serialNumber: trimmed(data.serialNumber) ?? '',
      appInstanceId: trimmed(data.appInstanceId) ?? '',
      contactNumber: trimmed(data.contactNumber) ?? '',
    },
    FIELDS.devices,
  );

export const tagBody = (data: Values) =>
  pickFields(
    {
      ...data,
      name: trimmed(data.name) ?? '',
      serialNumber: trimmed(data.serialNumber) ?? '',
      isPanic: !!data.isPanic,
      latitude: numberOrUndefined(data.latitude) ?? null,
      longitude: numberOrUndefined(data.longitude) ?? null,
    },
    FIELDS.tags,
  );

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
    FIELDS.schedules,
  );
