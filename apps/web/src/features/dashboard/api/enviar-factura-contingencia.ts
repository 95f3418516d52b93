import type { Envelope } from '@eds/contracts/envelope';
import { solicitar } from '../../../lib/api-client';

/** POST /api/guru.facturacion/enviar-contingencia/{invoiceId}: sends one invoice; 400 with mensaje when it cannot. */
export function enviarFacturaContingencia(facturaId: number): Promise<Envelope<unknown>> {
  return solicitar<Envelope<unknown>>(`/api/guru.facturacion/enviar-contingencia/${facturaId}`, { metodo: 'POST' });
}
