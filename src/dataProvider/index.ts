import { type DataProvider, withLifecycleCallbacks } from 'react-admin';
import { realtimeBus } from '../realtime/realtimeBus';
import { alertMethods } from './alertMethods';
import { baseDataProvider } from './baseDataProvider';
import { areaCallbacks, companyCallbacks, employeeCallbacks } from './callbacks';
import { customMethods } from './customMethods';
import { deviceCallbacks, routeCallbacks, scheduleCallbacks, siteCallbacks, tagCallbacks } from './siteCallbacks';
import { siteMethods } from './siteMethods';

export type PatrolDataProvider = DataProvider &
  typeof customMethods &
  typeof siteMethods &
  typeof alertMethods &
  typeof realtimeBus;

export const dataProvider = withLifecycleCallbacks(
  { ...baseDataProvider, ...customMethods, ...siteMethods, ...alertMethods, ...realtimeBus } as PatrolDataProvider,
  [
    companyCallbacks,
    employeeCallbacks,
    areaCallbacks,
    siteCallbacks,
    deviceCallbacks,
    tagCallbacks,
    routeCallbacks,
    scheduleCallbacks,
  ],
);
