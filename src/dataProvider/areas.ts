import type { ResourceCallbacks } from 'react-admin';
import { validation } from '../../contract';
import { withCompany } from './bodyValues';
import { pickFields } from './pickFields';

const FIELDS = validation.writableFields(validation.areaUpsert);

export const areaCallbacks: ResourceCallbacks = {
  resource: 'areas',
  beforeSave: async (data) =>
    pickFields({ ...withCompany(data), shouldReceiveReports: !!data.shouldReceiveReports }, FIELDS),
};
