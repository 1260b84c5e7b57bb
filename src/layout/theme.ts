import { defaultTheme, type RaThemeOptions } from 'react-admin';

const NAVY = '#0d1b2a';

/** Modest and professional: a dark navy app bar for the control room, steel blue actions. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: '#1f4e79' },
    secondary: { main: NAVY, contrastText: '#ffffff' },
    background: { default: '#f3f5f8' },
  },
  shape: { borderRadius: 6 },
  typography: { fontFamily: ['Roboto', '"Segoe UI"', 'Helvetica', 'Arial', 'sans-serif'].join(',') },
  components: {
    ...defaultTheme.components,
    MuiAppBar: { styleOverrides: { colorSecondary: { backgroundColor: NAVY } } },
  },
};

/**
 * The page area of both shells: its padding, and no wider than the window (react-admin's layout is at least as wide
 * as its content), so a wide table scrolls in its own box rather than widening the whole page at 1024 px.
 */
export const LAYOUT_SX = { minWidth: 0, '& .RaLayout-content': { px: 3, pt: 2, minWidth: 0 } };
