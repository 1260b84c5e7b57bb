import type { AlertClass } from '../../../contract/events';

/** The colour of each alert class, with a readable text colour on it. */
export const ALERT_COLORS: Record<AlertClass, { main: string; contrastText: string }> = {
  red: { main: '#c62828', contrastText: '#ffffff' },
  misc: { main: '#1565c0', contrastText: '#ffffff' },
  yellow: { main: '#f9a825', contrastText: '#1a1a1a' },
  green: { main: '#2e7d32', contrastText: '#ffffff' },
};
