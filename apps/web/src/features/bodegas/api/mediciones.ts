import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMedicionCreada, ZMedicionFila, type TMedicion } from '@eds/contracts/combustible/mediciones';
import { envelope, envelopePaginado } from '@eds/contracts/envelope';
import { parametrosConsulta, type ConsultaLista } from '../../../components/lista/consulta-lista';
import { solicitar } from '../../../lib/api-client';

const claves = {
  todo: ['mediciones-tanque'] as const,
  lista: (empresaId: number, consulta: ConsultaMediciones) => ['mediciones-tanque', 'lista', empresaId, consulta] as const,
};

export type ConsultaMediciones = ConsultaLista & {
  estacion_id?: number | null;
  origen?: string | null;
  fecha_inicio?: string | null;
  fecha_fin?: string | null;
};

/** GET /api/tanque/mediciones/empresa/{id}: one page of the dips of the company's stations, with book and difference. */
export const medicionesQueryOptions = (empresaId: number, consulta: ConsultaMediciones) =>
  queryOptions({
    queryKey: claves.lista(empresaId, consulta),
    queryFn: ({ signal }) =>
      solicitar(`/api/tanque/mediciones/empresa/${empresaId}${parametrosConsulta({ ...consulta })}`, {
        esquema: envelopePaginado(ZMedicionFila),
        signal,
      }),
  });

/** POST /api/tanque/medicion: stores a manual dip; the lists and the tanks' latest state refresh. */
export function useRegistrarMedicion() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (cuerpo: TMedicion) => solicitar('/api/tanque/medicion', { metodo: 'POST', cuerpo, esquema: envelope(ZMedicionCreada) }),
    onSuccess: () =>
      Promise.all([cliente.invalidateQueries({ queryKey: claves.todo }), cliente.invalidateQueries({ queryKey: ['bodegas', 'tanques'] })]),
  });
}
