import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAdmin } from '../../test/renderAdmin';
import { DayField } from './DayField';
import { isoDay, isoDayTime, maskDay, maskDayTime } from './dayText';

afterEach(cleanup);

/** A caller keeping the ISO day (or day and time) it is given, and every value it was told. */
function renderField(initial = '', withTime = false) {
  const told: string[] = [];
  const Caller = () => {
    const [day, setDay] = useState(initial);
    return (
      <>
        <DayField
          label="Start date"
          withTime={withTime}
          value={day}
          onChange={(next) => {
            told.push(next);
            setDay(next);
          }}
        />
        <button type="button" onClick={() => setDay('2026-01-02')}>
          New Year
        </button>
        <output>{day}</output>
      </>
    );
  };
  renderAdmin(<Caller />);
  const field = screen.getByLabelText('Start date') as HTMLInputElement;
  const type = (text: string) => fireEvent.change(field, { target: { value: text } });
  return { field, type, told };
}

describe('DayField', () => {
  it('shows the day first and takes 25/11/2026 as 2026-11-25', () => {
    const { field, type, told } = renderField('2026-11-24');
    expect(field.value).toBe('24/11/2026');
    expect(field.getAttribute('placeholder')).toBe('dd/mm/yyyy');
    type('25/11/2026');
    expect(field.value).toBe('25/11/2026');
    expect(told).toEqual(['2026-11-25']);
    expect(screen.getByRole('status').textContent).toBe('2026-11-25');
  });

  it('puts the slashes in as the digits are typed, and is no day until it is whole', () => {
    const { field, type, told } = renderField();
    type('2511');
    expect(field.value).toBe('25/11');
    expect(told).toEqual([]);
    type('25112026');
    expect(field.value).toBe('25/11/2026');
    expect(told).toEqual(['2026-11-25']);
    type('25/11/202');
    expect(told).toEqual(['2026-11-25', '']);
    expect(field.value).toBe('25/11/202');
  });

  it('says in words that an impossible day is none, and tells the caller no day', () => {
    const { field, type, told } = renderField('2026-02-10');
    type('31/02/2026');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Not a real day: write it as dd/mm/yyyy, e.g. 25/11/2026.')).toBeTruthy();
    expect(told).toEqual(['']);
    type('28/02/2026');
    expect(screen.queryByText(/Not a real day/)).toBeNull();
    expect(told).toEqual(['', '2026-02-28']);
  });

  it('says so of a part-written day once the field is left', () => {
    const { field, type } = renderField();
    type('25/1');
    expect(screen.queryByText(/Not a real day/)).toBeNull();
    fireEvent.blur(field);
    expect(screen.getByText(/Not a real day/)).toBeTruthy();
  });

  it('follows a day changed from outside, and a day picked on the calendar', () => {
    const { field, told } = renderField('2026-11-24');
    fireEvent.click(screen.getByRole('button', { name: 'New Year' }));
    expect(field.value).toBe('02/01/2026');
    const calendar = document.querySelector('input[type="date"]') as HTMLInputElement;
    expect(screen.getByRole('button', { name: 'Open the calendar' })).toBeTruthy();
    fireEvent.change(calendar, { target: { value: '2026-03-07' } });
    expect(field.value).toBe('07/03/2026');
    expect(told).toEqual(['2026-03-07']);
  });
});

describe('DayField with a time', () => {
  const NOT_REAL = 'Not a real date and time: write it as dd/mm/yyyy HH:mm (24-hour), e.g. 25/11/2026 01:30.';

  it('shows the day first with a 24-hour time and takes 25/11/2026 01:30 as 2026-11-25T01:30', () => {
    const { field, type, told } = renderField('2026-11-24T23:05', true);
    expect(field.value).toBe('24/11/2026 23:05');
    expect(field.getAttribute('placeholder')).toBe('dd/mm/yyyy HH:mm');
    type('25/11/2026 01:30');
    expect(told).toEqual(['2026-11-25T01:30']);
    expect(screen.getByRole('status').textContent).toBe('2026-11-25T01:30');
  });

  it('puts the slashes, space and colon in as the digits are typed, and is no time until it is whole', () => {
    const { field, type, told } = renderField('', true);
    type('2511202601');
    expect(field.value).toBe('25/11/2026 01');
    expect(told).toEqual([]);
    type('251120260130');
    expect(field.value).toBe('25/11/2026 01:30');
    expect(told).toEqual(['2026-11-25T01:30']);
    type('25/11/2026 01:3');
    expect(told).toEqual(['2026-11-25T01:30', '']);
  });

  it.each([['31/02/2026 10:00'], ['25/11/2026 25:00'], ['25/11/2026 10:60']])(
    'says in words that %s is none, and tells the caller no time',
    (text) => {
      const { field, type, told } = renderField('2026-02-10T10:00', true);
      type(text);
      expect(field.value).toBe(text);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByText(NOT_REAL)).toBeTruthy();
      expect(told).toEqual(['']);
      type('28/02/2026 23:59');
      expect(screen.queryByText(NOT_REAL)).toBeNull();
      expect(told).toEqual(['', '2026-02-28T23:59']);
    },
  );

  it('says so of a part-written time once the field is left', () => {
    const { field, type } = renderField('', true);
    type('25/11/2026');
    expect(screen.queryByText(NOT_REAL)).toBeNull();
    fireEvent.blur(field);
    expect(screen.getByText(NOT_REAL)).toBeTruthy();
  });

  it('takes a date and time picked on the calendar', () => {
    const { field, told } = renderField('', true);
    const calendar = document.querySelector('input[type="datetime-local"]') as HTMLInputElement;
    fireEvent.change(calendar, { target: { value: '2026-03-07T04:15' } });
    expect(field.value).toBe('07/03/2026 04:15');
    expect(told).toEqual(['2026-03-07T04:15']);
  });
});

describe('day text', () => {
  it.each([
    ['25112026', '25/11/2026'],
    ['2026-11-25', '25/11/2026'],
    ['25-11-2026', '25/11/2026'],
    ['251120261', '25/11/2026'],
  ])('shapes %s as %s', (typed, shown) => expect(maskDay(typed)).toBe(shown));

  it.each([
    ['29/02/2028', '2028-02-29'],
    ['29/02/2027', ''],
    ['00/01/2026', ''],
    ['12/13/2026', ''],
    ['1/1/2026', ''],
  ])('reads %s as %s', (text, iso) => expect(isoDay(text)).toBe(iso));
});

describe('day and time text', () => {
  it.each([
    ['251120260130', '25/11/2026 01:30'],
    ['2511202601', '25/11/2026 01'],
    ['2026-11-25T01:30', '25/11/2026 01:30'],
    ['2026-11-25 01:30', '25/11/2026 01:30'],
    ['2026-11-25', '25/11/2026'],
    ['25/11/2026 01:305', '25/11/2026 01:30'],
  ])('shapes %s as %s', (typed, shown) => expect(maskDayTime(typed)).toBe(shown));

  it.each([
    ['25/11/2026 01:30', '2026-11-25T01:30'],
    ['25/11/2026 00:00', '2026-11-25T00:00'],
    ['25/11/2026 23:59', '2026-11-25T23:59'],
    ['25/11/2026 24:00', ''],
    ['31/02/2026 10:00', ''],
    ['25/11/2026', ''],
    ['25/11/2026 1:30', ''],
  ])('reads %s as %s', (text, iso) => expect(isoDayTime(text)).toBe(iso));
});
