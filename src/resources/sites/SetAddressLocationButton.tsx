import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { Button } from '@mui/material';
import { useState } from 'react';
import { FormDataConsumer, useNotify, useTranslate } from 'react-admin';
import { MESSAGES } from '../../../contract/messages';
import { geocode } from './geocode';

const M = MESSAGES.site;

/** Geocodes the address text and puts the site's marker there (spec part 2 §4, §8 messages). */
const LocateButton = ({ address, onLocated }: { address: unknown; onLocated: (lat: number, lng: number) => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const locate = async () => {
    const text = typeof address === 'string' ? address.trim() : '';
    if (!text) {
      notify(M.enterAddress, { type: 'warning' });
      return;
    }
    setBusy(true);
    try {
      const found = await geocode(text);
      if (!found) notify(M.addressNotFound, { type: 'warning' });
      else {
        onLocated(found.latitude, found.longitude);
        notify(M.addressSet, { type: 'success' });
      }
    } catch {
      notify(M.geocodeFailed, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" startIcon={<TravelExploreIcon />} onClick={locate} disabled={busy}>
      {translate('patrol.site.setLocation')}
    </Button>
  );
};

export const SetAddressLocationButton = ({ onLocated }: { onLocated: (lat: number, lng: number) => void }) => (
  <FormDataConsumer>
    {({ formData }) => <LocateButton address={formData.address} onLocated={onLocated} />}
  </FormDataConsumer>
);
