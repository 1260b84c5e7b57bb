import { useState } from 'react';
import { useLocation, useNavigate } from 'react-admin';
import { DATE_RANGE } from '../../../contract/constants';
import { currentShiftDay, isShiftDay, shiftPeriod, yesterdayShiftDay } from './shiftDay';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The shift day the dashboard shows, kept in the address (`?day=YYYY-MM-DD`, yesterday's shift without it) so
 * the way back from a site returns to it. Today's shift is counted up to the moment it was chosen or refreshed.
 */
export function useShiftDay() {
  const location = useLocation();
  const navigate = useNavigate();
  const [asOf, setAsOf] = useState(nowSeconds);
  const isDay = (day: string) => isShiftDay(day, asOf) && day >= DATE_RANGE.from;
  const asked = new URLSearchParams(location.search).get('day');
  const day = asked && isDay(asked) ? asked : yesterdayShiftDay(asOf);
  const choose = (next: string) => {
    setAsOf(nowSeconds());
    navigate({ pathname: location.pathname, search: `?day=${next}` }, { replace: true });
  };
  return {
    day,
    max: currentShiftDay(asOf),
    period: shiftPeriod(day, asOf),
    asOf,
    isDay,
    choose,
    refresh: () => setAsOf(nowSeconds()),
  };
}
