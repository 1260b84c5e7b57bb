import { useQuery } from '@tanstack/react-query';
import { type Identifier, useDataProvider } from 'react-admin';
import type { PatrolDataProvider } from '../../dataProvider';

/** Whether the saved schedule has plans that have not ended (GET schedule/plans/byScheduleId/{id}). */
export function useHasUpcomingPlans(scheduleId?: Identifier) {
  const dataProvider = useDataProvider<PatrolDataProvider>();
  const { data = [] } = useQuery({
    queryKey: ['schedules', 'plans', scheduleId],
    queryFn: () => dataProvider.schedulePlans(scheduleId ?? 0),
    enabled: scheduleId !== undefined && scheduleId !== null,
  });
  return data.length > 0;
}
