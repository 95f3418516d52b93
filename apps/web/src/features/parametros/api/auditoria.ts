import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { envelope } from '@eds/contracts/envelope';
import { ZAuditoriaDetalle, ZAuditoriaPagina, type TAuditoriaFiltro } from '@eds/contracts/configuracion/auditoria';
import { solicitar } from '../../../lib/api-client';

export const clavesAuditoria = {
  lista: (filtro: TAuditoriaFiltro) => ['auditoria', 'lista', filtro] as const,
  detalle: (id: number) => ['auditoria', 'detalle', id] as const,
  entidades: ['auditoria', 'entidades'] as const,
};

/** POST /api/auditoria/listar: one page of the log (newest first) and how many rows match. */
export function listarAuditoria(filtro: TAuditoriaFiltro, signal?: AbortSignal) {
  return solicitar('/api/auditoria/listar', { metodo: 'POST', cuerpo: filtro, esquema: ZAuditoriaPagina, signal });
}

/** GET /api/auditoria/{id}: the row with before, after and the changed fields. */
export function useDetalleAuditoria(id: number | null) {
  return useQuery({
    queryKey: clavesAuditoria.detalle(id ?? 0),
    queryFn: ({ signal }) => solicitar(`/api/auditoria/${id}`, { esquema: envelope(ZAuditoriaDetalle), signal }).then((r) => r.data),
    enabled: id !== null,
  });
}

const ZEntidades = envelope(z.array(z.string()));

/** GET /api/auditoria/entidades: the audited tables. */
export function useEntidadesAuditoria() {
  return useQuery({
    queryKey: clavesAuditoria.entidades,
    queryFn: ({ signal }) => solicitar('/api/auditoria/entidades', { esquema: ZEntidades, signal }).then((r) => r.data),
    staleTime: 60 * 60_000,
  });
}
