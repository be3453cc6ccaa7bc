import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

const compressible = /\.(js|json|html|css|svg|d\.ts)$/;

/** Writes `.br` and `.gz` beside a file at the highest levels (none for a file under 1 KB). */
export function writeCompressedCopies(file: string) {
  const content = readFileSync(file);
  if (content.length < 1024) return;
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
}

/**
 * Writes `.br` and `.gz` beside each text asset at the highest levels, once at build
 * time, so the server sends them as they are instead of compressing on every request.
 */
export class PrecompressPlugin implements RspackPluginInstance {
  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tap('PrecompressPlugin', (compilation) => {
      const outputPath = compilation.outputOptions.path!;
      for (const name of Object.keys(compilation.assets).filter((asset) => compressible.test(asset))) {
        writeCompressedCopies(path.join(outputPath, name));
      }
    });
  }
}
