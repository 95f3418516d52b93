import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZDocumentoCombustibleCreado,
  ZInventarioCombustibleFila,
  type TAjusteCombustible,
  type TInventarioInicial,
} from '@eds/contracts/combustible/inventario-combustible';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import { parametrosConsulta, type ConsultaLista } from '../../../components/lista/consulta-lista';
import { solicitar } from '../../../lib/api-client';

const claves = {
  todo: ['inventario-combustible'] as const,
  lista: (empresaId: number, consulta: ConsultaInventarioCombustible) => ['inventario-combustible', 'lista', empresaId, consulta] as const,
};

export type ConsultaInventarioCombustible = ConsultaLista & { estacion_id?: number | null; dia?: string | null };

/** GET /api/inventario-combustible/empresa/{id}: one page of the tanks in scope with book stock and over/short. */
export const inventarioCombustibleQueryOptions = (empresaId: number, consulta: ConsultaInventarioCombustible) =>
  queryOptions({
    queryKey: claves.lista(empresaId, consulta),
    queryFn: ({ signal }) =>
      solicitar(`/api/inventario-combustible/empresa/${empresaId}${parametrosConsulta({ ...consulta })}`, {
        esquema: envelopePaginado(ZInventarioCombustibleFila),
        signal,
      }),
  });

/** POST /api/inventario-combustible/inicial: the tank's opening stock (once). */
export function useInventarioInicial() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (cuerpo: TInventarioInicial) =>
      solicitar('/api/inventario-combustible/inicial', { metodo: 'POST', cuerpo, esquema: envelope(ZDocumentoCombustibleCreado) }),
    onSuccess: () => cliente.invalidateQueries({ queryKey: claves.todo }),
  });
}

/** POST /api/inventario-combustible/ajuste: a signed stock adjustment with its reason (letter A). */
export function useAjusteCombustible() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (cuerpo: TAjusteCombustible) =>
      solicitar('/api/inventario-combustible/ajuste', { metodo: 'POST', cuerpo, esquema: envelope(ZDocumentoCombustibleCreado) }),
    onSuccess: () => cliente.invalidateQueries({ queryKey: claves.todo }),
  });
}
