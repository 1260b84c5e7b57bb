import L from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { CircleMarker, Marker, Tooltip, useMap, useMapEvents } from 'react-leaflet';
import { MAP } from '../../../contract/constants';
import type { DevicePositions } from '../../../contract/entities';
import { agoText } from '../../common/dateTime';
import { BoundaryLayer } from '../../map/BoundaryLayer';
import { FitPoints } from '../../map/FitPoints';
import { MapView } from '../../map/MapView';
import { useClock } from '../../realtime/useClock';
import { CLUSTER_BELOW_ZOOM, type Cluster, clusterDevices, type MapDevice, STATE_COLORS } from './mapDevices';

interface LiveMapViewProps {
  devices: MapDevice[];
  sites: DevicePositions['sites'];
  /** The device a new panic came from: the map centres on it. */
  panicDeviceId: number | null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A cluster's marker: a circle in its worst state's colour with the count, drawn inline (nothing from the network). */
const clusterIcon = (cluster: Cluster, label: string) =>
  L.divIcon({
    className: 'live-map-cluster',
    html: `<div role="img" aria-label="${escapeHtml(label)}" style="width:36px;height:36px;border-radius:50%;background:${STATE_COLORS[cluster.state]};color:#fff;border:3px solid #fff;box-shadow:0 0 0 2px ${STATE_COLORS[cluster.state]};display:grid;place-items:center;font:700 14px Roboto,Arial,sans-serif">${cluster.devices.length}</div>`,
    iconSize: [36, 36],
    iconAnchor: [18, 18],
  });

const DeviceTooltip = ({ device }: { device: MapDevice }) => {
  const translate = useTranslate();
  const now = useClock();
  const t = (key: string, values?: Record<string, unknown>) => translate(`patrol.liveMap.${key}`, values);
  return (
    <Tooltip>
      <strong>{t('device', { device: device.deviceName, site: device.siteName })}</strong>
      <br />
      {t(`states.${device.state}`)}
      <br />
      {device.guardOnDuty ? t('guard', { name: device.guardOnDuty }) : t('noGuard')}
      <br />
      {device.lastSeenAt === null
        ? t('neverHeard')
        : t('lastContact', { ago: agoText(device.lastSeenAt, now, translate) })}
      {device.batteryStatus !== null && (
        <>
          <br />
          {t('battery', { percent: device.batteryStatus })}
        </>
      )}
    </Tooltip>
  );
};

/** The markers: one per device when zoomed in, grid clusters below CLUSTER_BELOW_ZOOM; a cluster click zooms in. */
const Markers = ({ devices }: { devices: MapDevice[] }) => {
  const translate = useTranslate();
  const map = useMap();
  const [view, setView] = useState(() => ({ zoom: map.getZoom(), moved: 0 }));
  useMapEvents({ zoomend: () => setView((v) => ({ zoom: map.getZoom(), moved: v.moved + 1 })) });
  const clusters = useMemo(
    () =>
      view.zoom >= CLUSTER_BELOW_ZOOM
        ? devices.map((device) => ({
            key: String(device.id),
            devices: [device],
            latitude: device.latitude,
            longitude: device.longitude,
            state: device.state,
          }))
        : clusterDevices(devices, (lat, lng) => map.project([lat, lng], view.zoom)),
    [devices, map, view],
  );
  return (
    <>
      {clusters.map((cluster) =>
        cluster.devices.length === 1 ? (
          <CircleMarker
            // A new state is a new marker: Leaflet sets a path's class only when it draws it.
            key={`d${cluster.devices[0].id}-${cluster.state}`}
            center={[cluster.latitude, cluster.longitude]}
            radius={cluster.state === 'panic' ? 12 : 9}
            className={`live-map-device live-map-${cluster.state}`}
            pathOptions={{ color: '#ffffff', weight: 3, fillColor: STATE_COLORS[cluster.state], fillOpacity: 1 }}
          >
            <DeviceTooltip device={cluster.devices[0]} />
          </CircleMarker>
        ) : (
          <Marker
            key={`c${cluster.key}`}
            position={[cluster.latitude, cluster.longitude]}
            icon={clusterIcon(cluster, translate('patrol.liveMap.cluster', { smart_count: cluster.devices.length }))}
            eventHandlers={{
              click: () =>
                map.fitBounds(L.latLngBounds(cluster.devices.map((d) => [d.latitude, d.longitude])), {
                  padding: [48, 48],
                  maxZoom: CLUSTER_BELOW_ZOOM,
                }),
            }}
          />
        ),
      )}
    </>
  );
};

/** A new panic centres the map on its handset. */
const CentreOnPanic = ({ devices, deviceId }: { devices: MapDevice[]; deviceId: number | null }) => {
  const map = useMap();
  const centred = useRef<number | null>(null);
  useEffect(() => {
    if (deviceId === null || centred.current === deviceId) return;
    const device = devices.find((d) => d.id === deviceId);
    if (!device) return;
    centred.current = deviceId;
    map.setView([device.latitude, device.longitude], MAP.deviceZoom + 1, { animate: false });
  }, [map, devices, deviceId]);
  return null;
};

/** The map itself (Leaflet, loaded with the page): the sites' boundaries, the handsets, their clusters. */
export const LiveMapView = ({ devices, sites, panicDeviceId }: LiveMapViewProps) => {
  const points = useMemo<[number, number][]>(
    () => [
      ...devices.map((d): [number, number] => [d.latitude, d.longitude]),
      ...sites.flatMap((s): [number, number][] =>
        s.latitude !== null && s.longitude !== null ? [[s.latitude, s.longitude]] : [],
      ),
    ],
    [devices, sites],
  );
  return (
    <MapView
      center={[MAP.defaultCenter.latitude, MAP.defaultCenter.longitude]}
      zoom={11}
      label="patrol.liveMap.label"
      height="calc(100vh - 220px)"
    >
      {sites.map((site) => (
        <BoundaryLayer key={site.id} text={site.poligonPoints} radius={site.radius} />
      ))}
      <FitPoints points={points} maxZoom={MAP.siteZoom} />
      <Markers devices={devices} />
      <CentreOnPanic devices={devices} deviceId={panicDeviceId} />
    </MapView>
  );
};
