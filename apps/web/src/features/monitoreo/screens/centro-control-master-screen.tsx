import { useMemo, useState } from 'react';
import { Checkbox, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { envelopePaginado } from '@eds/contracts/envelope';
import { ZEquipoMonitoreo, type TSaludEstacion } from '@eds/contracts/monitoreo';
import { LIMITE_MAXIMO } from '@eds/contracts/paginacion';
import { EstadoError } from '../../../components/estados/estado-error';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { TablaDatos } from '../../../components/tabla/tabla-datos';
import { solicitar } from '../../../lib/api-client';
import { usePermisos } from '../../../lib/permisos';
import { clavesMonitoreo, useEstadoEstaciones } from '../api/monitoreo';
import { BotonesComando } from '../components/botones-comando';
import { Panel } from '../components/panel';
import { IndicadorSalud } from './centro-control-screen';

/** Every active device of the chosen stations (the bulk commands' targets). */
async function equiposDe(empresas: number[]): Promise<number[]> {
  const r = await solicitar(`/api/equipo/monitoreo?limite=${LIMITE_MAXIMO}`, {
    metodo: 'POST',
    cuerpo: { empresas },
    esquema: envelopePaginado(ZEquipoMonitoreo),
  });
  return r.data.map((e) => e.id);
}

/**
 * Centro de control master (SCREENS.md G06, `/soporte/centro_control_master`, user tipos 1–2): every station of the
 * businesses in scope with its health score (docs/decisions/051-device-monitoring.md), worst first, and the
 * commands of letter X sent at once to every device of the stations ticked.
 */
export function CentroControlMasterScreen() {
  const { t } = useTranslation();
  const { tiene } = usePermisos();
  const cliente = useQueryClient();
  const consulta = useEstadoEstaciones();
  const [elegidas, setElegidas] = useState<ReadonlySet<number>>(new Set());
  const filas = consulta.data?.data ?? [];

  const alternar = (id: number) =>
    setElegidas((actual) => {
      const nuevo = new Set(actual);
      if (nuevo.has(id)) nuevo.delete(id);
      else nuevo.add(id);
      return nuevo;
    });

  const columnas = useMemo<ColumnaTabla<TSaludEstacion>[]>(() => {
    const base: ColumnaTabla<TSaludEstacion>[] = [
      {
        clave: 'salud',
        etiqueta: 'monitoreo.campos.salud',
        tipo: 'numero',
        decimales: 0,
        ancho: 150,
        celda: (s) => <IndicadorSalud salud={s.salud} />,
      },
      { clave: 'empresa', etiqueta: 'monitoreo.campos.estacion' },
      { clave: 'negocio', etiqueta: 'monitoreo.campos.negocio' },
      { clave: 'equipos_en_linea', etiqueta: 'monitoreo.campos.equiposEnLinea', valor: (s) => `${s.equipos_en_linea} / ${s.equipos}` },
      { clave: 'fe_pendientes', etiqueta: 'monitoreo.resumen.fePendientes', tipo: 'numero', decimales: 0 },
      { clave: 'turnos_abiertos', etiqueta: 'monitoreo.resumen.turnosAbiertos', tipo: 'numero', decimales: 0 },
      { clave: 'turnos_viejos', etiqueta: 'monitoreo.campos.turnosViejos', tipo: 'numero', decimales: 0 },
      { clave: 'ventas_pendientes', etiqueta: 'monitoreo.campos.ventasPendientes', tipo: 'numero', decimales: 0 },
      { clave: 'contingencia', etiqueta: 'monitoreo.campos.enContingencia', tipo: 'numero', decimales: 0 },
      { clave: 'ultima_sincronizacion', etiqueta: 'monitoreo.resumen.ultimaSincronizacion', tipo: 'fechaHora' },
    ];
    if (!tiene('X')) return base;
    return [
      {
        clave: 'empresa_id',
        etiqueta: 'monitoreo.campos.elegir',
        ancho: 90,
        valor: () => '',
        celda: (s) => (
          <Checkbox
            checked={elegidas.has(s.empresa_id)}
            onChange={() => alternar(s.empresa_id)}
            slotProps={{ input: { 'aria-label': t('monitoreo.elegirEstacion', { estacion: s.empresa }) } }}
          />
        ),
      },
      ...base,
    ];
  }, [t, tiene, elegidas]);

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('monitoreo.master.titulo')}
      </Typography>
      {consulta.isError ? <EstadoError onReintentar={() => void consulta.refetch()} /> : null}
      {tiene('X') ? (
        <Panel titulo={t('monitoreo.master.comandos', { n: elegidas.size })} id="panel-comandos-masivos">
          <BotonesComando
            destino={t('monitoreo.master.destino', { n: elegidas.size })}
            deshabilitado={elegidas.size === 0}
            equipos={() => equiposDe([...elegidas])}
            onEnviado={() => {
              setElegidas(new Set());
              void cliente.invalidateQueries({ queryKey: clavesMonitoreo.todo });
            }}
          />
        </Panel>
      ) : null}
      <TablaDatos
        columnas={columnas}
        datos={filas}
        cargando={consulta.isPending}
        titulo="monitoreo.master.titulo"
        nombreArchivo="centro_control_master"
        exportable={tiene('E')}
        idFila={(s) => String(s.empresa_id)}
      />
    </Stack>
  );
}
