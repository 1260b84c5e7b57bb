/**
 * A table that breaks cleanly over pages: rows never split, and the header row repeats at the top of every
 * page the table runs onto (a `fixed` child of the table's view is drawn on each page that view spans).
 */
import { StyleSheet, Text, View } from '@react-pdf/renderer';
import { COLOURS } from './theme';

export interface Column<T> {
  title: string;
  /** Share of the table's width (flex grow). */
  width: number;
  align?: 'left' | 'right' | 'center';
  cell: (row: T) => string;
  /** A colour for the cell's text (a verdict, a failure count). */
  colour?: (row: T) => string | undefined;
}

/** A count, right-aligned, in `colour` when it is not 0 (offline handsets, clocks outside the site…). */
export const countColumn = <T,>(
  title: string,
  width: number,
  count: (row: T) => number,
  colour: string,
): Column<T> => ({
  title,
  width,
  align: 'right',
  cell: (row) => String(count(row)),
  colour: (row) => (count(row) ? colour : undefined),
});

const s = StyleSheet.create({
  table: { borderWidth: 0.5, borderColor: COLOURS.rule },
  header: { flexDirection: 'row', backgroundColor: COLOURS.brand, color: '#ffffff', fontFamily: 'Helvetica-Bold' },
  row: { flexDirection: 'row', borderTopWidth: 0.5, borderTopColor: COLOURS.rule },
  zebra: { backgroundColor: COLOURS.zebra },
  total: {
    flexDirection: 'row',
    borderTopWidth: 1,
    borderTopColor: COLOURS.brand,
    backgroundColor: COLOURS.brandLight,
    fontFamily: 'Helvetica-Bold',
  },
  cell: { paddingVertical: 3.5, paddingHorizontal: 4 },
  headerCell: { paddingVertical: 4, paddingHorizontal: 4, fontSize: 8 },
});

function Cells<T>({ columns, row, header }: { columns: Column<T>[]; row?: T; header?: boolean }) {
  return columns.map((column) => (
    <Text
      key={column.title}
      style={[
        header ? s.headerCell : s.cell,
        { flexGrow: column.width, flexBasis: 0, textAlign: column.align ?? 'left' },
        row && column.colour?.(row) ? { color: column.colour(row) } : {},
      ]}
    >
      {row ? column.cell(row) : column.title}
    </Text>
  ));
}

export function Table<T>({ columns, rows, total }: { columns: Column<T>[]; rows: T[]; total?: T }) {
  return (
    <View style={s.table}>
      <View style={s.header} fixed>
        <Cells columns={columns} header />
      </View>
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own and never reorder
        <View key={index} style={index % 2 ? [s.row, s.zebra] : s.row} wrap={false}>
          <Cells columns={columns} row={row} />
        </View>
      ))}
      {total && (
        <View style={s.total} wrap={false}>
          <Cells columns={columns} row={total} />
        </View>
      )}
    </View>
  );
}
