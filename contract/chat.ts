/**
 * The site chat's calls (spec part 2 §7 'Chat'): its limits, what the console and the handset send and
 * what they are answered. A message is the payload of `chat-qa.message`, the same on the wire and live.
 */
import { z } from 'zod';
import { DATE_RANGE, EPOCH_SECONDS_RANGE } from './constants';
import { SOCKET_EVENTS } from './events';
import { CHAT_MESSAGE_MAX, MAX_PHOTO_BYTES } from './handset';

export { CHAT_MESSAGE_MAX };

import { fill, MESSAGES } from './messages';
import { SOCKET_PAYLOADS } from './socketPayloads';
import { epochSecondsInput } from './validation/dates';

/** Messages in one page of GET /api/v1/chats (a few more when messages share the oldest second). */
export const CHAT_PAGE_SIZE = 50;
/** Messages in one answer of GET /api/v1/handset/chat. */
export const HANDSET_CHAT_PAGE_SIZE = 100;
/** The largest image POST /api/v1/chats/image-web takes. */
export const CHAT_IMAGE_MAX_BYTES = MAX_PHOTO_BYTES;

const C = MESSAGES.chat;
const id = z.coerce.number().int().positive();

export const chatMessage = SOCKET_PAYLOADS[SOCKET_EVENTS.chatMessage];
export type ChatMessage = z.infer<typeof chatMessage>;

const epochError = fill(MESSAGES.request.epochOutOfRange, { field: 'createdAt', ...DATE_RANGE });
export const chatPageQuery = z.object({
  siteId: id,
  createdAt: z.coerce
    .number({ error: epochError })
    .int({ error: epochError })
    .refine((value) => value === 0 || (value >= EPOCH_SECONDS_RANGE.min && value <= EPOCH_SECONDS_RANGE.max), {
      error: epochError,
    })
    .default(0)
    .describe('0: the newest page; otherwise the page of messages before this time (epoch seconds)'),
});

export const chatPage = z.object({
  messages: z.array(chatMessage).describe('Oldest first'),
  hasEarlier: z.boolean().describe('Whether messages before this page exist (ask with the oldest createdAt)'),
});

/** A stored image only (POST /api/v1/chats/image-web): consoles show it, so never a link elsewhere. */
const storedImageUrl = z
  .string()
  .regex(/^\/files\/[0-9a-f]{32}\.(jpg|png|webp)$/, { error: C.imageNotStored })
  .describe('The documentUrl answered by POST /api/v1/chats/image-web');

/** The sender comes from the session: `senderName` and `userId` (which the spec's console sends) are ignored. */
export const chatPost = z
  .strictObject({
    siteId: id,
    message: z
      .string({ error: C.emptyMessage })
      .trim()
      .max(CHAT_MESSAGE_MAX, { error: fill(C.tooLong, { max: CHAT_MESSAGE_MAX }) })
      .default(''),
    imageUrl: z
      .union([z.literal(''), storedImageUrl], { error: C.imageNotStored })
      .nullish()
      .transform((url) => url || null)
      .describe("The documentUrl of an uploaded image; '' or null (or none) for a text message"),
    senderName: z.unknown().optional().describe('Ignored: the sender is the signed-in employee'),
    userId: z.unknown().optional().describe('Ignored: the sender is the signed-in employee'),
  })
  .refine((body) => body.message !== '' || Boolean(body.imageUrl), { error: C.emptyMessage, path: ['message'] });

export const chatImageQuery = z.object({
  name: z.string().max(256).optional().describe("The file's name on the sender's computer (not kept)"),
  extensionType: z.string().max(128).optional().describe('The MIME type the browser gives; the content decides'),
  companyId: id.optional().describe("A sys-admin's company (its own when absent)"),
});
export const chatImageAnswer = z.object({
  documentUrl: z.string().describe('Where the image is served, e.g. /files/3f…a9.jpg; send it as imageUrl'),
});

export const chatUnreadQuery = z.object({ companyId: id.optional() });
export const chatUnread = z.object({
  siteId: z.number().int(),
  siteName: z.string(),
  unread: z.number().int().describe("Messages after the user's read marker, not counting the user's own"),
  lastMessageAt: z.number().int().nullable().describe('The newest message (epoch seconds), or null'),
});
export type ChatUnread = z.infer<typeof chatUnread>;

export const chatRead = z.strictObject({
  siteId: id,
  readAt: epochSecondsInput('readAt')
    .optional()
    .describe('The createdAt of the newest message seen (epoch seconds); every message so far when absent'),
});

export const handsetChatQuery = z.object({
  afterId: id.optional().describe("The id of the last message the handset has; absent: the site's newest messages"),
});
export const handsetChatAnswer = z.object({
  messages: z.array(chatMessage).describe('In the order they were stored (ids ascending)'),
  hasMore: z.boolean().describe('Whether more messages follow: ask again with the last id'),
});
