/** Live events are stored first, then emitted: what to send once the transaction has committed. */
import type {
  AlertEvent,
  AlertPayloadOf,
  LiveType,
  ServerEvent,
  SOCKET_EVENTS,
  SocketPayload,
} from '../../../contract/events';

/** The events sent to a company's consoles (the heartbeat goes to every socket, from the socket server). */
export type CompanyEvent = Exclude<ServerEvent, typeof SOCKET_EVENTS.heartbeat>;

/** An event to send after the transaction commits, with the payload the contract gives its event. */
export type Emit<E extends CompanyEvent = CompanyEvent> = E extends CompanyEvent
  ? { companyId: number; event: E; payload: SocketPayload<E> }
  : never;

/** The emit of a stored alert of type T, on its event (an Emit, with the payload's own type). */
export type LiveEmit<T extends LiveType = LiveType> = T extends LiveType
  ? { companyId: number; event: AlertEvent<T>; payload: AlertPayloadOf<T> }
  : never;
