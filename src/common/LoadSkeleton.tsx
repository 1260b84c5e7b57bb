import { Box, Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Rows of grey bars while a list's first page is on its way, shown at once. */
export const LoadSkeleton = ({ rows = 5 }: { rows?: number }) => {
  const translate = useTranslate();
  return (
    <Box role="progressbar" aria-label={translate('patrol.connection.loading')} sx={{ px: 2, py: 1 }}>
      {Array.from({ length: rows }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder rows
        <Skeleton key={row} variant="text" height={36} />
      ))}
    </Box>
  );
};
