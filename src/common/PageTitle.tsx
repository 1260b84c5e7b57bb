import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface PageTitleProps {
  /** Already translated text, or an i18n key. */
  title: string;
  /** Links shown above the title (a breadcrumb back). */
  breadcrumb?: ReactNode;
  /** Buttons shown on the right. */
  actions?: ReactNode;
}

/** A page's heading, also used as the browser tab's title. */
export const PageTitle = ({ title, breadcrumb, actions }: PageTitleProps) => {
  const translate = useTranslate();
  const text = translate(title, { _: title });
  return (
    <Box sx={{ mb: 2 }}>
      <title>{`${text} · ${translate('patrol.app.name')}`}</title>
      {breadcrumb}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, minHeight: 40 }}>
        <Typography variant="h5" component="h2" sx={{ flex: 1 }}>
          {text}
        </Typography>
        {actions}
      </Box>
    </Box>
  );
};
