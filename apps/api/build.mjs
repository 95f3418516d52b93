// Bundles the server (with @eds/contracts inlined) into dist/server.js; packages stay external.
import { build } from 'esbuild';
import { cp, rm } from 'node:fs/promises';

await rm('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/server.ts'],
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  outfile: 'dist/server.js',
  packages: 'external',
  sourcemap: true,
  // Workspace packages are TypeScript sources: bundle them instead of leaving them external.
  plugins: [
    {
      name: 'workspace-inline',
      setup(b) {
        b.onResolve({ filter: /^@eds\// }, () => undefined);
      },
    },
  ],
  alias: { '@eds/contracts': '../../packages/contracts/src' },
});
await cp('src/db/migrations', 'dist/migrations', { recursive: true });
await cp('src/db/seed/data', 'dist/data', { recursive: true });
console.log('api built: dist/server.js');
