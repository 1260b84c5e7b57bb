import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { NotifyChannels } from '../../../contract/notify';
import type { PatrolDataProvider } from '../../dataProvider';

/** Which channels the server delivers on; read once per page visit (the configuration changes with a restart). */
export function useChannels(): NotifyChannels | undefined {
  const dataProvider = useDataProvider<PatrolDataProvider>();
  const { data } = useQuery({
    queryKey: ['notify', 'channels'],
    queryFn: () => dataProvider.notifyChannels(),
    staleTime: 5 * 60_000,
  });
  return data;
}
