import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, testDataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage, ChatUnread } from '../../../contract/chat';
import { SOCKET_EVENTS } from '../../../contract/events';
import { MESSAGES } from '../../../contract/messages';
import type { ChatPage, ChatSend } from '../../dataProvider/chat';
import { createLiveStore } from '../../realtime/liveStore';
import { chatTopic, realtimeBus } from '../../realtime/realtimeBus';
import { followEvents } from '../../realtime/socketHandlers';
import { PATHS } from '../../routes';
import { renderAdmin } from '../../test/renderAdmin';
import { signInAs } from '../../test/signInAs';
import { ChatsPage } from './ChatsPage';

// jsdom makes no object URLs (the image preview uses one)
Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined });

const T = 1_760_000_000;
const SITES: ChatUnread[] = [
  { siteId: 1, siteName: 'Sandton Office Park', unread: 0, lastMessageAt: null },
  { siteId: 2, siteName: 'Rosebank Corporate Campus', unread: 2, lastMessageAt: T },
  { siteId: 3, siteName: 'Melrose Arch Residences', unread: 0, lastMessageAt: null },
  { siteId: 4, siteName: 'Midrand Logistics Depot', unread: 1, lastMessageAt: T },
];

let nextId = 1000;
const message = (siteId: number, createdAt: number, fields: Partial<ChatMessage> = {}): ChatMessage => ({
  id: nextId++,
  eventGuid: null,
  companyId: 3,
  siteId,
  userId: 7,
  deviceId: null,
  senderName: 'Thabo Nkosi',
  message: `Message at ${createdAt}`,
  imageUrl: null,
  createdAt,
  ...fields,
});

/** Site 4 has 50 messages on its newest page and 3 before them; site 2 none. */
const newest = Array.from({ length: 50 }, (_, index) => message(4, T + 100 + index));
const earliest = [message(4, T + 1), message(4, T + 2), message(4, T + 3)];

function pageOf(siteId: number, createdAt: number): ChatPage {
  if (siteId !== 4) return { messages: [], hasEarlier: false };
  return createdAt === 0 ? { messages: newest, hasEarlier: true } : { messages: earliest, hasEarlier: false };
}

/** A socket as socket.io-client hands events to the console's handlers. */
function fakeSocket() {
  const handlers = new Map<string, (payload: unknown) => void>();
  followEvents({ on: (event: string, handler: (payload: unknown) => void) => handlers.set(event, handler) } as never, {
    store: createLiveStore(),
    followsAlerts: true,
    publish: realtimeBus.publish,
  });
  return (payload: ChatMessage) => act(async () => handlers.get(SOCKET_EVENTS.chatMessage)?.(payload));
}

function renderPage(overrides: Record<string, unknown> = {}) {
  signInAs('CONTROLLER');
  const chatPage = vi.fn(async (siteId: number, createdAt: number) => pageOf(siteId, createdAt));
  // As the server does: stored, sent live to every console (this one too), then answered
  const sendChat = vi.fn(async (body: ChatSend) => {
    const stored = message(body.siteId, T + 500, { userId: 1, senderName: 'Test User', message: body.message });
    await realtimeBus.publish(chatTopic(body.siteId), { type: 'created', payload: { message: stored } });
    return stored;
  });
  const uploadChatImage = vi.fn(async () => '/files/0123456789abcdef0123456789abcdef.png');
  const markChatRead = vi.fn(async (siteId: number) => ({
    ...SITES.find((site) => site.siteId === siteId),
    unread: 0,
  }));
  const dataProvider = testDataProvider({
    chatUnread: async () => SITES,
    chatPage,
    sendChat,
    uploadChatImage,
    markChatRead,
    subscribe: realtimeBus.subscribe,
    unsubscribe: realtimeBus.unsubscribe,
    ...overrides,
  } as never);
  renderAdmin(<ChatsPage />, { dataProvider, at: PATHS.chats, notifications: true });
  return { chatPage, sendChat, uploadChatImage, markChatRead, emit: fakeSocket() };
}

const siteList = () => screen.getByRole('list', { name: 'Sites' });
const siteOrder = () =>
  within(siteList())
    .getAllByRole('button')
    .map((button) => button.textContent);
const unreadOf = (siteId: number) => screen.getByTestId(`chat-site-${siteId}`).getAttribute('data-unread');
const messages = (site: string) =>
  within(screen.getByRole('list', { name: `Messages of ${site}` })).queryAllByRole('listitem');

describe('Chats page', () => {
  beforeEach(() => {
    nextId = 1000 + 100;
  });
  afterEach(cleanup);

  it('lists sites with unread messages first, then by name, and opens the first one with its count reset', async () => {
    const { markChatRead } = renderPage();
    await screen.findByRole('heading', { name: 'Midrand Logistics Depot' });
    expect(siteOrder()).toEqual([
      'Midrand Logistics Depot',
      'Rosebank Corporate Campus2',
      'Melrose Arch Residences',
      'Sandton Office Park',
    ]);
    expect(unreadOf(4)).toBe('0');
    expect(unreadOf(2)).toBe('2');
    await waitFor(() => expect(messages('Midrand Logistics Depot')).toHaveLength(50));
    await waitFor(() => expect(markChatRead).toHaveBeenCalledWith(4, T + 149));
  });

  it("loads earlier messages until there are none: '... No Prior Chats ...' hides the control", async () => {
    const { chatPage } = renderPage();
    await waitFor(() => expect(messages('Midrand Logistics Depot')).toHaveLength(50));
    expect(screen.queryByText('... No Prior Chats ...')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    await waitFor(() => expect(messages('Midrand Logistics Depot')).toHaveLength(53));
    expect(chatPage).toHaveBeenLastCalledWith(4, T + 100);
    expect(screen.getByText('... No Prior Chats ...')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).toBeNull();
    expect(within(messages('Midrand Logistics Depot')[0]).getByText('Message at 1760000001')).toBeTruthy();

    fireEvent.click(screen.getByText('Rosebank Corporate Campus'));
    await screen.findByRole('heading', { name: 'Rosebank Corporate Campus' });
    expect(await screen.findByText('... No Chats ...')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).toBeNull();
  });

  it('sends on Enter, and refuses an empty message on the spot', async () => {
    const { sendChat } = renderPage();
    await waitFor(() => expect(messages('Midrand Logistics Depot')).toHaveLength(50));
    const input = screen.getByLabelText('Message');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText(MESSAGES.chat.emptyMessage)).toBeTruthy();
    expect(sendChat).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: '  Gate 3 is open, please check.  ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(sendChat).toHaveBeenCalledWith({ siteId: 4, message: 'Gate 3 is open, please check.' }));
    await waitFor(() => expect(messages('Midrand Logistics Depot')).toHaveLength(51));
    expect((input as HTMLTextAreaElement).value).toBe('');
    const sent = messages('Midrand Logistics Depot')[50];
    expect(within(sent).getByText('Gate 3 is open, please check.')).toBeTruthy();
    expect(within(sent).getByText('Test User')).toBeTruthy();
    expect(screen.getAllByText('Gate 3 is open, please check.')).toHaveLength(1);
  });

  it("appends a live message to the open site; another site's badge rises and the list is re-sorted", async () => {
    const { emit } = renderPage();
    await waitFor(() => expect(messages('Midrand Logistics Depot')).toHaveLength(50));

    await emit(message(4, T + 200, { message: 'All quiet at the depot.' }));
    expect(await screen.findByText('All quiet at the depot.')).toBeTruthy();
    expect(messages('Midrand Logistics Depot')).toHaveLength(51);
    expect(unreadOf(4)).toBe('0');

    await emit(message(1, T + 201, { message: 'Hello from Sandton.' }));
    await waitFor(() => expect(unreadOf(1)).toBe('1'));
    expect(siteOrder()).toEqual([
      'Midrand Logistics Depot',
      'Rosebank Corporate Campus2',
      'Sandton Office Park1',
      'Melrose Arch Residences',
    ]);
    expect(screen.queryByText('Hello from Sandton.')).toBeNull();
  });

  it('counts live messages on the scroll-to-bottom button while the list is scrolled up', async () => {
    const { emit } = renderPage();
    await waitFor(() => expect(messages('Midrand Logistics Depot')).toHaveLength(50));
    const list = screen.getByRole('list', { name: 'Messages of Midrand Logistics Depot' }).parentElement as HTMLElement;
    Object.defineProperty(list, 'scrollHeight', { configurable: true, value: 2000 });
    Object.defineProperty(list, 'clientHeight', { configurable: true, value: 400 });
    list.scrollTop = 100;
    fireEvent.scroll(list);

    await emit(message(4, T + 300, { message: 'Someone at the gate.' }));
    await emit(message(4, T + 301, { message: 'Sent the patrol.', userId: 1 }));
    const toBottom = screen.getByRole('button', { name: 'Scroll to the newest message' });
    await waitFor(() => expect(toBottom.getAttribute('data-count')).toBe('1'));

    fireEvent.click(toBottom);
    await waitFor(() => expect(toBottom.getAttribute('data-count')).toBe('0'));
  });

  it("sends an image: 'Select Image' with none chosen, else the upload and then a message with its URL", async () => {
    const { sendChat, uploadChatImage } = renderPage();
    await waitFor(() => expect(messages('Midrand Logistics Depot')).toHaveLength(50));
    fireEvent.click(screen.getByRole('button', { name: 'Attach Image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send an image to Midrand Logistics Depot' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Image' }));
    expect(await screen.findByText('Select Image')).toBeTruthy();
    expect(uploadChatImage).not.toHaveBeenCalled();

    const file = new File([new Uint8Array([137, 80, 78, 71])], 'gate.png', { type: 'image/png' });
    fireEvent.change(within(dialog).getByTestId('chat-image-input'), { target: { files: [file] } });
    expect(await within(dialog).findByRole('img', { name: 'The image to send' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Image' }));
    await waitFor(() =>
      expect(sendChat).toHaveBeenCalledWith({
        siteId: 4,
        message: '',
        imageUrl: '/files/0123456789abcdef0123456789abcdef.png',
      }),
    );
    expect(uploadChatImage.mock.calls[0]).toEqual([file, 3]);
    expect(await screen.findByText('Successfully sent message')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("tells the spec's messages when a send fails, and gives the text back", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // react-admin logs each failed call
    const down = () => Promise.reject(new HttpError('Service Unavailable', 503));
    const sendChat = vi.fn(down);
    renderPage({ sendChat, uploadChatImage: vi.fn(down) });
    await waitFor(() => expect(messages('Midrand Logistics Depot')).toHaveLength(50));
    const input = screen.getByLabelText('Message') as HTMLTextAreaElement;
    fireEvent.change(input, { target: { value: 'Anyone at the gate?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message not sent. Please try again.')).toBeTruthy();
    await waitFor(() => expect(input.value).toBe('Anyone at the gate?'));
    expect(messages('Midrand Logistics Depot')).toHaveLength(50);

    fireEvent.click(screen.getByRole('button', { name: 'Attach Image' }));
    const dialog = await screen.findByRole('dialog');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'gate.png', { type: 'image/png' });
    fireEvent.change(within(dialog).getByTestId('chat-image-input'), { target: { files: [file] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Image' }));
    expect(await screen.findByText('Image upload failed. Please try again later.')).toBeTruthy();
    expect(sendChat).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog')).toBeTruthy();
    vi.restoreAllMocks();
  });

  it("shows 'sent now ...' until the message is stored, and never twice", async () => {
    let answer: (stored: ChatMessage) => void = () => undefined;
    const sendChat = vi.fn(() => new Promise<ChatMessage>((resolve) => (answer = resolve)));
    const { emit } = renderPage({ sendChat });
    await waitFor(() => expect(messages('Midrand Logistics Depot')).toHaveLength(50));
    const input = screen.getByLabelText('Message');
    fireEvent.change(input, { target: { value: 'Checking in.' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    const pending = await screen.findByText(/sent now \.\.\./);
    expect(pending.closest('li')?.textContent).toContain('Checking in.');

    // the stored message comes live before the answer: it takes the pending one's place
    const stored = message(4, T + 400, { userId: 1, senderName: 'Test User', message: 'Checking in.' });
    await emit(stored);
    await waitFor(() => expect(screen.queryByText(/sent now \.\.\./)).toBeNull());
    expect(screen.getAllByText('Checking in.')).toHaveLength(1);
    await act(async () => answer(stored));
    expect(screen.getAllByText('Checking in.')).toHaveLength(1);
    expect(messages('Midrand Logistics Depot')).toHaveLength(51);
  });
});
