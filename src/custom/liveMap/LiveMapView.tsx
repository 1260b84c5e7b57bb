import L from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { CircleMarker, Marker, Tooltip, useMap, useMapEvents } from 'react-leaflet';
import { MAP } from '../../../contract/constants';
import type { DevicePositions } from '../../../contract/entities';
import { BoundaryLayer } from '../../map/BoundaryLayer';
import { FitPoints } from '../../map/FitPoints';
import { MapView } from '../../map/MapView';
import { ResizeWithContainer } from '../../map/ResizeWithContainer';
import { useClock } from '../../realtime/useClock';
import { deviceFacts } from './deviceFacts';
import { CLUSTER_BELOW_ZOOM, type Cluster, clusterDevices, type MapDevice, STATE_COLORS } from './mapDevices';

interface LiveMapViewProps {
  devices: MapDevice[];
  sites: DevicePositions['sites'];
  /** The device a new panic came from: the map centres on it. */
  panicDeviceId: number | null;
  /** The device picked in the list: the map centres on it and opens its tooltip. */
  focus: Focus | null;
}

/** A pick in the list; `n` counts the picks, so picking the same device again centres it again. */
export interface Focus {
  deviceId: number;
  n: number;
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
  const facts = deviceFacts(device, now, translate);
  return (
    <Tooltip direction="top" offset={[0, -10]}>
      <strong>{facts.name}</strong>
      <br />
      {translate(`patrol.liveMap.states.${device.state}`)}
      <br />
      {facts.guard}
      <br />
      {facts.contact}
      {facts.battery !== null && (
        <>
          <br />
          {facts.battery}
        </>
      )}
    </Tooltip>
  );
};

/** The markers: one per device when zoomed in, grid clusters below CLUSTER_BELOW_ZOOM; a cluster click zooms in. */
const Markers = ({ devices, focus }: { devices: MapDevice[]; focus: Focus | null }) => {
  const translate = useTranslate();
  const map = useMap();
  const layers = useRef(new Map<number, L.CircleMarker>());
  const opened = useRef<number | null>(null);
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
  // biome-ignore lint/correctness/useExhaustiveDependencies: the picked device's tooltip opens once its own marker is drawn (after the zoom that splits its cluster)
  useEffect(() => {
    if (!focus || opened.current === focus.n) return;
    const layer = layers.current.get(focus.deviceId);
    if (!layer) return;
    opened.current = focus.n;
    layer.openTooltip();
  }, [focus, clusters]);
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
            ref={(layer) => {
              const id = cluster.devices[0].id;
              if (layer) layers.current.set(id, layer);
              else layers.current.delete(id);
            }}
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

/** A device picked in the list: the map centres on it, close enough to draw it apart from its cluster. */
const CentreOnPick = ({ devices, focus }: { devices: MapDevice[]; focus: Focus | null }) => {
  const map = useMap();
  const centred = useRef<number | null>(null);
  useEffect(() => {
    if (!focus || centred.current === focus.n) return;
    const device = devices.find((d) => d.id === focus.deviceId);
    if (!device) return;
    centred.current = focus.n;
    map.setView([device.latitude, device.longitude], Math.max(map.getZoom(), CLUSTER_BELOW_ZOOM), { animate: false });
  }, [map, devices, focus]);
  return null;
};

/** The map itself (Leaflet, loaded with the page): the sites' boundaries, the handsets, their clusters. */
export const LiveMapView = ({ devices, sites, panicDeviceId, focus }: LiveMapViewProps) => {
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
      <Markers devices={devices} focus={focus} />
      <CentreOnPanic devices={devices} deviceId={panicDeviceId} />
      <CentreOnPick devices={devices} focus={focus} />
      <ResizeWithContainer />
    </MapView>
  );
};
