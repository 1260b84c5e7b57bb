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
