import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { LinearProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useUsuario } from '../../../../lib/sesion';
import { useLoteContingencia } from '../../api/lote-contingencia';
import { esConVisto, revisaContingencia, type TipoAlerta } from '../../lib/alertas';
import { useDashboard } from '../../lib/contexto-dashboard';
import { fueVista, marcarVista } from '../../lib/vistos';
import { ContextoAlertas } from './contexto-alertas';
import { DialogoAlerta } from './dialogo-alerta';
import { DialogoContingencia } from './dialogo-contingencia';
import { EnlaceMonitorFe } from './enlace-monitor-fe';

// The modals' tables load when an alert is first opened: the dashboard itself does not need the table kit.
const TablaAlerta = lazy(() => import('./tablas-alerta').then((m) => ({ default: m.TablaAlerta })));
const ListaDiaVentas = lazy(() => import('./lista-dia-ventas').then((m) => ({ default: m.ListaDiaVentas })));
const ListaClientesPropios = lazy(() => import('./lista-clientes-propios').then((m) => ({ default: m.ListaClientesPropios })));

const CONTENIDO: Record<Exclude<TipoAlerta, 'contingencia'>, () => ReactNode> = {
  secadoVirtual: () => <TablaAlerta key="secadoVirtual" tipo="secadoVirtual" />,
  jornadasAbiertas: () => <TablaAlerta key="jornadasAbiertas" tipo="jornadasAbiertas" />,
  consecutivos: () => <TablaAlerta key="consecutivos" tipo="consecutivos" />,
  ordCompra: () => <TablaAlerta key="ordCompra" tipo="ordCompra" />,
  alertaDiaVenta: () => <ListaDiaVentas />,
  clientesPropios: () => <ListaClientesPropios />,
  facturasElectronicas: () => <TablaAlerta key="facturasElectronicas" tipo="facturasElectronicas" />,
  ventasManuales: () => <TablaAlerta key="ventasManuales" tipo="ventasManuales" />,
};

/**
 * Holds which alert is open and which were viewed, renders the open alert's modal, and runs the
 * automatic contingency check: for the spec's profiles, a station with a pending batch opens the warning once.
 */
export function ProveedorAlertas({ children, monitorFe }: { children: ReactNode; monitorFe: string | null }) {
  const { t } = useTranslation();
  const usuario = useUsuario();
  const { estacion } = useDashboard();
  const [abierta, setAbierta] = useState<TipoAlerta | null>(null);
  const [vistas, setVistas] = useState<ReadonlySet<TipoAlerta>>(() => new Set());
  const revisa = revisaContingencia(usuario);
  const lote = useLoteContingencia(estacion, revisa);
  const [revisada, setRevisada] = useState<number | undefined>();

  const abrir = useCallback((tipo: TipoAlerta) => {
    if (esConVisto(tipo)) marcarVista(tipo);
    setVistas((v) => new Set(v).add(tipo));
    setAbierta(tipo);
  }, []);
  const visto = useCallback((tipo: TipoAlerta) => vistas.has(tipo) || (esConVisto(tipo) && fueVista(tipo)), [vistas]);

  // The check runs once per station shown: the first answer with invoices opens the warning.
  if (revisa && estacion !== undefined && lote.data && revisada !== estacion) {
    setRevisada(estacion);
    if (lote.data.facturas.length > 0) setAbierta('contingencia');
  }

  const valor = useMemo(() => ({ abrir, visto }), [abrir, visto]);
  const cerrar = () => setAbierta(null);

  return (
    <ContextoAlertas.Provider value={valor}>
      {children}
      {abierta && abierta !== 'contingencia' ? (
        <DialogoAlerta
          abierto
          titulo={t(`dashboard.alertas.tipos.${abierta}`)}
          onCerrar={cerrar}
          acciones={abierta === 'facturasElectronicas' && monitorFe ? <EnlaceMonitorFe ruta={monitorFe} /> : undefined}
        >
          <Suspense fallback={<LinearProgress />}>{CONTENIDO[abierta]()}</Suspense>
        </DialogoAlerta>
      ) : null}
      {estacion !== undefined && revisa ? (
        <DialogoContingencia abierto={abierta === 'contingencia'} estacion={estacion} lote={lote.data} onCerrar={cerrar} />
      ) : null}
    </ContextoAlertas.Provider>
  );
}
