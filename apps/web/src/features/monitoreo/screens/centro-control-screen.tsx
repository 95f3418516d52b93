import { useMemo, useState } from 'react';
import { Box, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TIPO_EMPRESA } from '@eds/contracts/constantes';
import { EVENTO_COMANDO_ESTADO, EVENTO_EQUIPO_ESTADO, type TEstadoEstacion } from '@eds/contracts/monitoreo';
import type { ESTADOS_COMANDO } from '@eds/contracts/comandos';
import { IndicadorEstado } from '../../../components/estados/indicador-estado';
import { EstadoError } from '../../../components/estados/estado-error';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { TablaDatos } from '../../../components/tabla/tabla-datos';
import { useEstacionesDelAlcance } from '../../../lib/estaciones-alcance';
import { useEventoSocket } from '../../../lib/eventos-socket';
import { useFormato } from '../../../lib/formato';
import { usePermisos } from '../../../lib/permisos';
import { useUsuario } from '../../../lib/sesion';
import { aplicarEventoComando, aplicarEventoEquipo, clavesMonitoreo, useEstadoEstacion } from '../api/monitoreo';
import { BotonesComando } from '../components/botones-comando';
import { Panel } from '../components/panel';
import { NIVEL_SEMAFORO } from '../lib/semaforo';

type Equipo = TEstadoEstacion['equipos'][number];
type Turno = TEstadoEstacion['turnos'][number];
type Tanque = TEstadoEstacion['tanques'][number];
type Resolucion = TEstadoEstacion['resoluciones'][number];
type Comando = TEstadoEstacion['comandos'][number];

const COLOR_COMANDO: Record<(typeof ESTADOS_COMANDO)[number], 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  PENDIENTE: 'default',
  ENTREGADO: 'info',
  EJECUTADO: 'success',
  FALLIDO: 'error',
  VENCIDO: 'warning',
};

/** A command's state as a chip (PENDIENTE → ENTREGADO → EJECUTADO / FALLIDO / VENCIDO). */
export function EstadoComando({ estado }: { estado: Comando['estado'] }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOR_COMANDO[estado]}
      label={t(`monitoreo.estadosComando.${estado}`)}
      data-estado={estado}
    />
  );
}

/** Health 0–100 as a status dot: 80 and up good, 50 and up attention, below bad. */
export function IndicadorSalud({ salud }: { salud: number }) {
  const { t } = useTranslation();
  return <IndicadorEstado nivel={salud >= 80 ? 'ok' : salud >= 50 ? 'aviso' : 'error'} texto={t('monitoreo.saludValor', { salud })} />;
}

/**
 * Centro de control (SCREENS.md G06, `/soporte/centro_control`): one station's devices, open shifts, pending
 * electronic invoices, tanks, resolutions and last sync (`GET estacion/{id}/estado`), with the commands of letter X
 * for its devices; device contacts and command states change live over /ws.
 */
export function CentroControlScreen() {
  const { t } = useTranslation();
  const f = useFormato();
  const { tiene } = usePermisos();
  const cliente = useQueryClient();
  const usuario = useUsuario();
  const propia = usuario.tipo_empresa === TIPO_EMPRESA.EDS ? usuario.empresas_id : null;
  const estaciones = useEstacionesDelAlcance(usuario.infoDominio.negocio_id);
  const [elegida, setElegida] = useState<number | null>(null);
  const estacionId = propia ?? elegida ?? estaciones.data?.[0]?.idEds ?? null;
  const estado = useEstadoEstacion(estacionId);
  const [equipoComando, setEquipoComando] = useState<number | 'TODOS'>('TODOS');

  useEventoSocket(EVENTO_EQUIPO_ESTADO, (d) => void aplicarEventoEquipo(cliente, d));
  useEventoSocket(EVENTO_COMANDO_ESTADO, (d) => {
    if (aplicarEventoComando(cliente, d)) void cliente.invalidateQueries({ queryKey: clavesMonitoreo.estacion(estacionId) });
  });

  const columnasEquipos = useMemo<ColumnaTabla<Equipo>[]>(
    () => [
      {
        clave: 'semaforo',
        etiqueta: 'monitoreo.campos.semaforo',
        ancho: 150,
        valor: (e) => t(`monitoreo.semaforos.${e.semaforo}`),
        celda: (e) => <IndicadorEstado nivel={NIVEL_SEMAFORO[e.semaforo]} texto={t(`monitoreo.semaforos.${e.semaforo}`)} />,
      },
      { clave: 'alias', etiqueta: 'monitoreo.campos.equipo' },
      { clave: 'tipo', etiqueta: 'monitoreo.campos.tipo', valor: (e) => t(`equipos.tipos.${e.tipo}`, { defaultValue: e.tipo }) },
      { clave: 'version_app', etiqueta: 'monitoreo.campos.version', valor: (e) => e.version_app ?? '' },
      { clave: 'ultima_conexion', etiqueta: 'monitoreo.campos.ultimoContacto', tipo: 'fechaHora' },
      {
        clave: 'contingencia',
        etiqueta: 'monitoreo.campos.contingencia',
        valor: (e) => t(e.contingencia ? 'monitoreo.si' : 'monitoreo.no'),
      },
      { clave: 'ventas_pendientes', etiqueta: 'monitoreo.campos.ventasPendientes', tipo: 'numero', decimales: 0 },
    ],
    [t],
  );
  const columnasTurnos = useMemo<ColumnaTabla<Turno>[]>(
    () => [
      { clave: 'promotor', etiqueta: 'monitoreo.campos.promotor' },
      { clave: 'isla', etiqueta: 'monitoreo.campos.isla', valor: (x) => x.isla ?? '' },
      { clave: 'fecha_inicio', etiqueta: 'monitoreo.campos.inicio', tipo: 'fechaHora' },
      { clave: 'num_ventas', etiqueta: 'monitoreo.campos.ventas', tipo: 'numero', decimales: 0 },
      { clave: 'total_ventas', etiqueta: 'monitoreo.campos.totalVentas', tipo: 'dinero' },
      { clave: 'num_sobres', etiqueta: 'monitoreo.campos.sobres', tipo: 'numero', decimales: 0 },
      { clave: 'total_sobres', etiqueta: 'monitoreo.campos.totalSobres', tipo: 'dinero' },
    ],
    [],
  );
  const columnasTanques = useMemo<ColumnaTabla<Tanque>[]>(
    () => [
      { clave: 'codigo', etiqueta: 'monitoreo.campos.codigo' },
      { clave: 'producto', etiqueta: 'monitoreo.campos.producto', valor: (x) => x.producto ?? x.descripcion },
      { clave: 'volumen', etiqueta: 'monitoreo.campos.volumen', tipo: 'numero' },
      { clave: 'capacidad', etiqueta: 'monitoreo.campos.capacidad', tipo: 'numero' },
      { clave: 'fecha', etiqueta: 'monitoreo.campos.lectura', tipo: 'fechaHora' },
    ],
    [],
  );
  const columnasResoluciones = useMemo<ColumnaTabla<Resolucion>[]>(
    () => [
      { clave: 'tipo_documento', etiqueta: 'monitoreo.campos.documento' },
      { clave: 'prefijo', etiqueta: 'monitoreo.campos.prefijo' },
      { clave: 'actual', etiqueta: 'monitoreo.campos.actual', tipo: 'numero', decimales: 0 },
      { clave: 'hasta', etiqueta: 'monitoreo.campos.hasta', tipo: 'numero', decimales: 0 },
      { clave: 'fecha_fin', etiqueta: 'monitoreo.campos.vence', tipo: 'fecha' },
      {
        clave: 'alerta',
        etiqueta: 'monitoreo.campos.alerta',
        valor: (x) => t(x.alerta ? 'monitoreo.si' : 'monitoreo.no'),
        celda: (x) => (x.alerta ? <IndicadorEstado nivel="aviso" texto={t('monitoreo.si')} /> : t('monitoreo.no')),
      },
    ],
    [t],
  );
  const columnasComandos = useMemo<ColumnaTabla<Comando>[]>(
    () => [
      { clave: 'creado_en', etiqueta: 'monitoreo.campos.fecha', tipo: 'fechaHora' },
      { clave: 'equipo', etiqueta: 'monitoreo.campos.equipo' },
      { clave: 'tipo', etiqueta: 'monitoreo.campos.comando', valor: (c) => t(`monitoreo.comandos.${c.tipo}`, { defaultValue: c.tipo }) },
      {
        clave: 'estado',
        etiqueta: 'monitoreo.campos.estadoComando',
        valor: (c) => t(`monitoreo.estadosComando.${c.estado}`),
        celda: (c) => <EstadoComando estado={c.estado} />,
      },
      { clave: 'resultado', etiqueta: 'monitoreo.campos.resultado', valor: (c) => c.resultado ?? '' },
    ],
    [t],
  );

  const d = estado.data?.data;
  const exportable = tiene('E');
  const nombreEstacion = d?.salud.empresa ?? '';
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('monitoreo.centro.titulo')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        {propia === null ? (
          <TextField
            select
            size="small"
            label={t('monitoreo.campos.estacion')}
            value={estacionId ?? ''}
            onChange={(e) => {
              setElegida(Number(e.target.value));
              setEquipoComando('TODOS');
            }}
            sx={{ minInlineSize: 280 }}
          >
            {(estaciones.data ?? []).map((e) => (
              <MenuItem key={e.idEds} value={e.idEds}>
                {e.alias}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <Typography variant="subtitle1">{nombreEstacion}</Typography>
        )}
        {d ? <IndicadorSalud salud={d.salud.salud} /> : null}
      </Stack>
      {estado.isError ? <EstadoError onReintentar={() => void estado.refetch()} /> : null}
      {d ? (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(4, 1fr)' } }}>
            <Resumen
              titulo={t('monitoreo.resumen.equipos')}
              valor={`${d.salud.equipos_en_linea} / ${d.salud.equipos}`}
              id="resumen-equipos"
            />
            <Resumen titulo={t('monitoreo.resumen.fePendientes')} valor={f.numero(d.salud.fe_pendientes, 0)} id="resumen-fe" />
            <Resumen titulo={t('monitoreo.resumen.turnosAbiertos')} valor={f.numero(d.salud.turnos_abiertos, 0)} id="resumen-turnos" />
            <Resumen
              titulo={t('monitoreo.resumen.ultimaSincronizacion')}
              valor={d.salud.ultima_sincronizacion ? f.fechaHora(d.salud.ultima_sincronizacion) : t('monitoreo.nunca')}
              id="resumen-sincronizacion"
            />
          </Box>
          <Panel titulo={t('monitoreo.paneles.comandos')} id="panel-comandos">
            <Stack spacing={2}>
              {tiene('X') ? (
                <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
                  <TextField
                    select
                    size="small"
                    label={t('monitoreo.campos.destino')}
                    value={equipoComando}
                    onChange={(e) => setEquipoComando(e.target.value === 'TODOS' ? 'TODOS' : Number(e.target.value))}
                    sx={{ minInlineSize: 240 }}
                  >
                    <MenuItem value="TODOS">{t('monitoreo.todosLosEquipos')}</MenuItem>
                    {d.equipos.map((e) => (
                      <MenuItem key={e.id} value={e.id}>
                        {e.alias}
                      </MenuItem>
                    ))}
                  </TextField>
                  <BotonesComando
                    destino={equipoComando === 'TODOS' ? nombreEstacion : (d.equipos.find((e) => e.id === equipoComando)?.alias ?? '')}
                    equipos={() => Promise.resolve(equipoComando === 'TODOS' ? d.equipos.map((e) => e.id) : [equipoComando])}
                    onEnviado={() => void cliente.invalidateQueries({ queryKey: clavesMonitoreo.estacion(estacionId) })}
                  />
                </Stack>
              ) : null}
              <TablaDatos
                columnas={columnasComandos}
                datos={d.comandos}
                titulo="monitoreo.paneles.comandos"
                nombreArchivo="comandos"
                idFila={(c) => String(c.id)}
              />
            </Stack>
          </Panel>
          <Panel titulo={t('monitoreo.paneles.equipos')} id="panel-equipos">
            <TablaDatos
              columnas={columnasEquipos}
              datos={d.equipos}
              titulo="monitoreo.paneles.equipos"
              nombreArchivo="centro_control_equipos"
              exportable={exportable}
              idFila={(e) => String(e.id)}
            />
          </Panel>
          <Panel titulo={t('monitoreo.paneles.turnos')} id="panel-turnos">
            <TablaDatos
              columnas={columnasTurnos}
              datos={d.turnos}
              titulo="monitoreo.paneles.turnos"
              nombreArchivo="turnos_abiertos"
              exportable={exportable}
            />
          </Panel>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
            <Panel titulo={t('monitoreo.paneles.tanques')} id="panel-tanques">
              <TablaDatos
                columnas={columnasTanques}
                datos={d.tanques}
                titulo="monitoreo.paneles.tanques"
                nombreArchivo="tanques"
                exportable={exportable}
              />
            </Panel>
            <Panel titulo={t('monitoreo.paneles.resoluciones')} id="panel-resoluciones">
              <TablaDatos
                columnas={columnasResoluciones}
                datos={d.resoluciones}
                titulo="monitoreo.paneles.resoluciones"
                nombreArchivo="resoluciones"
                exportable={exportable}
              />
            </Panel>
          </Box>
        </>
      ) : null}
    </Stack>
  );
}

function Resumen({ titulo, valor, id }: { titulo: string; valor: string; id: string }) {
  return (
    <Panel titulo={titulo} id={id}>
      <Typography variant="h6" component="p">
        {valor}
      </Typography>
    </Panel>
  );
}
