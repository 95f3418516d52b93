import { useMemo, useState } from 'react';
import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useUsuario } from '../../../lib/sesion';
import { ContextoDashboard, type ValorDashboard } from '../lib/contexto-dashboard';
import { empresaInicial, esUsuarioEstacion, estacionesDelUsuario, guardarEmpresa } from '../lib/filtro-empresa';
import { WIDGET, widgetsDelUsuario } from '../lib/widgets';
import { BarraDashboard } from '../components/barra-dashboard';
import { FiltroEmpresa } from '../components/filtro-empresa';
import { GrillaWidgets } from '../components/grilla-widgets';
import { WidgetPorId } from '../components/widget-por-id';
import { CajonNotificaciones } from '../components/alertas/cajon-notificaciones';
import { ProveedorAlertas } from '../components/alertas/proveedor-alertas';
import { useUltimaActualizacion } from '../components/use-ultima-actualizacion';

/** The electronic-invoice monitor the unmanaged-invoices alert links to. */
const MONITOR_FE = '/acciones/facturacion-electronica';

interface Props {
  /** Whether a module link has a built screen (the app's screen registry, handed in: features do not import the app). */
  pantallaConstruida?: (link: string) => boolean;
}

/**
 * The dashboard: the company filter, the notification drawer and the draggable grid of the widgets the
 * user's modules grant, all reading the same station (or every station in scope) and refreshing every 10 minutes.
 */
export function DashboardScreen({ pantallaConstruida }: Props) {
  const { t } = useTranslation();
  const usuario = useUsuario();
  const estaciones = useMemo(() => estacionesDelUsuario(usuario), [usuario]);
  const [estacion, setEstacion] = useState(() => empresaInicial(usuario, estaciones));
  const widgets = useMemo(() => widgetsDelUsuario(usuario.modulos), [usuario.modulos]);
  const conAlertas = widgets.some((w) => w.id === WIDGET.ALERTAS);
  const actualizado = useUltimaActualizacion();
  const monitorFe = pantallaConstruida?.(MONITOR_FE) && usuario.modulos.some((m) => m.link === MONITOR_FE) ? MONITOR_FE : null;

  const valor = useMemo<ValorDashboard>(
    () => ({ estacion, estaciones, fija: esUsuarioEstacion(usuario), empresa: estacion ?? usuario.empresas_id }),
    [estacion, estaciones, usuario],
  );

  const buscar = (nueva: number | undefined) => {
    guardarEmpresa(nueva);
    setEstacion(nueva);
  };

  return (
    <ContextoDashboard.Provider value={valor}>
      <ProveedorAlertas monitorFe={monitorFe}>
        <BarraDashboard
          actualizado={actualizado}
          filtro={<FiltroEmpresa valor={estacion} estaciones={estaciones} fija={valor.fija} onBuscar={buscar} />}
          notificaciones={conAlertas ? <CajonNotificaciones /> : null}
        />
        {widgets.length === 0 ? (
          <Alert severity="info">{t('dashboard.sinWidgets')}</Alert>
        ) : (
          <GrillaWidgets widgets={widgets} titulo={(id) => t(`dashboard.widgets.${id}`)} render={(id) => <WidgetPorId id={id} />} />
        )}
      </ProveedorAlertas>
    </ContextoDashboard.Provider>
  );
}
