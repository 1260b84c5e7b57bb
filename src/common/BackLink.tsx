import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import { Breadcrumbs, Link as MuiLink, Typography } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';

interface BackLinkProps {
  to: string;
  /** i18n key of the page the link goes back to. */
  label: string;
  /** i18n key or text of the current page. */
  current?: string;
}

/** A breadcrumb back to the list a detail page belongs to. */
export const BackLink = ({ to, label, current }: BackLinkProps) => {
  const translate = useTranslate();
  return (
    <Breadcrumbs aria-label={translate('patrol.breadcrumb')} sx={{ mb: 0.5 }}>
      <MuiLink component={LinkBase} to={to} underline="hover" sx={{ display: 'flex', alignItems: 'center' }}>
        <ChevronLeftIcon fontSize="small" />
        {translate(label)}
      </MuiLink>
      {current && <Typography color="text.primary">{translate(current, { _: current })}</Typography>}
    </Breadcrumbs>
  );
};
