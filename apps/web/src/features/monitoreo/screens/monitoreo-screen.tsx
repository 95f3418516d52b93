import { useMemo } from 'react';
import { Paper, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SEMAFOROS, type TEquipoMonitoreo, type TSemaforo } from '@eds/contracts/monitoreo';
import { IndicadorEstado } from '../../../components/estados/indicador-estado';
import { FiltroOpcion } from '../../../components/lista/filtro-opcion';
import { PantallaLista } from '../../../components/lista/pantalla-lista';
import { MapaPuntos, type PuntoMapa } from '../../../components/mapa/mapa-puntos';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { useEventoSocket } from '../../../lib/eventos-socket';
import { EVENTO_EQUIPO_ESTADO } from '@eds/contracts/monitoreo';
import { aplicarEventoEquipo, type clavesMonitoreo, monitoreoQueryOptions, useEquiposMapa, type FiltrosMonitoreo } from '../api/monitoreo';
import { COLOR_SEMAFORO, NIVEL_SEMAFORO, peorSemaforo } from '../lib/semaforo';

/**
 * Monitoreo (SCREENS.md G06, `/empresa/monitoreo`): the devices of the stations in scope with their light (green
 * within the station's MINUTOS_DESCONEXION, yellow within 30 minutes, red otherwise), version, last contact,
 * contingency and sales still on the device, and a map of the stations coloured by their worst device. A heartbeat
 * or a POS batch reaches the screen over /ws ('equipo-estado') and the row changes without a reload.
 */
export function MonitoreoScreen() {
  const { t } = useTranslation();
  const cliente = useQueryClient();
  const mapa = useEquiposMapa();
  useEventoSocket(EVENTO_EQUIPO_ESTADO, (datos) => void aplicarEventoEquipo(cliente, datos));

  const columnas = useMemo<ColumnaTabla<TEquipoMonitoreo>[]>(
    () => [
      {
        clave: 'semaforo',
        etiqueta: 'monitoreo.campos.semaforo',
        ancho: 150,
        valor: (e) => t(`monitoreo.semaforos.${e.semaforo}`),
        celda: (e) => <IndicadorEstado nivel={NIVEL_SEMAFORO[e.semaforo]} texto={t(`monitoreo.semaforos.${e.semaforo}`)} />,
      },
      { clave: 'alias', etiqueta: 'monitoreo.campos.equipo', ordenable: true },
      { clave: 'empresa', etiqueta: 'monitoreo.campos.estacion', ordenable: true },
      {
        clave: 'tipo',
        etiqueta: 'monitoreo.campos.tipo',
        ordenable: true,
        valor: (e) => t(`equipos.tipos.${e.tipo}`, { defaultValue: e.tipo }),
      },
      { clave: 'isla', etiqueta: 'monitoreo.campos.isla', ancho: 90, valor: (e) => e.isla ?? '' },
      { clave: 'version_app', etiqueta: 'monitoreo.campos.version', ancho: 110, valor: (e) => e.version_app ?? '' },
      { clave: 'ultima_conexion', etiqueta: 'monitoreo.campos.ultimoContacto', tipo: 'fechaHora', ordenable: true, ancho: 170 },
      {
        clave: 'contingencia',
        etiqueta: 'monitoreo.campos.contingencia',
        ancho: 120,
        valor: (e) => t(e.contingencia ? 'monitoreo.si' : 'monitoreo.no'),
      },
      { clave: 'ventas_pendientes', etiqueta: 'monitoreo.campos.ventasPendientes', tipo: 'numero', decimales: 0, ancho: 140 },
    ],
    [t],
  );

  const puntos = useMemo<PuntoMapa[]>(() => {
    const porEstacion = new Map<number, { nombre: string; lat: number; lng: number; luces: TSemaforo[] }>();
    for (const e of mapa.data?.data ?? []) {
      if (e.lat === null || e.lng === null) continue;
      const p = porEstacion.get(e.empresa_id) ?? { nombre: e.empresa, lat: e.lat, lng: e.lng, luces: [] };
      p.luces.push(e.semaforo);
      porEstacion.set(e.empresa_id, p);
    }
    return [...porEstacion.entries()].map(([id, p]) => {
      const peor = peorSemaforo(p.luces);
      const cuenta = SEMAFOROS.map((s) => `${t(`monitoreo.semaforos.${s}`)}: ${p.luces.filter((l) => l === s).length}`).join(', ');
      return { id: String(id), lat: p.lat, lng: p.lng, color: COLOR_SEMAFORO[peor], texto: `${p.nombre} — ${cuenta}` };
    });
  }, [mapa.data, t]);

  return (
    <>
      <PantallaLista<TEquipoMonitoreo, FiltrosMonitoreo, ReturnType<typeof clavesMonitoreo.lista>>
        titulo="monitoreo.titulo"
        entidad="monitoreo.entidad"
        nombreArchivo="monitoreo"
        columnas={columnas}
        opciones={monitoreoQueryOptions}
        sinEstado
        filtros={{
          iniciales: { semaforo: null },
          render: (valores, cambiar) => (
            <FiltroOpcion<TSemaforo>
              etiqueta={t('monitoreo.campos.semaforo')}
              valor={valores.semaforo}
              textoTodos={t('monitoreo.todos')}
              opciones={SEMAFOROS.map((s) => ({ valor: s, texto: t(`monitoreo.semaforos.${s}`) }))}
              onCambiar={(v) => cambiar({ semaforo: v })}
            />
          ),
        }}
        idFila={(e) => String(e.id)}
      />
      <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
        <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
          {t('monitoreo.mapa')}
        </Typography>
        <MapaPuntos puntos={puntos} etiqueta={t('monitoreo.mapa')} />
      </Paper>
    </>
  );
}
