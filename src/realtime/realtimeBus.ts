/**
 * The open realtime contract of react-admin (docs/RealtimeDataProvider.md): subscribe, unsubscribe and publish
 * by topic ('resource/<name>' and 'resource/<name>/<id>'). The socket controller publishes what the socket
 * carries; screens subscribe through the dataProvider.
 */
export interface RealtimeEvent {
  type: string;
  topic?: string;
  payload: Record<string, unknown>;
}

export type RealtimeListener = (event: RealtimeEvent) => void;

const topics = new Map<string, Set<RealtimeListener>>();

export const realtimeBus = {
  async subscribe(topic: string, listener: RealtimeListener) {
    const listeners = topics.get(topic) ?? new Set();
    listeners.add(listener);
    topics.set(topic, listeners);
    return { data: null };
  },
  async unsubscribe(topic: string, listener: RealtimeListener) {
    const listeners = topics.get(topic);
    listeners?.delete(listener);
    if (listeners?.size === 0) topics.delete(topic);
    return { data: null };
  },
  async publish(topic: string, event: RealtimeEvent) {
    for (const listener of topics.get(topic) ?? []) listener({ ...event, topic });
    return { data: null };
  },
};

/** The topic of one device's live events, or (no id) of every device of the company (the live map). */
export const deviceTopic = (deviceId?: number | string) =>
  deviceId === undefined ? 'resource/devices' : `resource/devices/${deviceId}`;
/** The topic of the company's chat messages (no site), or of one site's chat. */
export const chatTopic = (siteId?: number | string) =>
  siteId === undefined ? 'resource/chats' : `resource/chats/${siteId}`;
/** The topic of the company's tag requests (a handset asked for a new tag). */
export const TAG_ENROLLMENT_TOPIC = 'resource/tag-enrollment';
/** The topic of the company's incident reports (stored, corrected or approved). */
export const INCIDENTS_TOPIC = 'resource/incidents';
