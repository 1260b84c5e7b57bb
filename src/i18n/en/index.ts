import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { MESSAGES } from '../../../contract/messages';
import { alertHistory } from './alertHistory';
import { alerts } from './alerts';
import { areas } from './areas';
import { attendance } from './attendance';
import { audit } from './audit';
import { auth } from './auth';
import { chat } from './chat';
import { clients } from './clients';
import { companies } from './companies';
import { connection } from './connection';
import { contacts } from './contacts';
import { dashboard } from './dashboard';
import { dayField } from './dayField';
import { devices } from './devices';
import { employees } from './employees';
import { enrollment } from './enrollment';
import { escalation } from './escalation';
import { incidents } from './incidents';
import { live } from './live';
import { liveMap } from './liveMap';
import { map } from './map';
import { notify } from './notify';
import { reports } from './reports';
import { reportsCsv } from './reportsCsv';
import { routes } from './routes';
import { schedules } from './schedules';
import { shell } from './shell';
import { shiftRange } from './shiftRange';
import { sites } from './sites';
import { tags } from './tags';
import { tracking } from './tracking';
import { twoFactor } from './twoFactor';

/** Every user-facing string of the console in English, one file per resource or page; another language is another folder of the same shape. */
export const en: TranslationMessages = {
  ...englishMessages,
  resources: {
    companies: { name: 'Company |||| Companies' },
    employees: { name: 'Employee |||| Employees' },
    areas: { name: 'Area |||| Areas' },
    sites: { name: 'Site |||| Sites' },
    clients: { name: 'Client |||| Clients' },
  },
  patrol: {
    ...shell,
    ...auth,
    ...companies,
    ...employees,
    ...areas,
    ...sites,
    ...clients,
    ...map,
    ...devices,
    ...tags,
    ...routes,
    ...schedules,
    ...alerts,
    ...live,
    ...liveMap,
    ...chat,
    ...shiftRange,
    ...dayField,
    ...tracking,
    ...attendance,
    ...enrollment,
    ...incidents,
    ...reports,
    ...reportsCsv,
    ...dashboard,
    ...contacts,
    ...notify,
    ...escalation,
    ...alertHistory,
    ...audit,
    ...connection,
    ...twoFactor,
    messages: MESSAGES,
  },
};
