import { Box, Card, CardContent, Typography, useMediaQuery, useTheme } from '@mui/material';
import {
  ArrayInputBase,
  Form,
  NumberInput,
  SourceContextProvider,
  type SourceContextValue,
  TextInput,
  useRecordContext,
  useSourceContext,
  useTranslate,
} from 'react-admin';
import { MESSAGES } from '../../../contract/messages';
import { canAccess } from '../../authProvider/canAccess';
import { useRole } from '../../authProvider/useSession';
import { useGuardedSave } from '../../common/useGuardedSave';
import { lazyMap } from '../../map/lazyMap';
import { RouteActions } from './RouteActions';
import { ScheduledPlansInfo } from './ScheduledPlansInfo';
import { SelectedTagsList } from './SelectedTagsList';
import { SiteTagsList } from './SiteTagsList';
import { useSiteTags } from './useSiteTags';
import { useTagSelection } from './useTagSelection';
import { routeProblem } from './validateRoute';

const RouteTagsMap = lazyMap(() => import('./RouteTagsMap').then((m) => m.RouteTagsMap), 420);

interface RouteLayoutProps {
  readOnly: boolean;
  /** The form's own source context: the route's fields are not items of the tag list around them. */
  formSource: SourceContextValue;
}

/** The two halves of the route page, sharing the ordered selection (the form's tagToRouteList). */
const RouteLayout = ({ readOnly, formSource }: RouteLayoutProps) => {
  const translate = useTranslate();
  const { tags } = useSiteTags();
  const { selected, positionOf, toggle } = useTagSelection(readOnly);
  // The site's tags sit beside the form on a wide screen and under it on a narrower one: the hint says where.
  const sideBySide = useMediaQuery(useTheme().breakpoints.up('lg'), { noSsr: true });
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
        gap: 2,
        alignItems: 'start',
      }}
    >
      <Card>
        <CardContent>
          {!readOnly && (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {translate(sideBySide ? 'patrol.routes.hint' : 'patrol.routes.hintBelow')}
            </Typography>
          )}
          <SourceContextProvider value={formSource}>
            <TextInput source="name" label="patrol.routes.fields.name" readOnly={readOnly} fullWidth />
            <NumberInput
              source="durationMinutes"
              label="patrol.routes.fields.durationMinutes"
              readOnly={readOnly}
              min={1}
              step={1}
              fullWidth
            />
          </SourceContextProvider>
          <ScheduledPlansInfo readOnly={readOnly} />
          <SelectedTagsList readOnly={readOnly} />
          {!readOnly && selected.length > 0 && <RouteActions />}
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <RouteTagsMap tags={tags} positionOf={positionOf} onToggle={toggle} readOnly={readOnly} />
          <SiteTagsList tags={tags} positionOf={positionOf} onToggle={toggle} readOnly={readOnly} />
        </CardContent>
      </Card>
    </Box>
  );
};

const RouteBody = ({ readOnly }: { readOnly: boolean }) => {
  const formSource = useSourceContext();
  return (
    <ArrayInputBase source="tagToRouteList">
      <RouteLayout readOnly={readOnly} formSource={formSource} />
    </ArrayInputBase>
  );
};

/**
 * Route create/edit (spec part 2 §2): name, duration, the ordered tags and the site's tags on a map and in a
 * list. Saving warns when the route has upcoming plans; the save/delete block needs a tag and the right to save.
 */
export const RouteForm = () => {
  const record = useRecordContext();
  const readOnly = !canAccess(useRole(), { resource: 'routes', action: 'save' });
  const upcoming = (record?.upcomingPlanIds ?? []).length > 0;
  const { onSubmit, dialog } = useGuardedSave({
    check: routeProblem,
    confirm: upcoming ? { action: 'patrol.routes.saveAction', details: MESSAGES.route.upcomingWarning } : null,
  });
  return (
    <>
      <Form onSubmit={onSubmit} noValidate>
        <RouteBody readOnly={readOnly} />
      </Form>
      {dialog}
    </>
  );
};
