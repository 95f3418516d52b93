import fp from 'fastify-plugin';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { MENSAJES_OPERACION as M } from '@eds/contracts/mensajes-operacion';
import { AppError } from '../lib/errors';
import { buscarEquipoPorToken, registrarContacto, type EquipoAutenticado } from '../services/equipos/autenticacion';
import { tokenDe } from './sesion';

declare module 'fastify' {
  interface FastifyRequest {
    equipo?: EquipoAutenticado;
  }
  interface FastifyInstance {
    /** Guard of the device scope (/api/pos/v1/*): a device token, never a user session, is required. */
    autenticarEquipo: onRequestAsyncHookHandler;
  }
}

export function equipoDe(request: FastifyRequest): EquipoAutenticado {
  if (!request.equipo) throw new AppError(401, M.tokenEquipoRequerido);
  return request.equipo;
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
      if (!e.contacto_reciente)
        await registrarContacto(app.db, e.id, request.ip ?? null, typeof version === 'string' ? version.slice(0, 40) : null);
      request.equipo = { id: e.id, empresaId: e.empresa_id, negocioId: e.negocio_id, tiposNegocio: e.tipos_negocio };
    });
    app.decorateRequest('equipo', undefined);
  },
  { name: 'autenticacion-equipo', dependencies: ['db', 'sesion'] },
);
