/** How the CSVs write times, places, flags, names and durations. */
import { MESSAGES } from '../../../contract/messages';
import { reportTime } from '../../../contract/reports';

const C = MESSAGES.report.csv;

/** A time on the company's clock (its time zone), YYYY-MM-DD HH:mm; empty when there is none. */
export type CsvTime = (epochSeconds: number | null | undefined) => string | null;

/** How the CSVs of a company write a time: on its clock (`zone`, from server/src/time.ts). */
export const timeIn =
  (zone: string): CsvTime =>
  (epochSeconds) =>
    epochSeconds === null || epochSeconds === undefined ? null : reportTime(epochSeconds, zone);

/** A latitude or longitude to 5 decimals (about a metre), as a number. */
export const coordinate = (value: number | null | undefined): number | null =>
  value === null || value === undefined ? null : Number(value.toFixed(5));

export const yesNo = (value: boolean | null | undefined): string | null =>
  value === null || value === undefined ? null : value ? C.yes : C.no;

/** Minutes from one time to another (epoch seconds), to one decimal, never below 0. */
export const minutesBetween = (from: number, to: number): number => Math.round(Math.max(0, to - from) / 6) / 10;

/** Hours from one time to another (epoch seconds), to two decimals. */
export const hoursBetween = (from: number, to: number): number => Math.round((to - from) / 36) / 100;

/** The first letter in capitals: a scan's 'late by 7 minutes' reads 'Late by 7 minutes' in its column. */
export const sentence = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
