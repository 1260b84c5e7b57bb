import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { useListContext } from 'react-admin';
import { LoadSkeleton } from './LoadSkeleton';
import { LoadTrouble } from './LoadTrouble';
import { useLoadedAt } from './useLoadedAt';

/**
 * What a list shows besides its rows: a skeleton until the first page arrives; when a load fails, one clear
 * state (tried again until it passes) above the last rows loaded, which stay visible and dimmed as out of date,
 * and never a 'none found' that is not known.
 */
export const ListState = ({ children }: { children: ReactNode }) => {
  const { data, error, isPending, isFetching, refetch } = useListContext();
  const loadedAt = useLoadedAt(data);
  const shown = !!data && data.length > 0;
  if (error) {
    return (
      <>
        <LoadTrouble error={error} isFetching={!!isFetching} refetch={refetch} loadedAt={loadedAt} stale={shown} />
        {shown && <Stale>{children}</Stale>}
      </>
    );
  }
  if (isPending && !data) return <LoadSkeleton />;
  return <>{children}</>;
};

/** Rows loaded before the failure: dimmed, and said to be out of date to assistive technology too. */
const Stale = ({ children }: { children: ReactNode }) => (
  <Box data-stale="true" aria-busy="true" sx={{ opacity: 0.55, filter: 'grayscale(0.6)' }}>
    {children}
  </Box>
);
