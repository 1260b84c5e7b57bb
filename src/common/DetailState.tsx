import type { ReactNode } from 'react';
import { useEditContext } from 'react-admin';
import { LoadTrouble } from './LoadTrouble';
import { useLoadedAt } from './useLoadedAt';

/**
 * A record's page when its record could not be read (the server away or failing): one clear state, tried again
 * until it passes, above the record as last loaded, which stays on screen marked out of date.
 */
export const DetailState = ({ children }: { children: ReactNode }) => {
  const { record, error, isFetching, refetch } = useEditContext();
  const loadedAt = useLoadedAt(record);
  if (!error) return <>{children}</>;
  return (
    <>
      <LoadTrouble error={error} isFetching={isFetching} refetch={refetch} loadedAt={loadedAt} stale={!!record} />
      {record && children}
    </>
  );
};
