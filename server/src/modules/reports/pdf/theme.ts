/** The report's look: one palette and the shared styles (built-in Helvetica, A4, no network fonts). */
import { StyleSheet } from '@react-pdf/renderer';

export const COLOURS = {
  ink: '#1b2430',
  muted: '#5c6773',
  brand: '#17324d',
  brandLight: '#e8eef5',
  rule: '#d5dbe2',
  zebra: '#f5f7fa',
  pass: '#1e7b34',
  passLight: '#e6f4ea',
  fail: '#b3261e',
  failLight: '#fbe9e7',
  warn: '#a15c00',
  bar: '#2f6ea5',
} as const;

export const styles = StyleSheet.create({
  page: {
    fontFamily: 'Helvetica',
    fontSize: 9,
    color: COLOURS.ink,
    paddingTop: 36,
    paddingBottom: 48,
    paddingHorizontal: 36,
  },
  sectionSpace: { height: 16 },
  sectionTitle: {
    fontFamily: 'Helvetica-Bold',
    fontSize: 12,
    color: COLOURS.brand,
    marginBottom: 6,
    paddingBottom: 3,
    borderBottomWidth: 1,
    borderBottomColor: COLOURS.brand,
  },
  note: { fontSize: 8, color: COLOURS.muted, marginTop: 4 },
  empty: { fontSize: 9, color: COLOURS.muted, fontFamily: 'Helvetica-Oblique', paddingVertical: 4 },
  bold: { fontFamily: 'Helvetica-Bold' },
  footer: {
    position: 'absolute',
    bottom: 20,
    left: 36,
    right: 36,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 7.5,
    color: COLOURS.muted,
    borderTopWidth: 0.5,
    borderTopColor: COLOURS.rule,
    paddingTop: 5,
  },
});
