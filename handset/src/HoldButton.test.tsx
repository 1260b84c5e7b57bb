// @vitest-environment jsdom
/** The one press-and-hold button (panic and 'Please call me'): it acts only when held the whole HOLD_MS. */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { HOLD_MS, HoldButton } from './HoldButton';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const renderButton = () => {
  const onHeld = vi.fn();
  render(<HoldButton label="PANIC" help="Hold 2 seconds" className="panic" onHeld={onHeld} />);
  const button = screen.getByRole('button', { name: 'PANIC (Hold 2 seconds)' });
  const ring = () => (button.querySelector('circle.ring') as SVGCircleElement).style.strokeDashoffset;
  return { onHeld, button, ring };
};

it('acts once when held the whole time, the ring filling while it is held', () => {
  const { onHeld, button, ring } = renderButton();
  expect(ring()).not.toBe('0');
  fireEvent.pointerDown(button);
  expect(ring()).toBe('0');
  act(() => vi.advanceTimersByTime(HOLD_MS - 1));
  expect(onHeld).not.toHaveBeenCalled();
  act(() => vi.advanceTimersByTime(1));
  expect(onHeld).toHaveBeenCalledTimes(1);
  expect(ring()).not.toBe('0');
});

it.each(['pointerUp', 'pointerLeave', 'pointerCancel'] as const)('does nothing when let go early (%s)', (end) => {
  const { onHeld, button, ring } = renderButton();
  fireEvent.pointerDown(button);
  act(() => vi.advanceTimersByTime(HOLD_MS / 2));
  fireEvent[end](button);
  expect(ring()).not.toBe('0');
  act(() => vi.advanceTimersByTime(HOLD_MS * 2));
  expect(onHeld).not.toHaveBeenCalled();
});

it('starts again from nothing when pressed again', () => {
  const { onHeld, button } = renderButton();
  fireEvent.pointerDown(button);
  act(() => vi.advanceTimersByTime(HOLD_MS - 100));
  fireEvent.pointerUp(button);
  fireEvent.pointerDown(button);
  act(() => vi.advanceTimersByTime(HOLD_MS - 100));
  expect(onHeld).not.toHaveBeenCalled();
  act(() => vi.advanceTimersByTime(100));
  expect(onHeld).toHaveBeenCalledTimes(1);
});
