import { type DataProvider, withLifecycleCallbacks } from 'react-admin';
import { baseDataProvider } from './baseDataProvider';
import { areaCallbacks, companyCallbacks, employeeCallbacks } from './callbacks';
import { customMethods } from './customMethods';

export type PatrolDataProvider = DataProvider & typeof customMethods;

export const dataProvider = withLifecycleCallbacks({ ...baseDataProvider, ...customMethods } as PatrolDataProvider, [
  companyCallbacks,
  employeeCallbacks,
  areaCallbacks,
]);
