import { useMemo, useState, type FormEvent } from 'react';
import { Autocomplete, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import Search from '@mui/icons-material/Search';
import Replay from '@mui/icons-material/ReplayOutlined';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import { useSnackbar } from 'notistack';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ESTADOS_COMPROBANTE,
  type EstadoComprobante,
  type TDiaConciliado,
  type TEstacionConciliacion,
} from '@eds/contracts/conciliacion/conciliacion';
import { BotonAccion } from '../../../components/acciones/boton-accion';
import { ConLetra } from '../../../components/acciones/con-letra';
import { useConfirmacion } from '../../../components/dialogos/use-confirmacion';
import { EstadoError } from '../../../components/estados/estado-error';
import { avisarError } from '../../../components/formulario/avisar-error';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { TablaDatos } from '../../../components/tabla/tabla-datos';
import { traducirMensaje } from '../../../i18n/mensajes';
import { useEventoSocket } from '../../../lib/eventos-socket';
import { usePermisos } from '../../../lib/permisos';
import type { FormatoArchivo } from '../api/comprobantes';
import { clavesContabilidad } from '../api/claves-contabilidad';
import { INTERVALO_MONITOR, monitorQueryOptions, useCambiarEstadoComprobante, useEstacionesMonitor } from '../api/monitor';
import { ChipEstadoComprobante } from './chip-estado';
import { DetalleComprobante } from './detalle-comprobante';
import { SelectorFormato } from './selector-formato';
import { useEnvioComprobantes } from './use-envio';
import { useListaServidor } from './use-lista-servidor';

interface Filtros {
  estacion: TEstacionConciliacion | null;
  fechaInicial: string;
  fechaFinal: string;
  estado: EstadoComprobante | '';
}

/**
 * The closing-day monitor (pattern M, polled every 60 s and refreshed live by the 'monitor-sap' socket events): each reconciled station day with its voucher's state
 * (PENDIENTE, ENVIADO, ERROR, CONCILIADO); `Reenviar` (X) exports the voucher again as a file and records it ENVIADO;
 * the accountant confirms the import (CONCILIADO) or records its failure (ERROR) (U).
 */
export function MonitorCierres() {
  const { t } = useTranslation();
  const { tiene } = usePermisos();
  const { enqueueSnackbar } = useSnackbar();
  const { confirmar, dialogo } = useConfirmacion();
  const estaciones = useEstacionesMonitor();
  const [borrador, setBorrador] = useState<Filtros>({ estacion: null, fechaInicial: '', fechaFinal: '', estado: '' });
  const [filtros, setFiltros] = useState<Filtros>(borrador);
  const [formato, setFormato] = useState<FormatoArchivo>('csv');
  const [abierto, setAbierto] = useState<number | null>(null);
  const envio = useEnvioComprobantes('monitor');
  const cambiarEstado = useCambiarEstadoComprobante();
  const consultaFiltros = useMemo(
    () => ({
      empresaId: filtros.estacion?.id,
      fechaInicial: filtros.fechaInicial || undefined,
      fechaFinal: filtros.fechaFinal || undefined,
      estado: filtros.estado || undefined,
    }),
    [filtros],
  );
  const { consulta, servidor, reiniciar } = useListaServidor(consultaFiltros, (q) => monitorQueryOptions(q), INTERVALO_MONITOR);
  // Live: a day reconciled or a voucher changing state at one of the user's stations refreshes the monitor at once.
  const cliente = useQueryClient();
  useEventoSocket('monitor-sap', () => void cliente.invalidateQueries({ queryKey: clavesContabilidad.comprobantes }));

  const buscar = (e: FormEvent) => {
    e.preventDefault();
    if (borrador.fechaInicial && borrador.fechaFinal && borrador.fechaInicial > borrador.fechaFinal) {
      enqueueSnackbar(t('contabilidad.mensajesComprobantes.fechasInvertidas'), { variant: 'warning' });
      return;
    }
    setFiltros(borrador);
    reiniciar();
  };

  const marcar = async (id: number, estado: 'CONCILIADO' | 'ERROR') => {
    const pregunta = estado === 'CONCILIADO' ? 'contabilidad.comprobantes.confirmarConciliado' : 'contabilidad.comprobantes.confirmarError';
    if (!(await confirmar(t(pregunta)))) return;
    try {
      const r = await cambiarEstado.mutateAsync({ id, estado });
      enqueueSnackbar(traducirMensaje(t, r.mensaje), { variant: 'success' });
    } catch (error) {
      avisarError(error, enqueueSnackbar, t);
    }
  };

  const columnas = useMemo<ColumnaTabla<TDiaConciliado>[]>(
    () => [
      { clave: 'estacion', etiqueta: 'contabilidad.campos.estacion' },
      { clave: 'fecha_cierre', etiqueta: 'contabilidad.campos.fecha', tipo: 'fecha', ancho: 130 },
      { clave: 'comprobante_id', etiqueta: 'contabilidad.campos.comprobante', tipo: 'numero', decimales: 0, ancho: 120 },
      {
        clave: 'estado',
        etiqueta: 'contabilidad.campos.estado',
        ancho: 140,
        valor: (d) => t(`contabilidad.estadosComprobante.${d.estado}`),
        celda: (d) => <ChipEstadoComprobante estado={d.estado} />,
      },
      { clave: 'total_debitos', etiqueta: 'contabilidad.campos.debitos', tipo: 'dinero', ancho: 150 },
      { clave: 'total_creditos', etiqueta: 'contabilidad.campos.creditos', tipo: 'dinero', ancho: 150 },
      { clave: 'usuario', etiqueta: 'contabilidad.campos.usuario', ancho: 140 },
      { clave: 'creado_en', etiqueta: 'contabilidad.campos.conciliadoEn', tipo: 'fechaHora', ancho: 170 },
    ],
    [t],
  );

  const acciones = (d: TDiaConciliado) => (
    <>
      <BotonAccion
        letra="R"
        etiqueta={t('contabilidad.comprobantes.verDe', { id: d.comprobante_id })}
        icono={<Visibility />}
        onClick={() => setAbierto(d.comprobante_id)}
      />
      <BotonAccion
        letra="X"
        etiqueta={t('contabilidad.comprobantes.reenviarDe', { id: d.comprobante_id })}
        icono={<Replay />}
        color="primary"
        deshabilitado={d.estado === 'CONCILIADO' || envio.enviando}
        onClick={() => void envio.enviar([d.comprobante_id], formato)}
      />
    </>
  );

  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {t('contabilidad.sap.monitor')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('contabilidad.sap.avisoMonitor')}
      </Typography>
      <Box
        component="form"
        role="search"
        aria-label={t('contabilidad.sap.filtrosMonitor')}
        onSubmit={buscar}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
      >
        <Autocomplete
          options={estaciones.data ?? []}
          value={borrador.estacion}
          onChange={(_e, v) => setBorrador((b) => ({ ...b, estacion: v }))}
          getOptionLabel={(e) => e.alias}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          loading={estaciones.isLoading}
          sx={{ minInlineSize: 260 }}
          renderInput={(p) => <TextField {...p} label={t('contabilidad.campos.estacion')} />}
        />
        <TextField
          fullWidth={false}
          type="date"
          name="fechaInicial"
          label={t('contabilidad.campos.fechaInicial')}
          value={borrador.fechaInicial}
          onChange={(e) => setBorrador((b) => ({ ...b, fechaInicial: e.target.value }))}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          fullWidth={false}
          type="date"
          name="fechaFinal"
          label={t('contabilidad.campos.fechaFinal')}
          value={borrador.fechaFinal}
          onChange={(e) => setBorrador((b) => ({ ...b, fechaFinal: e.target.value }))}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          select
          fullWidth={false}
          name="estado"
          label={t('contabilidad.campos.estado')}
          value={borrador.estado}
          onChange={(e) => setBorrador((b) => ({ ...b, estado: e.target.value as Filtros['estado'] }))}
          sx={{ minInlineSize: 180 }}
        >
          <MenuItem value="">{t('lista.todos')}</MenuItem>
          {ESTADOS_COMPROBANTE.map((e) => (
            <MenuItem key={e} value={e}>
              {t(`contabilidad.estadosComprobante.${e}`)}
            </MenuItem>
          ))}
        </TextField>
        <ConLetra letra="X">
          <SelectorFormato valor={formato} onCambiar={setFormato} />
        </ConLetra>
        <Button type="submit" variant="contained" startIcon={<Search />}>
          {t('lista.buscarBoton')}
        </Button>
      </Box>
      {consulta.isError ? (
        <EstadoError onReintentar={() => void consulta.refetch()} />
      ) : (
        <TablaDatos<TDiaConciliado>
          columnas={columnas}
          datos={consulta.data?.data ?? []}
          cargando={consulta.isPending}
          titulo="contabilidad.sap.monitor"
          nombreArchivo="monitor_cierres_sap"
          exportable={tiene('E')}
          accionesFila={acciones}
          idFila={(d) => String(d.id)}
          servidor={servidor}
        />
      )}
      {abierto !== null ? (
        <DetalleComprobante
          id={abierto}
          onCerrar={() => setAbierto(null)}
          acciones={(c) =>
            c.estado === 'ENVIADO' ? (
              <ConLetra letra="U">
                <Button color="error" onClick={() => void marcar(c.id, 'ERROR')} disabled={cambiarEstado.isPending}>
                  {t('contabilidad.comprobantes.marcarError')}
                </Button>
                <Button
                  variant="contained"
                  color="success"
                  onClick={() => void marcar(c.id, 'CONCILIADO')}
                  disabled={cambiarEstado.isPending}
                >
                  {t('contabilidad.comprobantes.marcarConciliado')}
                </Button>
              </ConLetra>
            ) : null
          }
        />
      ) : null}
      {dialogo}
    </Stack>
  );
}
