import { Box, Card, CardContent, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ChatUnread } from '../../../contract/chat';
import { useSelectedCompany } from '../../authProvider/useSession';
import { PageTitle } from '../../common/PageTitle';
import { ChatPane } from './ChatPane';
import { SiteList } from './SiteList';
import { type OpenSite, useUnread } from './useUnread';

export { SiteChatPage } from './SiteChatPage';

/**
 * company/chats (admin and controller): the company's sites on the left with their unread badges, the chat of
 * the selected site on the right; the first site is selected at the start (spec part 2 §2).
 */
export const ChatsPage = () => {
  const translate = useTranslate();
  const companyId = useSelectedCompany()?.id;
  const [open, setOpen] = useState<OpenSite | null>(null);
  const { sites, loading, failed } = useUnread(companyId, open);
  const first = sites[0];
  const select = (site: ChatUnread) =>
    site.siteId !== open?.siteId && setOpen({ siteId: site.siteId, hadUnread: site.unread > 0 });

  useEffect(() => {
    if (open === null && first) setOpen({ siteId: first.siteId, hadUnread: first.unread > 0 });
  }, [open, first]);

  const selected = sites.find((site) => site.siteId === open?.siteId);
  return (
    <>
      <PageTitle title="patrol.chat.title" />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '230px minmax(0, 1fr)', lg: '280px minmax(0, 1fr)' },
          gridTemplateRows: { xs: 'auto 600px', md: 'minmax(0, 1fr)' },
          height: { md: 'calc(100vh - 150px)' },
          minHeight: { md: 480 },
          gap: 2,
        }}
      >
        <SiteList sites={sites} loading={loading} failed={failed} selectedId={open?.siteId ?? null} onSelect={select} />
        {selected ? (
          <ChatPane key={selected.siteId} siteId={selected.siteId} siteName={selected.siteName} />
        ) : (
          <Card variant="outlined">
            <CardContent>
              <Typography color="text.secondary">
                {translate(loading ? 'patrol.chat.loading' : 'patrol.chat.noSites')}
              </Typography>
            </CardContent>
          </Card>
        )}
      </Box>
    </>
  );
};
