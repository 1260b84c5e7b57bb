/**
 * A CSV file's text, made with papaparse: the header row always (also when there are no rows), CRLF line ends, and
 * a cell quoted when it holds a comma, a double quote (doubled inside) or a line break.
 *
 * Spreadsheet formula injection: a text cell that starts with =, +, -, @ (or their full-width forms ＝ ＋ － ＠, which
 * some spreadsheets read as the same), a tab or a carriage return is written with
 * a leading single quote (and quoted), whatever follows it, line breaks included, so a spreadsheet shows it as text
 * and never runs it. Numbers are written as numbers and never changed: a longitude of -26.1 stays a number. So every
 * value a person typed (a name, a message) is text and neutralised, and every figure the server computed is a number.
 */
import Papa from 'papaparse';

export type Cell = string | number | null;
/** The columns of a CSV: each column's key and its header, in column order. */
export type Columns<K extends string> = Readonly<Record<K, string>>;
/** A row: each column's cell. */
export type Row<C extends Columns<string>> = Record<keyof C, Cell>;

/** papaparse's own pattern stops at a line break (`.` without the s flag); a cell's first character is what counts. */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

const lines = (table: Cell[][]) => Papa.unparse(table, { escapeFormulae: FORMULA_START, newline: '\r\n' });

export function csvText<K extends string>(columns: Columns<K>, rows: readonly Record<K, Cell>[]): string {
  const keys = Object.keys(columns) as K[];
  // Rows of cells, the header row first: papaparse's { fields, data } form writes an empty row when data is empty.
  return lines([keys.map((key) => columns[key]), ...rows.map((row) => keys.map((key) => row[key]))]);
}

/**
 * The same text as `csvText`, made a batch of rows at a time (each cell is written on its own, so the pieces joined
 * are the whole file's text): the header row first, then each batch's rows, each piece after the first beginning
 * with its line end.
 */
export async function* csvPieces<K extends string>(
  columns: Columns<K>,
  batches: AsyncIterable<readonly Record<K, Cell>[]>,
): AsyncGenerator<string> {
  const keys = Object.keys(columns) as K[];
  yield lines([keys.map((key) => columns[key])]);
  for await (const rows of batches) {
    if (rows.length) yield `\r\n${lines(rows.map((row) => keys.map((key) => row[key])))}`;
  }
}
