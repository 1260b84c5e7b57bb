/**
 * The files a report download saves: one per CSV of the answer, named as spec part 1 §7 says ('{site} Devices
 * {date}', '{site} Panic Alerts for {from} to {to}'). The general report's date is today's, in South African time
 * as its times are; the activity report's are the start and end dates picked.
 */
import {
  ACTIVITY_CSV_TITLES,
  type ActivityCsv,
  activityCsvFileName,
  GENERAL_CSV_TITLES,
  type GeneralCsv,
  generalCsvFileName,
  type IncidentCsv,
  incidentCsvFileName,
  reportDay,
} from '../../../../contract/reports';
import { companyZone } from '../../../common/dateTime';
import type { DayRange } from '../../../common/shiftRange/shiftDays';

export interface CsvFile {
  fileName: string;
  text: string;
}

const keysOf = <T extends object>(titles: T) => Object.keys(titles) as (keyof T)[];

export const generalFiles = (site: string, csv: GeneralCsv, now = Date.now() / 1000): CsvFile[] =>
  keysOf(GENERAL_CSV_TITLES).map((key) => ({
    fileName: generalCsvFileName(site, key, reportDay(now, companyZone())),
    text: csv[key],
  }));

export const activityFiles = (site: string, csv: ActivityCsv, days: DayRange): CsvFile[] =>
  keysOf(ACTIVITY_CSV_TITLES).map((key) => ({
    fileName: activityCsvFileName(site, key, days.startDate, days.endDate),
    text: csv[key],
  }));

export const incidentFiles = (site: string, csv: IncidentCsv, days: DayRange): CsvFile[] => [
  { fileName: incidentCsvFileName(site, days.startDate, days.endDate), text: csv.incidentCsv },
];
