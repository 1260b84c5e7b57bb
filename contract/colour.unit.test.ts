import { describe, expect, it } from 'vitest';
import { PORTAL_COLOUR, textOn } from './colour';

describe('textOn', () => {
  it('writes white on dark colours and black on light ones', () => {
    expect(textOn(PORTAL_COLOUR)).toBe('#ffffff');
    expect(textOn('#000000')).toBe('#ffffff');
    expect(textOn('#ffffff')).toBe('#000000');
    expect(textOn('#ffd700')).toBe('#000000');
    expect(textOn('#8b0000')).toBe('#ffffff');
    // Pure green is light to the eye, pure blue dark.
    expect(textOn('#00ff00')).toBe('#000000');
    expect(textOn('#0000ff')).toBe('#ffffff');
  });
});
