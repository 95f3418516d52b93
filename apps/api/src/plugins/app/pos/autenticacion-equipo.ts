import fp from 'fastify-plugin';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { sql } from 'drizzle-orm';
import { MENSAJES_OPERACION as M } from '@eds/contracts/mensajes-operacion';
import { fila, type Conn } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { hashToken } from '../../../lib/tokens';
import { tokenDe } from '../sesion/guardas';

/** The device behind a POS call: its station and business. */
export interface EquipoAutenticado {
  id: number;
  empresaId: number;
  negocioId: number;
  tiposNegocio: string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    equipo?: EquipoAutenticado;
  }
  interface FastifyInstance {
    /** Guard of the POS calls: a device token (never a user session) is required. */
    autenticarEquipo: preHandlerAsyncHookHandler;
  }
}

/** Contact is recorded at most this often per device, so busy devices do not write on every call. */
const TOQUE_SEGUNDOS = 15;

export function equipoDe(request: FastifyRequest): EquipoAutenticado {
  if (!request.equipo) throw new AppError(401, M.tokenEquipoRequerido);
  return request.equipo;
}

interface FilaEquipo {
  id: number;
  empresa_id: number;
  negocio_id: number;
  tipos_negocio: string[];
  estado: string;
  estado_empresa: string;
}

export async function buscarEquipoPorToken(conn: Conn, token: string): Promise<FilaEquipo | undefined> {
  return fila<FilaEquipo>(
    conn,
    sql`SELECT e.id, e.empresa_id, em.negocio_id, e.tipos_negocio, e.estado, em.estado AS estado_empresa
          FROM equipos e JOIN empresas em ON em.id = e.empresa_id
         WHERE e.token_hash = ${hashToken(token)}`,
  );
}

/** Records that the device was heard from (its connection state). */
export async function registrarContacto(conn: Conn, equipoId: number, ip: string | null, version: string | null): Promise<void> {
  await conn.execute(sql`
    INSERT INTO equipos_conexion (equipo_id, ultima_conexion, ip, version_app) VALUES (${equipoId}, now(), ${ip}, ${version})
    ON CONFLICT (equipo_id) DO UPDATE SET ultima_conexion = now(), ip = EXCLUDED.ip,
      version_app = coalesce(EXCLUDED.version_app, equipos_conexion.version_app)
    WHERE equipos_conexion.ultima_conexion < now() - make_interval(secs => ${TOQUE_SEGUNDOS})`);
}

export default fp(
  async (app) => {
    app.decorate('autenticarEquipo', async function autenticarEquipo(request: FastifyRequest) {
      const token = tokenDe(request);
      if (!token) throw new AppError(401, M.tokenEquipoRequerido);
      const e = await buscarEquipoPorToken(app.db, token);
      if (!e) throw new AppError(401, M.tokenEquipoInvalido);
      if (e.estado !== 'A') throw new AppError(403, M.equipoInactivo);
      if (e.estado_empresa !== 'A') throw new AppError(403, M.estacionInactiva);
      const version = request.headers.versionapp;
      await registrarContacto(app.db, e.id, request.ip ?? null, typeof version === 'string' ? version.slice(0, 40) : null);
      request.equipo = { id: e.id, empresaId: e.empresa_id, negocioId: e.negocio_id, tiposNegocio: e.tipos_negocio };
    });
  },
  { name: 'autenticacion-equipo', dependencies: ['db'] },
);
