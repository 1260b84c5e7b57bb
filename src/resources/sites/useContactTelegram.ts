import { useMutation, useQuery } from '@tanstack/react-query';
import { useDataProvider, useSourceContext } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { CONTACT_FLAGS } from '../../../contract/constants';
import type { PatrolDataProvider } from '../../dataProvider';
import type { TelegramLinkState } from '../../dataProvider/telegram';

/** How often an open link dialog asks whether the contact pressed Start. */
const LINK_POLL_MS = 2_000;

/** Whether this server has a Telegram bot (TELEGRAM_BOT_TOKEN), asked once per page. */
export function useTelegramConfigured(): boolean | undefined {
  const dataProvider = useDataProvider<PatrolDataProvider>();
  const { data } = useQuery({
    queryKey: ['telegram', 'status'],
    queryFn: () => dataProvider.telegramStatus(),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data?.configured;
}

const TELEGRAM_FLAGS = CONTACT_FLAGS.filter((flag) => flag.endsWith('Telegram'));

/**
 * Contact `index` of the form: its id, name, Telegram link state and whether a Telegram flag is ticked, and a way
 * to set the link state in the form.
 */
export function useContactTelegram(index: number) {
  const { getSource } = useSourceContext();
  const { setValue } = useFormContext();
  const source = (field: string) => getSource(`${index}.${field}`);
  const [id, name, linkedAt, chatId, ...flags] = useWatch({
    name: [
      source('id'),
      source('name'),
      source('telegramLinkedAt'),
      source('telegramChatId'),
      ...TELEGRAM_FLAGS.map(source),
    ],
  }) as [number | undefined, string | undefined, number | null | undefined, string | null | undefined, ...unknown[]];
  const setState = (state: TelegramLinkState) => {
    setValue(source('telegramLinkedAt'), state.telegramLinkedAt);
    if (!state.linked) setValue(source('telegramChatId'), null);
  };
  const ticked = flags.some(Boolean);
  return { id, name: name ?? '', linked: !!(linkedAt || chatId), linkedAt: linkedAt ?? null, ticked, setState };
}

/** The contact's one-time link (made on `create`) and, while `watching`, its state polled until linked. */
export function useTelegramLink(
  contactId: number | undefined,
  watching: boolean,
  onLinked: (state: TelegramLinkState) => void,
) {
  const dataProvider = useDataProvider<PatrolDataProvider>();
  const link = useMutation({ mutationFn: () => dataProvider.telegramLink(contactId as number) });
  const state = useQuery({
    queryKey: ['telegram', 'linkState', contactId, link.data?.link],
    queryFn: async () => {
      const answer = await dataProvider.telegramLinkState(contactId as number);
      if (answer.linked) onLinked(answer);
      return answer;
    },
    enabled: watching && !!contactId && !!link.data,
    refetchInterval: (query) => (query.state.data?.linked ? false : LINK_POLL_MS),
  });
  return { link, linked: !!state.data?.linked };
}
