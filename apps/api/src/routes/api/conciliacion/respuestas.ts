import type { FastifyRequest } from 'fastify';
import type { NombreModulo } from '@eds/contracts/modulos';
import { exigirPermiso, sesionDe } from '../../../plugins/sesion';

/** An answer with `result` (the accounting services' shape). */
export function resultado<T>(result: T, mensaje = 'OK') {
  return { success: true, status: 200, mensaje, result };
}

/** Paged `result` with `paginacion`. */
export function resultadoPaginado<T>(result: T[], total: number, p: { limite: number; desde: number }) {
  return { success: true, status: 200, mensaje: 'OK', result, paginacion: { total, limite: p.limite, desde: p.desde } };
}

/** A guard that lets through a caller holding the letter on any of the modules (the first one found is audited). */
export function permisoEnAlguno(modulos: readonly NombreModulo[], letra: 'R' | 'E' | 'X') {
  return async function permiso(request: FastifyRequest) {
    const s = sesionDe(request);
    const concedido = modulos.find((m) => s.modulosPorNombre.get(m)?.asignaciones.includes(letra));
    exigirPermiso(request, concedido ?? modulos[0], letra);
  };
}
