import { useQueryClient } from '@tanstack/react-query';

/**
 * When the data on screen was loaded (ms since the epoch), read from the query that holds it: a list's page
 * (its answer's `data`) or a record. Null when no query holds it (nothing loaded yet).
 */
export function useLoadedAt(data: unknown): number | null {
  const queryClient = useQueryClient();
  if (data === undefined || data === null) return null;
  const holder = queryClient
    .getQueryCache()
    .getAll()
    .find(({ state }) => state.data === data || (state.data as { data?: unknown } | undefined)?.data === data);
  return holder && holder.state.dataUpdatedAt > 0 ? holder.state.dataUpdatedAt : null;
}
