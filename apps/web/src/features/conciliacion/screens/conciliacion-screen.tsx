import { useEffect, useMemo, useState } from 'react';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { Autocomplete, Box, Button, Chip, Paper, Stack, TextField, Typography } from '@mui/material';
import type { TEstacionConciliacion } from '@eds/contracts/conciliacion/conciliacion';
import { CalendarioDias } from '../../../components/calendario/calendario-dias';
import { useConfirmacion } from '../../../components/dialogos/use-confirmacion';
import { traducirMensaje } from '../../../i18n/mensajes';
import { ApiError } from '../../../lib/api-client';
import { usePermisos } from '../../../lib/permisos';
import { useUsuario } from '../../../lib/sesion';
import { useCalendarioEstacion } from '../api/calendario-estacion';
import { useConciliarDia } from '../api/conciliar-dia';
import { useConsolidadoDia, type DiaConsultado } from '../api/consolidado-dia';
import { useDiferenciasLectura } from '../api/diferencias-lectura';
import { useEstacionesConciliacion } from '../api/estaciones-conciliacion';
import { useEstadoDia } from '../api/estado-dia';
import { useNovedadesDia } from '../api/novedades-dia';
import { DiferenciasLectura } from '../components/diferencias-lectura';
import { NovedadesDia } from '../components/novedades-dia';
import { ResumenPagos } from '../components/resumen-pagos';
import '../lib/mensajes-conciliacion';

/** User type 5 works at one station: the selector is locked to it. */
const TIPO_ESTACION = 5;

/** Shows a load failure once with the specification's text for it. */
function useAvisoError(error: unknown, clave: string) {
  const { enqueueSnackbar } = useSnackbar();
  const { t } = useTranslation();
  useEffect(() => {
    if (error) enqueueSnackbar(t(clave), { variant: 'error' });
  }, [error, clave, enqueueSnackbar, t]);
}

/**
 * CONCILIADOR EDS (`/sap/conciliacion-pdv`): pick a station and a day on the calendar (white enabled, grey disabled,
 * green reconciled, red with novelties), search, read the novelties, the three payment summaries and the reading
 * differences, and reconcile the day (irreversible) when it has no novelties, is before today, both loads
 * succeeded and it is not reconciled yet.
 */
export function ConciliacionScreen() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const usuario = useUsuario();
  const { tiene } = usePermisos();
  const { confirmar, dialogo } = useConfirmacion();
  const bloqueada = usuario.tipo === TIPO_ESTACION;
  const estaciones = useEstacionesConciliacion();
  const [elegida, setEstacion] = useState<TEstacionConciliacion | null>(null);
  const [fecha, setFecha] = useState<string | null>(null);
  /** The month the calendar shows; null = the station's current month (the server's default). */
  const [mes, setMes] = useState<string | null>(null);
  const [consulta, setConsulta] = useState<DiaConsultado | null>(null);
  // A station user's selector holds its own station and cannot change.
  const estacion = bloqueada ? (estaciones.data?.find((e) => e.id === usuario.empresas_id) ?? null) : elegida;

  const calendario = useCalendarioEstacion(estacion?.id ?? null, mes);
  const hoy = calendario.data?.hoy ?? null;

  const novedades = useNovedadesDia(consulta);
  const consolidado = useConsolidadoDia(consulta);
  const diferencias = useDiferenciasLectura(consulta);
  const estado = useEstadoDia(consulta);
  const conciliar = useConciliarDia();
  useAvisoError(calendario.error, 'conciliacion.mensajes.errorCalendario');
  useAvisoError(novedades.error, 'conciliacion.mensajes.errorNovedades');
  useAvisoError(estado.error, 'conciliacion.mensajes.errorEstadoDia');
  useAvisoError(consolidado.error ?? diferencias.error, 'conciliacion.mensajes.errorDatos');

  const cambiarEstacion = (e: TEstacionConciliacion | null) => {
    setEstacion(e);
    setConsulta(null);
    setMes(null);
  };
  const cambiarFecha = (dia: string) => {
    setFecha(dia);
    setConsulta(null);
  };
  const buscar = () => {
    if (!estacion) {
      enqueueSnackbar(t('conciliacion.mensajes.seleccioneEstacion'), { variant: 'info' });
      return;
    }
    if (fecha) setConsulta({ empresaId: estacion.id, fecha });
  };

  const conciliado = (estado.data?.length ?? 0) > 0;
  const puedeConciliar =
    tiene('C') &&
    consulta !== null &&
    hoy !== null &&
    consulta.fecha < hoy &&
    novedades.isSuccess &&
    novedades.data.length === 0 &&
    consolidado.isSuccess &&
    diferencias.isSuccess &&
    estado.isSuccess &&
    !conciliado &&
    !conciliar.isPending;

  const alConciliar = async () => {
    if (!consulta || !(await confirmar(t('conciliacion.mensajes.confirmar')))) return;
    try {
      await conciliar.mutateAsync({ empresaId: consulta.empresaId, fechaCierre: consulta.fecha });
      enqueueSnackbar(t('conciliacion.mensajes.exito'), { variant: 'success' });
    } catch (error) {
      const mensaje = error instanceof ApiError && error.status === 400 && error.mensaje ? traducirMensaje(t, error.mensaje) : '';
      enqueueSnackbar(mensaje || t('conciliacion.mensajes.errorConciliar'), { variant: 'error' });
    }
  };

  const marcas = useMemo(
    () => ({ verdes: calendario.data?.ClosingDays ?? [], rojos: calendario.data?.newsDateList ?? [] }),
    [calendario.data],
  );

  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Typography variant="h5" component="h1">
        {t('conciliacion.titulo')}
      </Typography>
      <Paper sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <Stack spacing={2} sx={{ flex: 1 }}>
            <Autocomplete
              options={estaciones.data ?? []}
              value={estacion}
              onChange={(_e, v) => cambiarEstacion(v)}
              getOptionLabel={(e) => e.alias}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              disabled={bloqueada}
              loading={estaciones.isLoading}
              renderInput={(p) => <TextField {...p} label={t('conciliacion.estacion')} />}
            />
            <TextField
              label={t('conciliacion.departamento')}
              value={estacion?.departamento ?? ''}
              slotProps={{ input: { readOnly: true } }}
            />
            <TextField label={t('conciliacion.ciudad')} value={estacion?.ciudad ?? ''} slotProps={{ input: { readOnly: true } }} />
            <TextField
              label={t('conciliacion.fecha')}
              value={fecha ? fecha.split('-').reverse().join('/') : ''}
              slotProps={{ input: { readOnly: true } }}
            />
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
              <Chip size="small" label={t('conciliacion.leyenda.conciliado')} sx={{ bgcolor: '#2e7d32', color: '#fff' }} />
              <Chip size="small" label={t('conciliacion.leyenda.conNovedades')} sx={{ bgcolor: '#c62828', color: '#fff' }} />
              <Chip size="small" label={t('conciliacion.leyenda.habilitado')} variant="outlined" />
              <Chip size="small" label={t('conciliacion.leyenda.deshabilitado')} sx={{ bgcolor: '#e0e0e0' }} />
            </Stack>
            <Box>
              <Button variant="contained" onClick={buscar}>
                {t('conciliacion.buscar')}
              </Button>
            </Box>
          </Stack>
          <Box data-testid="calendario-conciliacion">
            <CalendarioDias
              etiqueta={t('conciliacion.fecha')}
              valor={fecha}
              onCambiar={cambiarFecha}
              minima={calendario.data?.newsStartDate ?? hoy}
              maxima={hoy}
              verdes={marcas.verdes}
              rojos={marcas.rojos}
              onMes={setMes}
            />
          </Box>
        </Stack>
      </Paper>
      <Paper sx={{ p: 2 }}>
        <NovedadesDia novedades={consulta && novedades.data ? novedades.data : null} />
        <Box sx={{ mt: 2 }}>
          <Button variant="contained" color="success" disabled={!puedeConciliar} onClick={() => void alConciliar()}>
            {t('conciliacion.conciliarDia')}
          </Button>
          {conciliado && <Chip sx={{ marginInlineStart: 2 }} color="success" label={t('conciliacion.leyenda.conciliado')} />}
        </Box>
      </Paper>
      {consulta && consolidado.data && (
        <>
          <ResumenPagos negocio="combustible" resumen={consolidado.data.fuel} />
          <ResumenPagos negocio="kiosco" resumen={consolidado.data.kiosco} />
          <ResumenPagos negocio="canastilla" resumen={consolidado.data.canastilla} />
        </>
      )}
      {consulta && diferencias.data && <DiferenciasLectura datos={diferencias.data} />}
      {dialogo}
    </Stack>
  );
}
