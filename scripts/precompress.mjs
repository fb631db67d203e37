// Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside each compressible
// file under the given folder, so the server sends them as they are (server/src/http/site.rs)
// instead of compressing on every request. Node's own zlib: nothing to install.
// Usage: node scripts/precompress.mjs target/site
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const compressible = /\.(js|mjs|wasm|css|svg)$/;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (compressible.test(entry.name)) yield path;
  }
}

for (const path of files(process.argv[2])) {
  const data = readFileSync(path);
  writeFileSync(`${path}.br`, brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_LGWIN]: constants.BROTLI_MAX_WINDOW_BITS,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  }));
  writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
}
