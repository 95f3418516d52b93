import { pedirArchivo } from '../../../lib/archivos';

export interface ArchivoDescargado {
  archivo: Blob;
  nombre: string;
  /** `x-enviados`: how many vouchers a send recorded ENVIADO. */
  enviados: number;
}

/** A voucher export of the SAP integration service: the file, its name and the count of vouchers sent. */
export async function pedirComprobantes(ruta: string, cuerpo?: unknown): Promise<ArchivoDescargado> {
  const r = await pedirArchivo(ruta, { servicio: 'sapIntegration', cuerpo, respaldo: 'comprobantes' });
  return { archivo: r.archivo, nombre: r.nombre, enviados: Number(r.cabeceras.get('x-enviados') ?? 0) };
}
