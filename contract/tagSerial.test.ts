import { expect, it } from 'vitest';
import { normalTagSerial } from './tagSerial';

it('writes a Web NFC serial, or one typed from a label, as the tags are stored: capital hex pairs with colons', () => {
  expect(normalTagSerial('04:a2:3b:7a:2b:5c:80')).toBe('04:A2:3B:7A:2B:5C:80');
  expect(normalTagSerial(' 04a23b7a2b5c80 ')).toBe('04:A2:3B:7A:2B:5C:80');
  expect(normalTagSerial('04-A2-3B 7A 2b 5c 80')).toBe('04:A2:3B:7A:2B:5C:80');
});

it('keeps a serial that is not hex pairs as written', () => {
  expect(normalTagSerial(' GATE-3 ')).toBe('GATE-3');
  expect(normalTagSerial('04a')).toBe('04a');
});
