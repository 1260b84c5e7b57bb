import { Box, LinearProgress } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocation, useNotify, useTranslate } from 'react-admin';
import { useCurrentEmployee, useRole } from '../../authProvider/useSession';
import { PageTitle } from '../../common/PageTitle';
import { PAGE_TOP_PX } from '../../layout/theme';
import { ALERT_CLASSES, answerGuid, findAlert } from '../../realtime/alertLists';
import { useAlertsLoaded, useLiveState, useLiveStore } from '../../realtime/LiveContext';
import type { ColleagueAnswer } from '../../realtime/liveStore';
import type { LiveAlert } from '../../realtime/types';
import { ChannelsNotice } from '../notify/ChannelsNotice';
import { AlertBox } from './AlertBox';
import { AlertDialog } from './AlertDialog';
import { HistoryLink } from './history/HistoryLink';
import { SoundBlockedBanner } from './SoundBlockedBanner';

/** The alerts page: the Red, Miscellaneous, Yellow and Green boxes (admin and controller; nothing for a sys-admin). */
export const AlertsPage = () => {
  const role = useRole();
  const store = useLiveStore();
  const notify = useNotify();
  const translate = useTranslate();
  const loaded = useAlertsLoaded();
  const location = useLocation();
  const me = useCurrentEmployee()?.id;
  const [selected, setSelected] = useState<LiveAlert | null>(null);
  /** Another operator answered the open alert: the dialog stays, says so, and keeps what was typed. */
  const [colleague, setColleague] = useState<ColleagueAnswer | null>(null);
  const stillListed = useLiveState(
    (state) => !selected || findAlert(state.alerts.lists, selected.eventId) !== undefined,
  );
  const open = (alert: LiveAlert | null) => {
    setSelected(alert);
    setColleague(null);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the dialog closes on any navigation
  useEffect(() => open(null), [location]);

  useEffect(() => {
    if (stillListed || !selected || !store || store.getState().sending) return;
    const answer = store.getState().answers[answerGuid(selected)];
    if (answer && answer.employeeId !== me) {
      setColleague(answer);
      return;
    }
    setSelected(null);
    notify('patrol.messages.alert.alreadyAnswered', { type: 'info' });
  }, [stillListed, selected, store, notify, me]);

  if (role === 'SYS_ADMIN') return null;
  return (
    // On a screen wide enough for two columns the page fills the window below the app bar, whatever banners are
    // shown, and the boxes share what is left: every box is in sight, each scrolling its own list.
    <Box sx={{ display: 'flex', flexDirection: 'column', height: { md: `calc(100vh - ${PAGE_TOP_PX}px)` } }}>
      <PageTitle title="patrol.alerts.title" actions={<HistoryLink />} />
      <SoundBlockedBanner />
      <ChannelsNotice />
      {!loaded && <LinearProgress sx={{ mb: 1 }} aria-label={translate('patrol.alerts.loading')} />}
      <Box
        sx={{
          flex: { md: 1 },
          minHeight: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
          gridTemplateRows: { md: 'repeat(2, minmax(220px, 1fr))', lg: 'minmax(320px, 1fr)' },
          gridAutoRows: { xs: '360px' },
          gap: 2,
        }}
      >
        {ALERT_CLASSES.map((alertClass) => (
          <AlertBox key={alertClass} alertClass={alertClass} onOpen={open} />
        ))}
      </Box>
      <AlertDialog alert={selected} colleague={colleague} onClose={() => open(null)} onOpen={open} />
    </Box>
  );
};
