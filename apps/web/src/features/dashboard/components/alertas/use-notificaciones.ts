import { useMemo } from 'react';
import { useUsuario } from '../../../../lib/sesion';
import { useAlertasClientes } from '../../api/alertas-clientes';
import { useConsecutivos } from '../../api/consecutivos';
import { useDiaVentas } from '../../api/dia-ventas';
import { useFacturasNoGestionadas } from '../../api/facturas-no-gestionadas';
import { useJornadasAbiertas } from '../../api/jornadas-abiertas';
import { useLoteContingencia } from '../../api/lote-contingencia';
import { useOrdenesCompra } from '../../api/ordenes-compra';
import { useTanques } from '../../api/tanques';
import { useVentasManuales } from '../../api/ventas-manuales';
import { revisaContingencia, tanquesSecos, TIPOS_ALERTA, veVentasManuales, type TipoAlerta } from '../../lib/alertas';
import { useDashboard } from '../../lib/contexto-dashboard';
import { rangoHoy } from '../../lib/fechas';
import { WIDGET } from '../../lib/widgets';
import { useAhora } from '../use-ahora';

/** The stations the manual-sales query reads: the selected one, else every station of the filter. */
export function useEstacionesManuales(): number[] {
  const { estacion, estaciones } = useDashboard();
  return useMemo(() => (estacion !== undefined ? [estacion] : estaciones.map((e) => e.id)), [estacion, estaciones]);
}

export function useRangoHoy() {
  const ahora = useAhora();
  return useMemo(() => rangoHoy(ahora), [ahora]);
}

/** The alerts area's reads (only with the ALERTAS module), each with how many rows it has now. */
export function useNotificaciones(): { tipo: TipoAlerta; cantidad: number }[] {
  const usuario = useUsuario();
  const { estacion, empresa } = useDashboard();
  const alertas = usuario.modulos.some((m) => m.id === WIDGET.ALERTAS);
  const manuales = useEstacionesManuales();
  const hoy = useRangoHoy();
  const tanques = useTanques(estacion, alertas);
  const jornadas = useJornadasAbiertas(estacion, alertas);
  const consecutivos = useConsecutivos(estacion, alertas);
  const dia = useDiaVentas(estacion, alertas);
  const ordenes = useOrdenesCompra(estacion, alertas);
  const clientes = useAlertasClientes(empresa, alertas);
  const facturas = useFacturasNoGestionadas(estacion, alertas);
  const ventas = useVentasManuales({ estaciones: manuales, ...hoy }, alertas && veVentasManuales(usuario));
  const lote = useLoteContingencia(estacion, revisaContingencia(usuario));

  const cantidades: Record<TipoAlerta, number> = {
    secadoVirtual: tanquesSecos(tanques.data ?? []).length,
    jornadasAbiertas: jornadas.data?.length ?? 0,
    consecutivos: consecutivos.data?.length ?? 0,
    alertaDiaVenta: dia.data?.length ?? 0,
    ordCompra: ordenes.data?.length ?? 0,
    clientesPropios: clientes.data?.length ?? 0,
    facturasElectronicas: facturas.data?.length ?? 0,
    ventasManuales: ventas.data?.length ?? 0,
    contingencia: lote.data?.facturas.length ?? 0,
  };
  return TIPOS_ALERTA.filter((tipo) => cantidades[tipo] > 0).map((tipo) => ({ tipo, cantidad: cantidades[tipo] }));
}
