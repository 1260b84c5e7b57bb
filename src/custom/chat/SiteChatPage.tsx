import { Box } from '@mui/material';
import { useSelectedSite } from '../../authProvider/useSession';
import { PageTitle } from '../../common/PageTitle';
import { ChatPane } from './ChatPane';

/** company/site/xtra/chat: the chat of the site the site area works on (the shell guarantees one). */
export const SiteChatPage = () => {
  const site = useSelectedSite();
  if (!site) return null;
  return (
    <>
      <PageTitle title="patrol.chat.siteTitle" />
      <Box sx={{ height: 'calc(100vh - 330px)', minHeight: 440 }}>
        <ChatPane key={site.id} siteId={site.id} siteName={site.name} />
      </Box>
    </>
  );
};
