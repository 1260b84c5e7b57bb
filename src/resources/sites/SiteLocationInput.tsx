import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { MESSAGES } from '../../../contract/messages';
import { QuestionDialog } from '../../common/QuestionDialog';
import type { DrawnShape } from '../../map/DrawControl';
import { lazyMap } from '../../map/lazyMap';
import { BoundaryCheckButton } from './BoundaryCheckButton';
import { drawnBoundary, sameBoundary } from './drawnBoundary';
import { SetAddressLocationButton } from './SetAddressLocationButton';
import { type BoundaryFields, useSiteLocation } from './useSiteLocation';

const SiteMap = lazyMap(() => import('./SiteMap').then((m) => m.SiteMap), 460);

const coordinate = (value: number | null) => (value === null ? '—' : value.toFixed(6));

/**
 * The site's place: 'Set address location on map', the coordinates, the boundary check and the map. A drawn
 * polygon or circle replaces the saved boundary only once the user agrees; a marker sets the coordinates.
 */
export const SiteLocationInput = ({ readOnly }: { readOnly?: boolean }) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const location = useSiteLocation();
  const [pending, setPending] = useState<BoundaryFields | null>(null);
  const { latitude, longitude, poligonPoints, radius } = location;

  const apply = (fields: BoundaryFields, centre: [number, number]) => {
    location.setBoundary(fields);
    if (latitude === null || longitude === null) location.setPoint(centre[0], centre[1]);
  };
  const onDrawn = (shape: DrawnShape) => {
    if (shape.kind === 'marker') {
      const { lat, lng } = shape.layer.getLatLng();
      location.setPoint(lat, lng);
      return;
    }
    const fields = drawnBoundary(shape);
    // A drawn circle is on no map yet, and a circle's bounds need one: its centre is its own.
    const { lat, lng } = shape.kind === 'circle' ? shape.layer.getLatLng() : shape.layer.getBounds().getCenter();
    if (!poligonPoints) apply(fields, [lat, lng]);
    else if (!sameBoundary({ poligonPoints, radius }, fields)) setPending(fields);
  };

  return (
    <Box sx={{ width: '100%', mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
        {!readOnly && <SetAddressLocationButton onLocated={location.setPoint} />}
        {record?.id !== undefined && <BoundaryCheckButton id={record.id} latitude={latitude} longitude={longitude} />}
        <Typography variant="body2" color="text.secondary" data-testid="site-coordinates">
          {`${translate('patrol.site.fields.latitude')}: ${coordinate(latitude)} · ${translate('patrol.site.fields.longitude')}: ${coordinate(longitude)}`}
        </Typography>
      </Box>
      {!readOnly && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {`${translate('patrol.site.mapHint')} ${translate('patrol.site.editNotImplemented')}`}
        </Typography>
      )}
      <SiteMap
        latitude={latitude}
        longitude={longitude}
        poligonPoints={poligonPoints}
        radius={radius}
        readOnly={readOnly}
        proposed={pending}
        onDrawn={onDrawn}
      />
      <QuestionDialog
        open={pending !== null}
        question={MESSAGES.site.overridePolygon}
        yesLabel="patrol.site.override"
        noLabel="patrol.site.keep"
        onYes={() => {
          if (pending) location.setBoundary(pending);
          setPending(null);
        }}
        onNo={() => setPending(null)}
      />
    </Box>
  );
};
