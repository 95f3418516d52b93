/**
 * Migrates and seeds the demo business (with SEED_DEMO_DIAS days of operations) into DATABASE_URL, as the first
 * `npm start` does, then exits. Used by scripts/restore-drill.sh to make a database worth backing up.
 *   DATABASE_URL=postgres://… SEED_DEMO_DIAS=7 npx tsx faults/sembrar-demo.ts
 */
import { buildApp } from '../apps/api/src/app';

if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL es obligatoria');
const app = await buildApp({
  config: { LOG_LEVEL: 'warn', SEED_DEMO: true, FE_POLL_SECONDS: 0, MAIL_POLL_SECONDS: 0 },
});
await app.ready();
await app.close();
