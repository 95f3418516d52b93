import type { TipoNegocio } from '@eds/contracts/operacion';

/**
 * A sale ready to store: checked against the station's catalogue, with every figure computed. Money is in
 * cents and quantities in thousandths (integers). The POS ingestion builds these from what devices send; the
 * demo generator builds them directly; both store them with `guardarVentas`.
 */
export interface VentaPreparada {
  uuid: string;
  empresaId: number;
  equipoId: number | null;
  /** Instant as ISO text with offset (e.g. 2025-03-01T06:12:00-05:00). */
  fecha: string;
  fechaNegocio: string;
  hora: number;
  tipoNegocio: TipoNegocio;
  tipoMovimiento: string;
  estadoMovimiento: string;
  turnoId: number | null;
  promotorId: number | null;
  mangueraId: number | null;
  clienteId: number | null;
  vehiculoId: number | null;
  placa: string | null;
  kilometraje: number | null;
  resolucionId: number | null;
  prefijo: string | null;
  consecutivo: number | null;
  fidelizacion: string | null;
  /** The manual discount the cashier gave (SCREENS.md G18): its reason and its value in cents, as checked at ingestion. */
  descuentoManual?: { motivoId: number; valor: number } | null;
  /** POS by default; MANUAL for sales typed by hand while the POS could not invoice; OFICINA for the Facturador's invoices. */
  origen?: 'POS' | 'MANUAL' | 'OFICINA';
  cantidad: number;
  subtotal: number;
  impuestos: number;
  descuento: number;
  total: number;
  detalles: LineaPreparada[];
  pagos: PagoPreparado[];
  factura: FacturaPreparada | null;
  /** Credit or prepaid consumption charged to a customer quota. */
  cupo: { cupoId: number; valor: number } | null;
  /**
   * A sale received from a station paid on credit or prepaid by a customer: its quota use is checked against the pump's
   * approvals when stored, and flagged when it had none or went beyond the quota (docs/decisions/072). Sales the
   * back office makes itself (the Facturador) do not carry it.
   */
  controlCupo?: { clienteId: number; valor: number };
  /**
   * GNV sold to a plate (thousandths of m³): what repays the plate's GNV conversion, if it has one (decision 074).
   * Absent or null when the sale has no plate or no GNV line.
   */
  gnv?: { m3: number } | null;
}

export interface LineaPreparada {
  productoId: number;
  bodegaId: number | null;
  cantidad: number;
  precio: number;
  descuento: number;
  impuestos: number;
  /**
   * The line's taxes one by one as computed at sale time (their sum is `impuestos`): what the electronic invoice
   * reports, whatever the product's taxes become later. Null on lines stored before it was kept (decision 062).
   */
  impuestosDetalle: ImpuestoLinea[] | null;
  valor: number;
  costoUnitario: number;
  promocionId: number | null;
}

/** One tax of a sale line, as it was in force at the sale's business date. */
export interface ImpuestoLinea {
  /** The catalogue's tax code (`impuestos.codigo`). */
  codigo: string;
  /** DIAN tax code (`impuestos.codigo_dian`): 01 IVA, 04 INC, 03 ICA, 24 INCombustibles, 25 Sobretasa… */
  codigoDian: string;
  /** '%' a percentage of the line's base; '$' an amount per unit (per gallon for fuels). */
  tipo: '%' | '$';
  /** The rate then in force, as stored (`impuesto_valor`, four decimals): the percentage or the amount per unit. */
  tarifa: string;
  /** Units taxed (thousandths) and their UN/ECE unit (GLL for gallons): the line's quantity and its product's unit. */
  cantidad: number;
  unidad: string;
  /** Cents. */
  valor: number;
}

export interface PagoPreparado {
  medioPagoId: number;
  valor: number;
  referencia: string | null;
  /** Cash (counts for the shift's expected cash). */
  efectivo: boolean;
}

export interface FacturaPreparada {
  estado: number;
  cufe: string | null;
  /** Issued in contingency: waits in the station's batch until sent. */
  contingencia?: boolean;
}

/** The outcome of storing a set of sales: ids of those stored, by uuid. */
export interface VentasGuardadas {
  ids: Map<string, number>;
}
