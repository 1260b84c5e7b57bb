import FenceIcon from '@mui/icons-material/Fence';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type Identifier, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { MESSAGES } from '../../../contract/messages';
import type { PatrolDataProvider } from '../../dataProvider';

interface BoundaryCheckButtonProps {
  id: Identifier;
  latitude: number | null;
  longitude: number | null;
}

/** Tests the current coordinates against the saved boundary (POST site/BoundariesCheck). */
export const BoundaryCheckButton = ({ id, latitude, longitude }: BoundaryCheckButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PatrolDataProvider>();
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.boundariesCheck(id, latitude ?? Number.NaN, longitude ?? Number.NaN),
    onSuccess: (inside) => notify(inside ? MESSAGES.site.inside : MESSAGES.site.outside, { type: 'info' }),
    onError: () => notify(MESSAGES.site.saveFailed, { type: 'error' }),
  });
  const check = () => {
    if (latitude === null) notify(MESSAGES.site.noLatitude, { type: 'warning' });
    else if (longitude === null) notify(MESSAGES.site.noLongitude, { type: 'warning' });
    else mutate();
  };
  return (
    <Button variant="outlined" startIcon={<FenceIcon />} onClick={check} disabled={isPending}>
      {translate('patrol.site.checkBoundary')}
    </Button>
  );
};
