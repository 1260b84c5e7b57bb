/**
 * What the console does with each socket event the server sends: one row per event, given the payload as
 * the contract types it. Following another socket event is one more row. A live event is a hint (the HTTP
 * resync is the truth), so a row takes what it needs and no more.
 */
import type { Socket } from 'socket.io-client';
import { type AlertEvent, type ServerEvent, SOCKET_EVENTS, type SocketPayload } from '../../contract/events';
import type { LiveStore } from './liveStore';
import { chatTopic, deviceTopic, INCIDENTS_TOPIC, type RealtimeEvent, TAG_ENROLLMENT_TOPIC } from './realtimeBus';
import type { LiveAlert } from './types';

/** What a row acts on. */
interface SocketContext {
  store: LiveStore;
  followsAlerts: boolean;
  publish: (topic: string, event: RealtimeEvent) => unknown;
}

/** A row: acts on the payload; answers false when the payload lacks what it needs (logged as empty). */
type Handler<E extends ServerEvent> = (payload: SocketPayload<E>, context: SocketContext) => unknown;

/** Every event that carries alerts has a row; another event only when the console follows it. */
type SocketHandlers = { [E in AlertEvent]: Handler<E> } & { [E in Exclude<ServerEvent, AlertEvent>]?: Handler<E> };

const addAlert = (alert: LiveAlert, { store, followsAlerts }: SocketContext) => {
  if (followsAlerts) store.dispatch({ kind: 'alert', alert });
};

const SOCKET_HANDLERS: SocketHandlers = {
  [SOCKET_EVENTS.critical]: addAlert,
  [SOCKET_EVENTS.patrol]: addAlert,
  [SOCKET_EVENTS.attendance]: addAlert,
  [SOCKET_EVENTS.pleaseCallMe]: addAlert,
  [SOCKET_EVENTS.deviceOffline]: addAlert,
  [SOCKET_EVENTS.deviceBatteryLow]: addAlert,
  [SOCKET_EVENTS.boundaryExit]: addAlert,
  [SOCKET_EVENTS.tagEnrollmentAlert]: addAlert,
  [SOCKET_EVENTS.alertAlarmResponse]: (answer, { store, followsAlerts }) => {
    if (!followsAlerts || !answer.respondedToGuid) return;
    const { employee, employeeId, respondedAt, message } = answer;
    const name = employee ? `${employee.name} ${employee.surname}` : '';
    store.noteAnswer(answer.respondedToGuid, { employeeId, name, respondedAt, message });
    store.dispatch({ kind: 'answered', guid: answer.respondedToGuid });
  },
  [SOCKET_EVENTS.deviceLocation]: (location, { publish }) => {
    if (location.deviceId === undefined) return false;
    const event = { type: 'updated', payload: { ids: [location.deviceId], location } };
    for (const topic of [deviceTopic(location.deviceId), deviceTopic()]) publish(topic, event);
  },
  [SOCKET_EVENTS.chatMessage]: (message, { publish }) => {
    if (message.siteId === undefined) return false;
    const event = { type: 'created', payload: { ids: [message.id], message } };
    for (const topic of [chatTopic(), chatTopic(message.siteId)]) publish(topic, event);
  },
  [SOCKET_EVENTS.alertHandling]: (handling, { store, followsAlerts }) => {
    if (followsAlerts) store.noteHandling(handling);
  },
  [SOCKET_EVENTS.tagEnrollment]: (request, { publish }) => {
    publish(TAG_ENROLLMENT_TOPIC, { type: 'created', payload: { ids: [request.id] } });
  },
  [SOCKET_EVENTS.incident]: (incident, { publish }) => {
    publish(INCIDENTS_TOPIC, { type: incident.change, payload: { ids: [incident.id], incident } });
  },
};

const isEmpty = (payload: unknown) =>
  payload === null ||
  payload === undefined ||
  (typeof payload === 'object' && Object.keys(payload as object).length === 0);

/** Follows every row's event on the socket; an empty payload is logged and goes no further. */
export function followEvents(socket: Pick<Socket, 'on'>, context: SocketContext) {
  for (const [event, handle] of Object.entries(SOCKET_HANDLERS) as [ServerEvent, Handler<ServerEvent>][]) {
    socket.on(event, (payload: SocketPayload<ServerEvent>) => {
      if (isEmpty(payload) || handle(payload, context) === false) console.info(`Empty socket payload on ${event}`);
    });
  }
}
