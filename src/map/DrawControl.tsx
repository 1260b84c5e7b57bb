import 'leaflet-draw/dist/leaflet.draw.css';
import L from 'leaflet';
import 'leaflet-draw';
import { useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { useMap } from 'react-leaflet';
import { pinIcon } from './pinIcon';

export type DrawnShape =
  | { kind: 'polygon'; layer: L.Polygon }
  | { kind: 'circle'; layer: L.Circle }
  | { kind: 'marker'; layer: L.Marker };

/** Leaflet.draw's toolbar texts, from our translations. */
function localise(translate: (key: string) => string) {
  const { buttons, actions, finish, undo } = L.drawLocal.draw.toolbar;
  buttons.polygon = translate('patrol.map.draw.polygon');
  buttons.circle = translate('patrol.map.draw.circle');
  buttons.marker = translate('patrol.map.draw.marker');
  actions.title = translate('patrol.map.draw.cancelTitle');
  actions.text = translate('patrol.map.draw.cancel');
  finish.title = translate('patrol.map.draw.finishTitle');
  finish.text = translate('patrol.map.draw.finish');
  undo.title = translate('patrol.map.draw.undoTitle');
  undo.text = translate('patrol.map.draw.undo');
}

/**
 * The drawing toolbar (spec part 2 §2 'Site detail'): polygon, circle and marker only. The edit and remove
 * toolbar is not added (not implemented). Drawn layers are handed over, not kept: the page draws what it saved.
 */
export const DrawControl = ({ onDrawn }: { onDrawn: (shape: DrawnShape) => void }) => {
  const map = useMap();
  const translate = useTranslate();
  const handler = useRef(onDrawn);
  handler.current = onDrawn;
  useEffect(() => {
    localise(translate);
    const control = new L.Control.Draw({
      position: 'topright',
      draw: {
        polyline: false,
        rectangle: false,
        circlemarker: false,
        polygon: { allowIntersection: false, showArea: false },
        circle: { showRadius: true },
        marker: { icon: pinIcon('site') },
      },
    });
    const created = (event: L.LeafletEvent) => {
      const { layerType, layer } = event as L.DrawEvents.Created;
      if (layerType === 'polygon') handler.current({ kind: 'polygon', layer: layer as L.Polygon });
      if (layerType === 'circle') handler.current({ kind: 'circle', layer: layer as L.Circle });
      if (layerType === 'marker') handler.current({ kind: 'marker', layer: layer as L.Marker });
    };
    map.addControl(control);
    map.on('draw:created', created);
    return () => {
      map.off('draw:created', created);
      map.removeControl(control);
    };
  }, [map, translate]);
  return null;
};
