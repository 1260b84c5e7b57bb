import { Box, Card } from '@mui/material';
import type { ReactNode } from 'react';

/** A detail page: the form in a card, with an optional side card. */
export const DetailLayout = ({ children, aside }: { children: ReactNode; aside?: ReactNode }) => (
  <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
    <Card sx={{ flex: '1 1 480px', maxWidth: 820 }}>{children}</Card>
    {aside}
  </Box>
);
