import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAdmin } from '../../test/renderAdmin';
import { DayField } from './DayField';
import { isoDay, maskDay } from './dayText';

afterEach(cleanup);

/** A caller keeping the ISO day it is given, and every value it was told. */
function renderField(initial = '') {
  const told: string[] = [];
  const Caller = () => {
    const [day, setDay] = useState(initial);
    return (
      <>
        <DayField
          label="Start date"
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
