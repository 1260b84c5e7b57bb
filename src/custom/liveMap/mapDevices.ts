/**
 * What the live map shows of each device: its position (the newest of the server's picture and the live moves),
 * its state, and the grid clusters a zoomed-out map draws instead of crowded markers.
 */
import type { DevicePositions } from '../../../contract/entities';

export type ServerDevice = DevicePositions['devices'][number];
export type MapState = 'panic' | 'offline' | 'silent' | 'online';
/** Worst first: a cluster takes the worst state of its devices. */
export const MAP_STATES: readonly MapState[] = ['panic', 'offline', 'silent', 'online'];
export const STATE_COLORS: Record<MapState, string> = {
  panic: '#d32f2f',
  offline: '#616161',
  silent: '#ef6c00',
  online: '#2e7d32',
};
/** A handset not heard from for this long is silent (before the server reports it offline). */
export const SILENT_MINUTES = 5;
/** Below this zoom, nearby markers are drawn as one cluster. */
export const CLUSTER_BELOW_ZOOM = 16;
/** The side of a cluster's grid cell, in screen pixels. */
const CLUSTER_CELL_PX = 64;

/** A live position as the socket tells it. */
export interface Move {
  latitude: number;
  longitude: number;
  /** When the handset took it, on its own clock (which may run ahead). */
  sentAt: number;
  /** When the server received it, on the server's clock: the contact. */
  receivedAt: number;
}

export interface MapDevice extends ServerDevice {
  latitude: number;
  longitude: number;
  state: MapState;
}

/** A device's state at `nowMs`: a waiting panic first, then offline as the server judged it, then silent. */
export function stateOf(device: ServerDevice, nowMs: number, panic: boolean): MapState {
  if (panic) return 'panic';
  if (device.connection !== 'online' || device.lastSeenAt === null) return 'offline';
  return nowMs / 1000 - device.lastSeenAt > SILENT_MINUTES * 60 ? 'silent' : 'online';
}

/** A device as the list beside the map shows it: its newest position (if any) and its state. */
export interface ListedDevice extends ServerDevice {
  state: MapState;
}

/** Every device with its newest position and state; a live move is also a contact, at the time the server received it. */
export function currentDevices(
  devices: readonly ServerDevice[],
  moves: Readonly<Record<number, Move>>,
  panics: ReadonlySet<number>,
  nowMs: number,
): ListedDevice[] {
  return devices.map((device) => {
    const move = moves[device.id];
    const newer = move && (device.positionAt === null || move.sentAt >= device.positionAt);
    const current: ServerDevice = newer
      ? {
          ...device,
          latitude: move.latitude,
          longitude: move.longitude,
          positionAt: move.sentAt,
          connection: 'online',
          offlineSince: null,
          lastSeenAt: Math.max(device.lastSeenAt ?? 0, move.receivedAt),
        }
      : device;
    return { ...current, state: stateOf(current, nowMs, panics.has(device.id) || current.panicGuid !== null) };
  });
}

export const isLocated = (device: ListedDevice): device is MapDevice =>
  device.latitude !== null && device.longitude !== null;

/** The located devices with their newest position and state (currentDevices). */
export function mapDevices(
  devices: readonly ServerDevice[],
  moves: Readonly<Record<number, Move>>,
  panics: ReadonlySet<number>,
  nowMs: number,
): MapDevice[] {
  return currentDevices(devices, moves, panics, nowMs).filter(isLocated);
}

/** The devices grouped by state, worst first (panics at the top), each group by name. */
export function byState(devices: readonly ListedDevice[]): { state: MapState; devices: ListedDevice[] }[] {
  return MAP_STATES.map((state) => ({
    state,
    devices: devices
      .filter((device) => device.state === state)
      .sort((a, b) => a.deviceName.localeCompare(b.deviceName, undefined, { numeric: true }) || a.id - b.id),
  })).filter((group) => group.devices.length > 0);
}

export interface Cluster {
  key: string;
  devices: MapDevice[];
  latitude: number;
  longitude: number;
  state: MapState;
}

const worst = (devices: readonly MapDevice[]): MapState =>
  MAP_STATES.find((state) => devices.some((device) => device.state === state)) ?? 'online';

/** Groups devices by the grid cell their projected point falls in; a cell of one is a cluster of one. */
export function clusterDevices(
  devices: readonly MapDevice[],
  project: (latitude: number, longitude: number) => { x: number; y: number },
  cellPx = CLUSTER_CELL_PX,
): Cluster[] {
  const cells = new Map<string, MapDevice[]>();
  for (const device of devices) {
    const { x, y } = project(device.latitude, device.longitude);
    const key = `${Math.floor(x / cellPx)}:${Math.floor(y / cellPx)}`;
    cells.set(key, [...(cells.get(key) ?? []), device]);
  }
  return [...cells].map(([key, members]) => ({
    key,
    devices: members,
    latitude: members.reduce((sum, d) => sum + d.latitude, 0) / members.length,
    longitude: members.reduce((sum, d) => sum + d.longitude, 0) / members.length,
    state: worst(members),
  }));
}
