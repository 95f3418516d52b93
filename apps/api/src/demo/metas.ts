import type { Conn } from '../db/client';
import { distribuirMetasSinDias } from '../services/metas/metas';

/** The demo's monthly goals (written by the dashboard stories) get their stored uniform daily split. */
export async function sembrarMetasDemo(conn: Conn, estaciones: readonly number[]): Promise<void> {
  await distribuirMetasSinDias(conn, estaciones);
}
