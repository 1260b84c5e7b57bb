import type { ChatMessage, ChatUnread } from '../../contract/chat';
import { getJson, httpClient, postJson } from './httpClient';

/** One page of a site's chat, oldest first (GET /api/v1/chats). */
export interface ChatPage {
  messages: ChatMessage[];
  hasEarlier: boolean;
}

export interface ChatSend {
  siteId: number;
  message: string;
  imageUrl?: string;
}

const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  ).toString();

/** The chat calls of spec part 2 §7, and the unread counts and read marker the server keeps per user. */
export const chatMethods = {
  /** The newest page (createdAt 0) or the page before createdAt (epoch seconds). */
  chatPage: (siteId: number, createdAt: number): Promise<ChatPage> =>
    getJson<ChatPage>(`chats?${query({ siteId, createdAt })}`),
  async sendChat(body: ChatSend): Promise<ChatMessage> {
    const { json } = await postJson('chats', body);
    return json as ChatMessage;
  },
  /** Uploads the image itself as the body; answers the documentUrl to send as the message's imageUrl. */
  async uploadChatImage(file: File, companyId?: number): Promise<string> {
    const { json } = await httpClient(
      `chats/image-web?${query({ name: file.name, extensionType: file.type, companyId })}`,
      { method: 'POST', body: file, headers: { 'Content-Type': file.type || 'application/octet-stream' } },
    );
    return (json as { documentUrl: string }).documentUrl;
  },
  chatUnread: (companyId?: number): Promise<ChatUnread[]> =>
    getJson<ChatUnread[]>(`chats/unread?${query({ companyId })}`),
  async markChatRead(siteId: number, readAt?: number): Promise<ChatUnread> {
    const { json } = await postJson('chats/read', { siteId, readAt });
    return json as ChatUnread;
  },
};
