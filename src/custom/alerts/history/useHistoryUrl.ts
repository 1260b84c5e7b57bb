/**
 * The alert history's filters, sort and page live in the address (?type=&siteId=&answered=&from=&to=&sort=&order=
 * &page=): back, refresh and a shared link keep them. What the address lacks, or holds wrongly, takes its default.
 */
import { useLocation, useNavigate } from 'react-admin';
import { ALERT_HISTORY_MAX_PER_PAGE, ALERT_HISTORY_SORTS, isLiveType } from '../../../../contract/alertHistory';
import { PAGE_SIZE } from '../../../../contract/constants';
import type { DayRange } from '../../../common/shiftRange/shiftDays';
import type { HistoryChoice } from './HistoryFilters';
import type { HistoryPaging, HistorySorting } from './HistoryTable';
import { lastWeek } from './historyPeriod';

const DAY_TEXT = /^\d{4}-\d{2}-\d{2}$/;
const positive = (text: string | null) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : undefined;
};

export interface HistoryUrlState {
  days: DayRange;
  choice: HistoryChoice;
  sorting: HistorySorting;
  paging: HistoryPaging;
}

function readHistoryUrl(params: URLSearchParams, now?: number): HistoryUrlState {
  const week = lastWeek(now);
  const from = params.get('from');
  const to = params.get('to');
  const type = params.get('type');
  const answered = params.get('answered');
  const sort = params.get('sort');
  return {
    days: {
      startDate: from && DAY_TEXT.test(from) ? from : week.startDate,
      endDate: to && DAY_TEXT.test(to) ? to : week.endDate,
    },
    choice: {
      type: type && isLiveType(type) ? type : undefined,
      siteId: positive(params.get('siteId')),
      deviceId: positive(params.get('deviceId')),
      answered: answered === 'true' ? true : answered === 'false' ? false : undefined,
    },
    sorting: {
      sort: (ALERT_HISTORY_SORTS as readonly string[]).includes(sort ?? '')
        ? (sort as HistorySorting['sort'])
        : 'sentAt',
      order: params.get('order') === 'ASC' ? 'ASC' : 'DESC',
    },
    paging: {
      page: positive(params.get('page')) ?? 1,
      perPage: Math.min(positive(params.get('perPage')) ?? PAGE_SIZE, ALERT_HISTORY_MAX_PER_PAGE),
    },
  };
}

function writeHistoryUrl({ days, choice, sorting, paging }: HistoryUrlState): URLSearchParams {
  const params = new URLSearchParams();
  params.set('from', days.startDate);
  params.set('to', days.endDate);
  if (choice.type) params.set('type', choice.type);
  if (choice.siteId !== undefined) params.set('siteId', String(choice.siteId));
  if (choice.deviceId !== undefined) params.set('deviceId', String(choice.deviceId));
  if (choice.answered !== undefined) params.set('answered', String(choice.answered));
  params.set('sort', sorting.sort);
  params.set('order', sorting.order);
  if (paging.page > 1) params.set('page', String(paging.page));
  if (paging.perPage !== PAGE_SIZE) params.set('perPage', String(paging.perPage));
  return params;
}

/** The state read from the address, and a setter that writes a new entry of the browser's history. */
export function useHistoryUrl(): [HistoryUrlState, (next: HistoryUrlState) => void] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const state = readHistoryUrl(new URLSearchParams(search));
  return [state, (next) => navigate({ search: `?${writeHistoryUrl(next)}` })];
}
