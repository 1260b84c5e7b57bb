import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface DetailPanelProps {
  /** i18n key of the panel's title. */
  title: string;
  defaultExpanded?: boolean;
  children: ReactNode;
}

/** An expandable panel of the alert details dialog. */
export const DetailPanel = ({ title, defaultExpanded, children }: DetailPanelProps) => {
  const translate = useTranslate();
  return (
    <Accordion disableGutters defaultExpanded={defaultExpanded} slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography sx={{ fontWeight: 500 }}>{translate(title)}</Typography>
      </AccordionSummary>
      <AccordionDetails>{children}</AccordionDetails>
    </Accordion>
  );
};
