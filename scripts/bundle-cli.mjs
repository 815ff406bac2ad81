// The command line as a few bundled files (dist/cli/), run by bin/forbear.js; `npm run build`
// writes it after tsc. Why (issue 17, start-up): `forbear score` loaded ~230 ES modules (95 of
// them zod's) and each cost a resolve, a file read and a compile; a third of its run was module
// loading. Bundled, each command is one chunk plus shared ones, split at the same dynamic
// imports the registry uses, so a command still loads only what it runs.
//
// Kept out of the bundle: packages that load native or WebAssembly code or files beside
// themselves (the SQLite drivers, gRPC, OpenTelemetry's exporters), which Node loads as before.
// The library (`dist/src/index.js`) and the scoring worker stay plain tsc output.
//
// Data files a module reads from beside itself (`new URL(file, import.meta.url)`: the reply
// reader's literal table, src/score/*.bin) are copied next to tsc's output and next to the
// bundle's chunks, which is where such a module is once bundled.
import { build } from 'rolldown';
import { fileURLToPath } from 'node:url';
import { copyFileSync, readdirSync, rmSync } from 'node:fs';

const root = fileURLToPath(new URL('../', import.meta.url));
const BUNDLED = ['zod', 'yaml', 'commander', 're2js', 'fzstd'];
const out = `${root}dist/cli`;

rmSync(out, { recursive: true, force: true });
await build({
  input: {
    main: `${root}dist/src/cli/main.js`,
    // bin/forbear.js loads it before the rest for `serve`; an entry of its own, so the serve
    // command shares this one instance of it (and the signal it caught).
    'stop-signals': `${root}dist/src/cli/stop-signals.js`,
  },
  platform: 'node',
  external: (id, importer) => {
    if (id.startsWith('node:') || id.startsWith('.') || id.startsWith('/')) return id.startsWith('node:');
    const name = id.startsWith('@') ? id.split('/').slice(0, 2).join('/') : id.split('/')[0];
    return importer !== undefined && !BUNDLED.includes(name);
  },
  logLevel: 'warn',
  output: { dir: out, format: 'esm', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
});

const DATA = ['src/score'];
for (const dir of DATA) {
  for (const file of readdirSync(`${root}${dir}`).filter((f) => f.endsWith('.bin'))) {
    copyFileSync(`${root}${dir}/${file}`, `${root}dist/${dir}/${file}`);
    copyFileSync(`${root}${dir}/${file}`, `${out}/${file}`);
  }
}
