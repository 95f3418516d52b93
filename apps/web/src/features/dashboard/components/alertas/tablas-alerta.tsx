import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TablaDatos } from '../../../../components/tabla/tabla-datos';
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

/** A plain object type of an interface, so its rows fit the data table. */
type Fila<T> = { [K in keyof T]: T[K] };
const c = <T,>(clave: Extract<keyof T, string>, etiqueta: string, o: Partial<ColumnaTabla<T>> = {}): ColumnaTabla<T> => ({
  clave,
  etiqueta,
  ...o,
});
const col = 'dashboard.alertas.columnas';

export function TablaSecado() {
  const { estacion } = useDashboard();
  const q = useTanques(estacion);
  const filas = useMemo(() => tanquesSecos(q.data ?? []) as Fila<ReturnType<typeof tanquesSecos>[number]>[], [q.data]);
  type F = (typeof filas)[number];
  const columnas: ColumnaTabla<F>[] = [
    c<F>('alias', `${col}.estacion`),
    c<F>('bodega', `${col}.tanque`),
    c<F>('codigo', `${col}.codigo`, { ancho: 90 }),
    c<F>('descripcion', `${col}.producto`),
    c<F>('saldo', `${col}.saldo`, { tipo: 'numero' }),
    c<F>('volumen_minimo', `${col}.volumenMinimo`, { tipo: 'numero' }),
  ];
  return (
    <TablaDatos
      columnas={columnas}
      datos={filas}
      cargando={q.isPending}
      titulo="dashboard.alertas.tipos.secadoVirtual"
      nombreArchivo="secado_virtual"
    />
  );
}

export function TablaJornadas() {
  const { estacion } = useDashboard();
  const q = useJornadasAbiertas(estacion);
  const filas = (q.data ?? []) as Fila<NonNullable<typeof q.data>[number]>[];
  type F = (typeof filas)[number];
  const columnas: ColumnaTabla<F>[] = [
    c<F>('alias', `${col}.estacion`),
    c<F>('promotor', `${col}.promotor`),
    c<F>('isla', `${col}.isla`, { ancho: 100 }),
    c<F>('fecha_inicio', `${col}.fechaInicio`, { tipo: 'fechaHora' }),
    c<F>('num_ventas', `${col}.numVentas`, { ancho: 90 }),
    c<F>('ventas', `${col}.valorVentas`, { tipo: 'dinero' }),
    c<F>('sobres', `${col}.sobres`, { tipo: 'dinero' }),
    c<F>('porcentaje', `${col}.porcentaje`, { tipo: 'numero', ancho: 100 }),
    c<F>('hora', `${col}.horas`, { tipo: 'numero', ancho: 100 }),
  ];
  return (
    <TablaDatos
      columnas={columnas}
      datos={filas}
      cargando={q.isPending}
      titulo="dashboard.alertas.tipos.jornadasAbiertas"
      nombreArchivo="jornadas_abiertas"
    />
  );
}

export function TablaConsecutivos() {
  const { estacion } = useDashboard();
  const q = useConsecutivos(estacion);
  const filas = (q.data ?? []) as Fila<NonNullable<typeof q.data>[number]>[];
  type F = (typeof filas)[number];
  const columnas: ColumnaTabla<F>[] = [
    c<F>('alias', `${col}.estacion`),
    c<F>('prefijo', `${col}.prefijo`, { ancho: 80 }),
    c<F>('resolucion', `${col}.resolucion`),
    c<F>('fecha_inicio', `${col}.fechaInicio`, { tipo: 'fecha' }),
    c<F>('fecha_fin', `${col}.fechaFin`, { tipo: 'fecha' }),
    c<F>('consecutivo_inicial', `${col}.consecutivoInicial`),
    c<F>('consecutivo_actual', `${col}.consecutivoActual`),
    c<F>('consecutivo_final', `${col}.consecutivoFinal`),
    c<F>('consecutivo_restante', `${col}.consecutivoRestante`),
    c<F>('dias_restantes', `${col}.diasRestantes`, { ancho: 90 }),
  ];
  return (
    <TablaDatos
      columnas={columnas}
      datos={filas}
      cargando={q.isPending}
      titulo="dashboard.alertas.tipos.consecutivos"
      nombreArchivo="consecutivos"
    />
  );
}

export function TablaOrdenes() {
  const { estacion } = useDashboard();
  const q = useOrdenesCompra(estacion);
  const filas = (q.data ?? []) as Fila<NonNullable<typeof q.data>[number]>[];
  type F = (typeof filas)[number];
  const columnas: ColumnaTabla<F>[] = [
    c<F>('consecutivo', `${col}.consecutivo`, { ancho: 110 }),
    c<F>('fecha', `${col}.fecha`, { tipo: 'fecha' }),
    c<F>('responsable', `${col}.responsable`),
    c<F>('proovedor', `${col}.proveedor`),
    c<F>('costo_total', `${col}.costoTotal`, { tipo: 'dinero' }),
  ];
  return (
    <TablaDatos
      columnas={columnas}
      datos={filas}
      cargando={q.isPending}
      titulo="dashboard.alertas.tipos.ordCompra"
      nombreArchivo="ordenes_compra"
    />
  );
}

export function TablaFacturasFe() {
  const { t } = useTranslation();
  const { estacion } = useDashboard();
  const q = useFacturasNoGestionadas(estacion);
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
  type F = (typeof filas)[number];
  const columnas: ColumnaTabla<F>[] = [
    c<F>('alias', `${col}.estacion`),
    c<F>('factura', `${col}.factura`, { ancho: 120 }),
    c<F>('fecha', `${col}.fecha`, { tipo: 'fechaHora' }),
    c<F>('estado', `${col}.estado`),
    c<F>('mensaje', `${col}.mensaje`),
  ];
  return (
    <TablaDatos
      columnas={columnas}
      datos={filas}
      cargando={q.isPending}
      titulo="dashboard.alertas.tipos.facturasElectronicas"
      nombreArchivo="facturas_no_gestionadas"
    />
  );
}

/** Manual sales, one row per line (spec columns: ESTACION, FACTURA, FECHA, PROMOTOR, PRODUCTO, PRECIO, CANTIDAD). */
export function TablaVentasManuales() {
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
  type F = (typeof filas)[number];
  const m = 'dashboard.alertas.ventasManuales';
  const columnas: ColumnaTabla<F>[] = [
    c<F>('estacion', `${m}.estacion`),
    c<F>('factura', `${m}.factura`, { ancho: 120 }),
    c<F>('fecha', `${m}.fecha`, { tipo: 'fechaHora' }),
    c<F>('promotor', `${m}.promotor`),
    c<F>('producto', `${m}.producto`),
    c<F>('precio', `${m}.precio`, { tipo: 'dinero' }),
    c<F>('cantidad', `${m}.cantidad`, { tipo: 'numero' }),
  ];
  return (
    <TablaDatos
      columnas={columnas}
      datos={filas}
      cargando={q.isPending}
      titulo="dashboard.alertas.tipos.ventasManuales"
      nombreArchivo="ventas_manuales"
    />
  );
}
