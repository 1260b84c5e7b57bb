import { Card, CardContent, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Gauge } from './Gauge';
import { Loadable } from './Loadable';

interface GaugeCardProps<T> {
  /** i18n key of the title. */
  title: string;
  query: UseQueryResult<T>;
  /** i18n key of the failure. */
  failed: string;
  figures: (answer: T) => { count: number; total: number };
  /** Already translated: what it means when nothing was due. */
  nothingDue: string;
}

/** One of the two gauges of the dashboard (Tags Scanned, Completed Patrols), once its call has answered. */
export function GaugeCard<T>({ title, query, failed, figures, nothingDue }: GaugeCardProps<T>) {
  const translate = useTranslate();
  const heading = translate(title);
  return (
    <Card component="section" aria-label={heading} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h3" gutterBottom>
          {heading}
        </Typography>
        <Loadable query={query} what={heading} failed={failed} height={160}>
          {(answer) => <Gauge title={heading} {...figures(answer)} nothingDue={nothingDue} />}
        </Loadable>
      </CardContent>
    </Card>
  );
}
