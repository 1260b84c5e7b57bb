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
    // A table wider than the page area (a site's devices with their handsets' state at 1024 px) scrolls in its card.
    RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
    RaDataTable: { styleOverrides: { root: { '& .RaDataTable-tableWrapper': { overflowX: 'auto' } } } },
  },
};

/** React-admin's app bar, and the page area's padding above a page. */
const APP_BAR_PX = 48;
const CONTENT_TOP_PX = 16;
/** Where a page starts below the window's top, and a margin of the same size below a page that fills the window. */
export const PAGE_TOP_PX = APP_BAR_PX + 2 * CONTENT_TOP_PX;

/**
 * The page area of both shells: its padding, and no wider than the window (react-admin's layout is at least as wide
 * as its content), so a wide table scrolls in its own box rather than widening the whole page at 1024 px.
 */
export const LAYOUT_SX = { minWidth: 0, '& .RaLayout-content': { px: 3, pt: `${CONTENT_TOP_PX}px`, minWidth: 0 } };
