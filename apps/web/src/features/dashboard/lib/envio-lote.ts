export interface FacturaLote {
  id: number;
  prefijo: string;
  consecutivo: number;
}

export interface Fallida {
  factura: FacturaLote;
  mensaje: string;
}

/**
 * Sends a contingency batch one call per invoice, a few at a time, and reports each answer as it
 * comes; resolves with the invoices that could not be sent once every answer is in.
 */
export async function enviarLote(
  facturas: readonly FacturaLote[],
  enviar: (id: number) => Promise<unknown>,
  alResponder: (respondidas: number) => void,
  mensajeDe: (error: unknown) => string,
  concurrencia = 3,
): Promise<Fallida[]> {
  const fallidas: Fallida[] = [];
  let siguiente = 0;
  let respondidas = 0;
  const trabajador = async () => {
    while (siguiente < facturas.length) {
      const factura = facturas[siguiente++];
      try {
        await enviar(factura.id);
      } catch (error) {
        fallidas.push({ factura, mensaje: mensajeDe(error) });
      }
      alResponder(++respondidas);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrencia, facturas.length) }, trabajador));
  // Listed in batch order, whatever order the answers came in.
  return fallidas.sort((a, b) => facturas.indexOf(a.factura) - facturas.indexOf(b.factura));
}

export const numeroFactura = (f: Pick<FacturaLote, 'prefijo' | 'consecutivo'>) => `${f.prefijo}${f.consecutivo}`;
