import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnaTabla } from '../../../../components/tabla/columnas';
import { useConsecutivos } from '../../api/consecutivos';
import { useFacturasNoGestionadas } from '../../api/facturas-no-gestionadas';
import { useJornadasAbiertas } from '../../api/jornadas-abiertas';
import { useOrdenesCompra } from '../../api/ordenes-compra';
import { useTanques } from '../../api/tanques';
import { useVentasManuales } from '../../api/ventas-manuales';
import { tanquesSecos } from '../../lib/alertas';
import { useDashboard } from '../../lib/contexto-dashboard';
import { useEstacionesManuales, useRangoHoy } from './use-notificaciones';

type Fila = Record<string, unknown>;

/** One alert's table: its rows (from its own call), its columns and the exports' file name. */
export interface ConfigTablaAlerta {
  nombreArchivo: string;
  columnas: ColumnaTabla<Fila>[];
  /** The rows shown, read with the dashboard's station filter. A hook: called once per render of the table. */
  useFilas: () => { filas: Fila[]; cargando: boolean };
}

export type TipoTablaAlerta =
  'secadoVirtual' | 'jornadasAbiertas' | 'consecutivos' | 'ordCompra' | 'facturasElectronicas' | 'ventasManuales';

const col = 'dashboard.alertas.columnas';
const man = 'dashboard.alertas.ventasManuales';

type Columna<F> = (clave: Extract<keyof F, string>, etiqueta: string, o?: Partial<ColumnaTabla<F>>) => ColumnaTabla<F>;

/**
 * One alert's configuration, typed against its own rows: the columns are written with `c`, which only takes
 * the rows' field names. The record below holds the six side by side as plain-object tables.
 */
function tabla<F>(
  nombreArchivo: string,
  useFilas: () => { filas: readonly F[]; cargando: boolean },
  columnas: (c: Columna<F>) => ColumnaTabla<F>[],
): ConfigTablaAlerta {
  const c: Columna<F> = (clave, etiqueta, o = {}) => ({ clave, etiqueta, ...o });
  return { nombreArchivo, useFilas, columnas: columnas(c) } as unknown as ConfigTablaAlerta;
}

/** The six alert tables of the dashboard (spec §7), as configurations of one table. */
export const TABLAS_ALERTA: Record<TipoTablaAlerta, ConfigTablaAlerta> = {
  secadoVirtual: tabla(
    'secado_virtual',
    () => {
      const q = useTanques(useDashboard().estacion);
      const filas = useMemo(() => tanquesSecos(q.data ?? []), [q.data]);
      return { filas, cargando: q.isPending };
    },
    (c) => [
      c('alias', `${col}.estacion`),
      c('bodega', `${col}.tanque`),
      c('codigo', `${col}.codigo`, { ancho: 90 }),
      c('descripcion', `${col}.producto`),
      c('saldo', `${col}.saldo`, { tipo: 'numero' }),
      c('volumen_minimo', `${col}.volumenMinimo`, { tipo: 'numero' }),
    ],
  ),
  jornadasAbiertas: tabla(
    'jornadas_abiertas',
    () => {
      const q = useJornadasAbiertas(useDashboard().estacion);
      return { filas: q.data ?? [], cargando: q.isPending };
    },
    (c) => [
      c('alias', `${col}.estacion`),
      c('promotor', `${col}.promotor`),
      c('isla', `${col}.isla`, { ancho: 100 }),
      c('fecha_inicio', `${col}.fechaInicio`, { tipo: 'fechaHora' }),
      c('num_ventas', `${col}.numVentas`, { ancho: 90 }),
      c('ventas', `${col}.valorVentas`, { tipo: 'dinero' }),
      c('sobres', `${col}.sobres`, { tipo: 'dinero' }),
      c('porcentaje', `${col}.porcentaje`, { tipo: 'numero', ancho: 100 }),
      c('hora', `${col}.horas`, { tipo: 'numero', ancho: 100 }),
    ],
  ),
  consecutivos: tabla(
    'consecutivos',
    () => {
      const q = useConsecutivos(useDashboard().estacion);
      return { filas: q.data ?? [], cargando: q.isPending };
    },
    (c) => [
      c('alias', `${col}.estacion`),
      c('prefijo', `${col}.prefijo`, { ancho: 80 }),
      c('resolucion', `${col}.resolucion`),
      c('fecha_inicio', `${col}.fechaInicio`, { tipo: 'fecha' }),
      c('fecha_fin', `${col}.fechaFin`, { tipo: 'fecha' }),
      c('consecutivo_inicial', `${col}.consecutivoInicial`),
      c('consecutivo_actual', `${col}.consecutivoActual`),
      c('consecutivo_final', `${col}.consecutivoFinal`),
      c('consecutivo_restante', `${col}.consecutivoRestante`),
      c('dias_restantes', `${col}.diasRestantes`, { ancho: 90 }),
    ],
  ),
  ordCompra: tabla(
    'ordenes_compra',
    () => {
      const q = useOrdenesCompra(useDashboard().estacion);
      return { filas: q.data ?? [], cargando: q.isPending };
    },
    (c) => [
      c('consecutivo', `${col}.consecutivo`, { ancho: 110 }),
      c('fecha', `${col}.fecha`, { tipo: 'fecha' }),
      c('responsable', `${col}.responsable`),
      c('proovedor', `${col}.proveedor`),
      c('costo_total', `${col}.costoTotal`, { tipo: 'dinero' }),
    ],
  ),
  facturasElectronicas: tabla(
    'facturas_no_gestionadas',
    () => {
      const { t } = useTranslation();
      const q = useFacturasNoGestionadas(useDashboard().estacion);
      const filas = useMemo(
        () =>
          (q.data ?? []).map((f) => ({
            alias: f.alias,
            factura: `${f.prefijo}${f.consecutivo}`,
            fecha: f.fecha,
            estado: t(`dashboard.estadosFe.${f.estado}`, { defaultValue: String(f.estado) }),
            mensaje: f.mensaje ?? '',
          })),
        [q.data, t],
      );
      return { filas, cargando: q.isPending };
    },
    (c) => [
      c('alias', `${col}.estacion`),
      c('factura', `${col}.factura`, { ancho: 120 }),
      c('fecha', `${col}.fecha`, { tipo: 'fechaHora' }),
      c('estado', `${col}.estado`),
      c('mensaje', `${col}.mensaje`),
    ],
  ),
  // Manual sales, one row per line (spec columns: ESTACION, FACTURA, FECHA, PROMOTOR, PRODUCTO, PRECIO, CANTIDAD).
  ventasManuales: tabla(
    'ventas_manuales',
    () => {
      const estaciones = useEstacionesManuales();
      const hoy = useRangoHoy();
      const q = useVentasManuales({ estaciones, ...hoy }, true);
      const filas = useMemo(
        () =>
          (q.data ?? []).flatMap((v) =>
            v.detalles.map((d) => ({
              estacion: v.alias,
              factura: `${v.consecutivo_prefijo}${v.consecutivo}`,
              fecha: v.fecha,
              promotor: v.responsable_nombre,
              producto: d.descripcion,
              precio: d.precio,
              cantidad: d.cantidad,
            })),
          ),
        [q.data],
      );
      return { filas, cargando: q.isPending };
    },
    (c) => [
      c('estacion', `${man}.estacion`),
      c('factura', `${man}.factura`, { ancho: 120 }),
      c('fecha', `${man}.fecha`, { tipo: 'fechaHora' }),
      c('promotor', `${man}.promotor`),
      c('producto', `${man}.producto`),
      c('precio', `${man}.precio`, { tipo: 'dinero' }),
      c('cantidad', `${man}.cantidad`, { tipo: 'numero' }),
    ],
  ),
};
