import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZCupo, ZRestriccion } from '@eds/contracts/cupos';
import { ZAlertaCliente } from '@eds/contracts/dashboard';
import { envelopePaginado } from '@eds/contracts/envelope';
import { apiCatalogo } from '../../../components/catalogo/api-catalogo';
import { parametrosConsulta, type ConsultaLista } from '../../../components/lista/consulta-lista';
import { solicitar } from '../../../lib/api-client';

/** CRUD(`cupo`) and CRUD(`restriccion`) of SCREENS.md G19/G20 on the catalogue paths (docs/decisions/072). */
export const apiCupos = apiCatalogo('cupo', ZCupo);
export const apiRestricciones = apiCatalogo('restriccion', ZRestriccion);

const ZCuposLista = envelopePaginado(ZCupo);

/** The quotas of one customer (the customer screen's Cupo tab). */
export function useCuposDeCliente(empresaId: number, clienteId: number) {
  return useQuery({
    queryKey: ['catalogo', 'cupo', 'cliente', empresaId, clienteId],
    queryFn: ({ signal }) =>
      solicitar(`/api/cupo/empresa/${empresaId}?cliente_id=${clienteId}&limite=50`, { esquema: ZCuposLista, signal }).then((r) => r.data),
  });
}

const ZAlertas = envelopePaginado(ZAlertaCliente);
const claveAlertas = ['cupos', 'alertas'] as const;

/** GET cupos/getcliente-empresas/alertasGlobales-Obtener/{empresa}: the active own-customer alerts, one page. */
export const alertasQueryOptions = (empresaId: number, consulta: ConsultaLista) =>
  queryOptions({
    queryKey: [...claveAlertas, empresaId, consulta],
    queryFn: ({ signal }) =>
      solicitar(
        `/api/cupos/getcliente-empresas/alertasGlobales-Obtener/${empresaId}${parametrosConsulta({ limite: consulta.limite, desde: consulta.desde })}`,
        { esquema: ZAlertas, signal },
      ),
  });

/** PUT cupos/getcliente-empresas/alertasGlobales/deshabilitar {id, estado: I}: the alert leaves the list. */
export function useInactivarAlerta() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      solicitar<{ mensaje: string }>('/api/cupos/getcliente-empresas/alertasGlobales/deshabilitar', {
        metodo: 'PUT',
        cuerpo: { id, estado: 'I' },
      }),
    onSuccess: () =>
      Promise.all([cliente.invalidateQueries({ queryKey: claveAlertas }), cliente.invalidateQueries({ queryKey: ['dashboard'] })]),
  });
}
