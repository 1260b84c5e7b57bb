import { withLifecycleCallbacks } from 'react-admin';
import { realtimeBus } from '../realtime/realtimeBus';
import { alertHistoryMethods } from './alertHistory';
import { alertMethods } from './alerts';
import { areaCallbacks } from './areas';
import { attendanceMethods } from './attendance';
import { auditMethods } from './audit';
import { baseDataProvider } from './baseDataProvider';
import { chatMethods } from './chat';
import { clientCallbacks, clientMethods } from './clients';
import { companyCallbacks, companyMethods } from './companies';
import { dashboardMethods } from './dashboard';
import { deviceCallbacks, deviceMethods } from './devices';
import { employeeCallbacks } from './employees';
import { enrollmentMethods } from './enrollment';
import { escalationMethods } from './escalation';
import { incidentMethods } from './incidents';
import { notifyMethods } from './notify';
import { profileMethods } from './profile';
import { reportCsvMethods } from './reportCsv';
import { reportMethods } from './reports';
import { routeCallbacks, routeMethods } from './routes';
import { scheduleCallbacks, scheduleMethods } from './schedules';
import { siteCallbacks, siteMethods } from './sites';
import { tagCallbacks, tagMethods } from './tags';
import { telegramMethods } from './telegram';
import { trackingMethods } from './tracking';

/** The base provider (react-admin's calls on the spec's endpoints) with the calls that are not a resource's CRUD. */
const withMethods = {
  ...baseDataProvider,
  ...companyMethods,
  ...profileMethods,
  ...siteMethods,
  ...deviceMethods,
  ...tagMethods,
  ...routeMethods,
  ...scheduleMethods,
  ...alertMethods,
  ...alertHistoryMethods,
  ...auditMethods,
  ...chatMethods,
  ...trackingMethods,
  ...attendanceMethods,
  ...enrollmentMethods,
  ...incidentMethods,
  ...reportMethods,
  ...reportCsvMethods,
  ...dashboardMethods,
  ...escalationMethods,
  ...telegramMethods,
  ...notifyMethods,
  ...clientMethods,
  ...realtimeBus,
};

export type PatrolDataProvider = typeof withMethods;

/** Then each resource's body mapping and read-back, as lifecycle callbacks. */
export const dataProvider = withLifecycleCallbacks(withMethods, [
  companyCallbacks,
  employeeCallbacks,
  areaCallbacks,
  siteCallbacks,
  deviceCallbacks,
  tagCallbacks,
  routeCallbacks,
  scheduleCallbacks,
  clientCallbacks,
]);
