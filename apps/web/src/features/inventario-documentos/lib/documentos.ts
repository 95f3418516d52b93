import type { TOrdenCompraDetalle, TipoDocumentoRuta } from '@eds/contracts/inventario';

/** The business types of the store's and kiosk's documents: S canastilla, K kiosco. */
export const NEGOCIOS_DOCUMENTO = ['S', 'K'] as const;
export type NegocioDocumento = (typeof NEGOCIOS_DOCUMENTO)[number];

/** The kinds of document the one screen serves (re-marking has its own screen). */
export type TipoPantallaDocumento = Extract<TipoDocumentoRuta, 'ajuste-inicial' | 'entrada' | 'salida' | 'traslado'>;

/** What each kind asks for beyond station, warehouse, date, notes and lines (SCREENS G14). */
export interface ConfigDocumento {
  /** Its branch of the screen's texts. */
  clave: 'ajusteInicial' | 'entrada' | 'salida' | 'traslado';
  /** Lines carry a unit cost (entries and initial adjustments). */
  costo: boolean;
  /** Supplier, its invoice number and a purchase order. */
  proveedor: boolean;
  /** A destination warehouse of the same station. */
  destino: boolean;
  /** A concept among CONCEPTOS_SALIDA. */
  concepto: boolean;
  /** Lines may come from an Excel file. */
  excel: boolean;
}

export const CONFIG_DOCUMENTO: Readonly<Record<TipoPantallaDocumento, ConfigDocumento>> = {
  'ajuste-inicial': { clave: 'ajusteInicial', costo: true, proveedor: false, destino: false, concepto: false, excel: true },
  entrada: { clave: 'entrada', costo: true, proveedor: true, destino: false, concepto: false, excel: false },
  salida: { clave: 'salida', costo: false, proveedor: false, destino: false, concepto: true, excel: false },
  traslado: { clave: 'traslado', costo: false, proveedor: false, destino: true, concepto: false, excel: false },
};

/** The concepts of an output (SCREENS G14 Salida). */
export const CONCEPTOS_SALIDA = ['DAÑO', 'VENCIMIENTO', 'CONSUMO INTERNO', 'DONACIÓN', 'MUESTRA'] as const;

/** A line of the form as the fields hold it (empty numbers are null until typed). */
export interface LineaFormulario {
  producto_id: number | null;
  cantidad: number | null;
  costo_unitario?: number | null;
  iva_pct?: number | null;
}

/**
 * The lines of an entry received against a purchase order: every line with something still pending, for the pending
 * quantity at the order's cost and VAT.
 */
export function lineasDeOrden(orden: Pick<TOrdenCompraDetalle, 'lineas'>): LineaFormulario[] {
  return orden.lineas
    .filter((l) => l.pendiente > 0)
    .map((l) => ({ producto_id: l.producto_id, cantidad: l.pendiente, costo_unitario: l.costo, iva_pct: l.iva_pct }));
}

/** A transfer's line as sent, and what the destination typed as arrived. */
export interface LineaRecibo {
  producto_id: number;
  codigo: string;
  descripcion: string;
  enviada: number;
}

/** Thousandths, so 0.1 + 0.2 compares as 0.3 (quantities carry 3 decimals). */
const milesimas = (v: number) => Math.round(v * 1000);

/**
 * What did not arrive of each line (sent − received, never below zero), and whether any typed quantity exceeds what
 * was sent (the server refuses it: `La cantidad recibida supera la enviada`).
 */
export function faltantes(
  lineas: readonly LineaRecibo[],
  recibidas: Readonly<Record<number, number | null | undefined>>,
): { faltante: Record<number, number>; excede: boolean; total: number } {
  const faltante: Record<number, number> = {};
  let excede = false;
  let total = 0;
  for (const l of lineas) {
    const r = recibidas[l.producto_id] ?? l.enviada;
    const diferencia = milesimas(l.enviada) - milesimas(r);
    if (diferencia < 0) excede = true;
    faltante[l.producto_id] = Math.max(diferencia, 0) / 1000;
    total += Math.max(diferencia, 0);
  }
  return { faltante, excede, total: total / 1000 };
}
