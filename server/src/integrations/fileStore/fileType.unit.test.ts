/** A file's type is told by its first bytes: the name or type a client gives never counts. */
import { describe, expect, it } from 'vitest';
import { fileType, imageType } from './fileType';

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF');
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'IHDR');
const WEBP = bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ');
const PDF = bytes('%PDF-1.7\n');

describe('fileType', () => {
  it('tells JPEG, PNG, WebP and PDF by their first bytes', () => {
    expect([JPEG, PNG, WEBP, PDF].map(fileType)).toEqual(['jpg', 'png', 'webp', 'pdf']);
  });

  it('knows nothing else: HTML, SVG, GIF, a RIFF that is no WebP, a cut-off signature, nothing', () => {
    for (const content of [
      bytes('<!doctype html><script>alert(1)</script>'),
      bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      bytes('GIF89a'),
      bytes('RIFF', [0, 0, 0, 0], 'WAVE'),
      PNG.subarray(0, 7),
      bytes('%PDF'),
      Buffer.alloc(0),
    ]) {
      expect(fileType(content), content.toString('latin1')).toBeNull();
    }
  });
});

describe('a JSON copy the server makes', () => {
  it('is a whole JSON object; a cut-off one, an array, or HTML after a brace is not', () => {
    expect(fileType(bytes('{"publicKey":"x","checkpoints":[]}'))).toBe('json');
    for (const content of [bytes('{"checkpoints":['), bytes('[1,2]'), bytes('{<script>alert(1)</script>')]) {
      expect(fileType(content), content.toString('latin1')).toBeNull();
    }
  });

  it('is never taken as an image', () => {
    expect(imageType(bytes('{}'))).toBeNull();
  });
});

describe('imageType', () => {
  it('takes only images: a PDF is no photo', () => {
    expect([JPEG, PNG, WEBP].map(imageType)).toEqual(['jpg', 'png', 'webp']);
    expect(imageType(PDF)).toBeNull();
  });
});
