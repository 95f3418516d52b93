import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAlertaCliente } from '@eds/contracts/dashboard';
import type { Envelope } from '@eds/contracts/envelope';
import { solicitar } from '../../../lib/api-client';
import { alertasClientesQueryOptions } from './alertas-clientes';

/** PUT /api/cupos/getcliente-empresas/alertasGlobales/deshabilitar {id, estado: 'I'}. */
export function inactivarAlertaCliente(id: number): Promise<Envelope<unknown>> {
  return solicitar<Envelope<unknown>>('/api/cupos/getcliente-empresas/alertasGlobales/deshabilitar', {
    metodo: 'PUT',
    cuerpo: { id, estado: 'I' },
  });
}

/** Inactivating removes the row from the list kept here, without asking the server again (spec §4). */
export function useInactivarAlertaCliente(empresaId: number) {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: inactivarAlertaCliente,
    onSuccess: (_r, id) => {
      cliente.setQueryData<TAlertaCliente[]>(alertasClientesQueryOptions(empresaId).queryKey, (lista) => lista?.filter((a) => a.id !== id));
    },
  });
}
