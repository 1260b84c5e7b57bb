import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../../contract/messages';
import { coordinate, hoursBetween, minutesBetween, sentence, timeIn } from '../../../csv/cells';
import { csvPieces, csvText } from '../../../csv/csvText';
import { COLUMN_NOTES } from './columnsDoc';

const columns = { name: 'Name', value: 'Value' };
const parsed = (text: string) => Papa.parse<string[]>(text).data;

describe('csvText', () => {
  it('writes the header row even when there are no rows', () => {
    expect(csvText(columns, [])).toBe('Name,Value');
  });

  it('writes the columns in their order, CRLF between rows, an empty cell for null', () => {
    expect(
      csvText(columns, [
        { value: 1, name: 'Gate' },
        { name: null, value: 2.5 },
      ]),
    ).toBe('Name,Value\r\nGate,1\r\n,2.5');
  });

  it('quotes commas, double quotes and line breaks, and reads back what was written', () => {
    const name = 'Mall, North "Gate"\nLevel 2';
    const text = csvText(columns, [{ name, value: 3 }]);
    expect(text).toBe('Name,Value\r\n"Mall, North ""Gate""\nLevel 2",3');
    expect(parsed(text)[1]).toEqual([name, '3']);
  });

  it.each([
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+27 82 000', `"'+27 82 000"`],
    ['-1+2', `"'-1+2"`],
    ['-26.1', `"'-26.1"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tcmd', `"'\tcmd"`],
    ['\rcmd', `"'\rcmd"`],
    ['=cmd\nsecond line', `"'=cmd\nsecond line"`],
  ])('neutralises the text %j as %s', (name, cell) => {
    expect(csvText(columns, [{ name, value: null }])).toBe(`Name,Value\r\n${cell},`);
  });

  it('keeps numbers as numbers, negative ones too', () => {
    expect(csvText(columns, [{ name: 'Gate', value: -26.12471 }])).toBe('Name,Value\r\nGate,-26.12471');
  });

  it('neutralises a cell that starts with a full-width formula character', () => {
    for (const start of ['\uFF1D', '\uFF0B', '\uFF0D', '\uFF20']) {
      expect(csvText(columns, [{ name: `${start}SUM(A1)`, value: null }])).toBe(`Name,Value\r\n"'${start}SUM(A1)",`);
    }
  });

  it('leaves text with a formula character inside it alone', () => {
    expect(csvText(columns, [{ name: 'A=B', value: null }])).toBe('Name,Value\r\nA=B,');
  });
});

describe('csvPieces', () => {
  async function* batches<T>(...all: T[][]) {
    yield* all;
  }
  const joined = async (pieces: AsyncIterable<string>) => {
    let text = '';
    for await (const piece of pieces) text += piece;
    return text;
  };
  const rows = [
    { name: 'Gate, North', value: 1 },
    { name: '=cmd', value: null },
    { name: 'Line\nbreak', value: -26.1 },
  ];

  it('joined, is the text csvText writes, however the rows are batched', async () => {
    const whole = csvText(columns, rows);
    expect(await joined(csvPieces(columns, batches(rows)))).toBe(whole);
    expect(await joined(csvPieces(columns, batches(rows.slice(0, 1), [], rows.slice(1, 2), rows.slice(2))))).toBe(
      whole,
    );
  });

  it('writes the header row alone when there are no rows', async () => {
    expect(await joined(csvPieces(columns, batches()))).toBe(csvText(columns, []));
  });
});

describe('cells', () => {
  it("writes times on the company's clock, YYYY-MM-DD HH:mm: South African time, London's summer and winter time", () => {
    const time = timeIn('Africa/Johannesburg');
    expect(time(Date.parse('2024-06-10T22:30:00Z') / 1000)).toBe('2024-06-11 00:30');
    expect(time(null)).toBeNull();
    expect(timeIn('Europe/London')(Date.parse('2024-06-10T22:30:00Z') / 1000)).toBe('2024-06-10 23:30');
    expect(timeIn('Europe/London')(Date.parse('2024-12-10T22:30:00Z') / 1000)).toBe('2024-12-10 22:30');
  });

  it('rounds places to 5 decimals, minutes to one and hours to two', () => {
    expect(coordinate(-26.124712345)).toBe(-26.12471);
    expect(coordinate(28.03)).toBe(28.03);
    expect(minutesBetween(100, 250)).toBe(2.5);
    expect(minutesBetween(250, 100)).toBe(0);
    expect(hoursBetween(0, 8.5 * 3600)).toBe(8.5);
    expect(hoursBetween(0, 100)).toBe(0.03);
    expect(sentence('late by 7 minutes')).toBe('Late by 7 minutes');
  });
});

describe('the column notes of the API docs', () => {
  it('note every column of every CSV, and nothing else', () => {
    for (const [csv, headers] of Object.entries(MESSAGES.report.csv.columns)) {
      expect(Object.keys(COLUMN_NOTES[csv as keyof typeof COLUMN_NOTES]), csv).toEqual(Object.keys(headers));
    }
  });
});
