/**
 * A Vite build plugin: writes a brotli (.br) and a gzip (.gz) copy beside each built text file
 * (server/src/http/compressFile.ts), so the server sends them compressed without compressing on every
 * request.
 */
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { compressFile } from '../../server/src/http/compressFile';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;

export function precompress(): Plugin {
  return {
    name: 'patrol:precompress',
    apply: 'build',
    async writeBundle(output, bundle) {
      const dir = output.dir ?? 'dist';
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(files.map((name) => compressFile(join(dir, name))));
    },
  };
}
