import { useMemo, useState } from 'react';
import {
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  ListItemText,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import CleaningServices from '@mui/icons-material/CleaningServicesOutlined';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { TComando } from '@eds/contracts/comandos';
import { ESTADOS_COMANDO } from '@eds/contracts/comandos';
import {
  MENSAJES_DEPURACION,
  QUE_DEPURAR,
  claveDepurar,
  zAntiguedadDepuracion,
  type TEquipoDepuracion,
  type TQueDepurar,
} from '@eds/contracts/depuracion-pos';
import { ConLetra } from '../../../components/acciones/con-letra';
import { useConfirmacion } from '../../../components/dialogos/use-confirmacion';
import { EstadoError } from '../../../components/estados/estado-error';
import { avisarError } from '../../../components/formulario/avisar-error';
import { FiltroOpcion } from '../../../components/lista/filtro-opcion';
import { PantallaLista } from '../../../components/lista/pantalla-lista';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { TablaDatos } from '../../../components/tabla/tabla-datos';
import { traducirMensaje } from '../../../i18n/mensajes';
import { SelectorEstacion, useEstacionElegida } from '../../../components/formulario/selector-estacion';
import { useFormato } from '../../../lib/formato';
import {
  depuracionesQueryOptions,
  useDepurar,
  useEquiposDepuracion,
  type clavesDepuracion,
  type FiltrosDepuracion,
} from '../api/depuracion-pos';
import '../lib/mensajes-comandos';
import '../lib/mensajes-depuracion';

/** A preview row: the device and its last reported counts, flattened for the table and its exports. */
type FilaVista = TEquipoDepuracion & Record<string, unknown>;
type FilaHistorial = TComando & Record<string, unknown>;

/**
 * Depuración POS (SCREENS.md G05, `/mantenimiento/depuracionpos`): clean-up of the POS devices' local databases (the
 * server's data is never touched). Estación, Equipos (the station's POS devices), Qué depurar and Antigüedad (30–365
 * days); the chosen devices' counts from their last heartbeat; `Depurar` (X) asks first and queues one DEPURAR command
 * per device, which the server completes with the newest sale it holds from that device. Below, the station's DEPURAR
 * commands with their state, result, user and dates (PDF/Excel with E). docs/decisions/056-depuracion-pos.md.
 */
export function DepuracionPosScreen() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { lista, estacion, elegir, cargando: cargandoEstaciones } = useEstacionElegida();
  const equipos = useEquiposDepuracion(estacion);
  const [seleccion, setSeleccion] = useState<number[]>([]);
  const [que, setQue] = useState<TQueDepurar[]>([]);
  const [antiguedad, setAntiguedad] = useState('90');
  const [tocado, setTocado] = useState(false);
  const depurar = useDepurar();
  const { confirmar, dialogo } = useConfirmacion();
  const formato = useFormato();

  const disponibles = equipos.data ?? [];
  const elegidos = disponibles.filter((e) => seleccion.includes(e.id));
  const revisada = zAntiguedadDepuracion.safeParse(antiguedad.trim() === '' ? undefined : antiguedad);
  const errorAntiguedad = tocado && !revisada.success ? traducirMensaje(t, MENSAJES_DEPURACION.antiguedad) : undefined;
  const errorEquipos = tocado && seleccion.length === 0 ? t('mensajes.campoObligatorioCorto') : undefined;
  const errorQue = tocado && que.length === 0 ? traducirMensaje(t, MENSAJES_DEPURACION.queDepurar) : undefined;

  const cambiarEstacion = (id: number) => {
    elegir(id);
    setSeleccion([]);
  };
  const alternar = (q: TQueDepurar) => setQue((actual) => (actual.includes(q) ? actual.filter((x) => x !== q) : [...actual, q]));

  const alDepurar = async () => {
    setTocado(true);
    if (estacion === null || seleccion.length === 0 || que.length === 0 || !revisada.success) return;
    if (!(await confirmar(traducirMensaje(t, MENSAJES_DEPURACION.confirmar)))) return;
    try {
      const payload = { antiguedad_dias: revisada.data, ...Object.fromEntries(que.map((q) => [claveDepurar(q), true])) };
      const r = await depurar.mutateAsync({ equipos: seleccion, payload });
      enqueueSnackbar(traducirMensaje(t, r.mensaje), { variant: 'success' });
      setSeleccion([]);
      setTocado(false);
    } catch (e) {
      avisarError(e, enqueueSnackbar, t);
    }
  };

  const sinDatos = traducirMensaje(t, MENSAJES_DEPURACION.sinDatos);
  const columnasVista = useMemo<ColumnaTabla<FilaVista>[]>(
    () => [
      { clave: 'alias', etiqueta: 'depuracionPos.campos.equipo', ancho: 180 },
      {
        clave: 'reportado_en',
        etiqueta: 'depuracionPos.campos.reportadoEn',
        tipo: 'fechaHora',
        ancho: 180,
        valor: (f) => f.conteos?.reportado_en ?? null,
        // A device that never reported its counts can still be purged: the row says so.
        celda: (f) => (f.conteos ? formato.fechaHora(f.conteos.reportado_en) : sinDatos),
      },
      {
        clave: 'ventas_sincronizadas',
        etiqueta: 'depuracionPos.que.VENTAS_SINCRONIZADAS',
        tipo: 'numero',
        decimales: 0,
        valor: (f) => f.conteos?.ventas_sincronizadas ?? null,
      },
      { clave: 'logs', etiqueta: 'depuracionPos.que.LOGS', tipo: 'numero', decimales: 0, valor: (f) => f.conteos?.logs ?? null },
      {
        clave: 'cola_confirmada',
        etiqueta: 'depuracionPos.que.COLA_CONFIRMADA',
        tipo: 'numero',
        decimales: 0,
        valor: (f) => f.conteos?.cola_confirmada ?? null,
      },
      {
        clave: 'cache_mb',
        etiqueta: 'depuracionPos.campos.cacheMb',
        tipo: 'numero',
        decimales: 1,
        valor: (f) => f.conteos?.cache_mb ?? null,
      },
      {
        clave: 'registro_mas_antiguo',
        etiqueta: 'depuracionPos.campos.registroMasAntiguo',
        tipo: 'fechaHora',
        ancho: 170,
        valor: (f) => f.conteos?.registro_mas_antiguo ?? null,
      },
      { clave: 'ultima_venta_fecha', etiqueta: 'depuracionPos.campos.ultimaVenta', tipo: 'fechaHora', ancho: 170 },
    ],
    [sinDatos, formato],
  );

  const columnasHistorial = useMemo<ColumnaTabla<FilaHistorial>[]>(
    () => [
      { clave: 'creado_en', etiqueta: 'depuracionPos.campos.fecha', tipo: 'fechaHora', ordenable: true, ancho: 170 },
      { clave: 'equipo', etiqueta: 'depuracionPos.campos.equipo', ordenable: true, ancho: 160 },
      {
        clave: 'que',
        etiqueta: 'depuracionPos.campos.que',
        ancho: 260,
        valor: (f) =>
          QUE_DEPURAR.filter((q) => f.payload[claveDepurar(q)] === true)
            .map((q) => t(`depuracionPos.que.${q}`))
            .join(', '),
      },
      {
        clave: 'antiguedad',
        etiqueta: 'depuracionPos.campos.antiguedad',
        tipo: 'numero',
        decimales: 0,
        ancho: 120,
        valor: (f) => (typeof f.payload.antiguedad_dias === 'number' ? f.payload.antiguedad_dias : null),
      },
      {
        clave: 'estado',
        etiqueta: 'depuracionPos.campos.estado',
        ordenable: true,
        ancho: 130,
        valor: (f) => t(`monitoreo.estadosComando.${f.estado}`),
      },
      { clave: 'resultado', etiqueta: 'depuracionPos.campos.resultado', ancho: 220 },
      { clave: 'usuario', etiqueta: 'depuracionPos.campos.usuario', ordenable: true, ancho: 140 },
      { clave: 'entregado_en', etiqueta: 'depuracionPos.campos.entregado', tipo: 'fechaHora', ancho: 170 },
      { clave: 'terminado_en', etiqueta: 'depuracionPos.campos.terminado', tipo: 'fechaHora', ancho: 170 },
    ],
    [t],
  );

  if (equipos.isError) return <EstadoError onReintentar={() => void equipos.refetch()} />;

  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {t('depuracionPos.titulo')}
      </Typography>
      <Paper variant="outlined" sx={{ padding: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ marginBlockEnd: 2 }}>
          {t('depuracionPos.explicacion')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <SelectorEstacion
            etiqueta={t('depuracionPos.campos.estacion')}
            lista={lista}
            valor={estacion}
            cargando={cargandoEstaciones}
            onCambiar={cambiarEstacion}
          />
          <TextField
            select
            required
            label={t('depuracionPos.campos.equipos')}
            value={seleccion.map(String)}
            onChange={(e) => setSeleccion((e.target.value as unknown as string[]).map(Number))}
            error={errorEquipos !== undefined}
            helperText={errorEquipos ?? (equipos.isSuccess && disponibles.length === 0 ? t('depuracionPos.sinEquipos') : undefined)}
            slotProps={{ select: { multiple: true, renderValue: () => elegidos.map((e) => e.alias).join(', ') } }}
          >
            {disponibles.map((e) => (
              <MenuItem key={e.id} value={String(e.id)}>
                <Checkbox size="small" checked={seleccion.includes(e.id)} />
                <ListItemText primary={e.alias} secondary={e.serial} />
              </MenuItem>
            ))}
          </TextField>
          <FormControl required error={errorQue !== undefined} component="fieldset" variant="standard">
            <FormLabel component="legend">{t('depuracionPos.campos.que')}</FormLabel>
            <FormGroup row>
              {QUE_DEPURAR.map((q) => (
                <FormControlLabel
                  key={q}
                  control={<Checkbox checked={que.includes(q)} onChange={() => alternar(q)} />}
                  label={t(`depuracionPos.que.${q}`)}
                />
              ))}
            </FormGroup>
            {errorQue ? <FormHelperText>{errorQue}</FormHelperText> : null}
          </FormControl>
          <TextField
            required
            label={t('depuracionPos.campos.antiguedad')}
            value={antiguedad}
            inputMode="numeric"
            onChange={(e) => setAntiguedad(e.target.value)}
            onBlur={() => setTocado(true)}
            error={errorAntiguedad !== undefined}
            helperText={errorAntiguedad ?? t('depuracionPos.ayudaAntiguedad')}
          />
        </Box>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, marginBlock: 2 }}>
          {t('depuracionPos.vistaPrevia')}
        </Typography>
        <TablaDatos<FilaVista>
          columnas={columnasVista}
          datos={elegidos}
          cargando={equipos.isPending && estacion !== null}
          titulo="depuracionPos.vistaPrevia"
          nombreArchivo="depuracion_pos_vista_previa"
          exportable={false}
          idFila={(f) => String(f.id)}
        />
        <Stack direction="row" sx={{ marginBlockStart: 2, justifyContent: 'flex-end' }}>
          <ConLetra letra="X">
            <Button
              variant="contained"
              color="warning"
              startIcon={<CleaningServices />}
              onClick={() => void alDepurar()}
              disabled={depurar.isPending || estacion === null}
            >
              {t('depuracionPos.depurar')}
            </Button>
          </ConLetra>
        </Stack>
      </Paper>
      {estacion !== null ? (
        <PantallaLista<FilaHistorial, FiltrosDepuracion, ReturnType<typeof clavesDepuracion.historial>>
          key={estacion}
          titulo="depuracionPos.historial"
          nivelTitulo="h2"
          entidad="depuracionPos.entidad"
          nombreArchivo="depuracion_pos"
          columnas={columnasHistorial}
          sinEstado
          opciones={(consulta) => depuracionesQueryOptions(estacion, consulta)}
          filtros={{
            iniciales: { estado_comando: null },
            render: (valores, cambiar) => (
              <FiltroOpcion<string>
                etiqueta={t('depuracionPos.campos.estado')}
                valor={valores.estado_comando}
                textoTodos={t('lista.todos')}
                opciones={ESTADOS_COMANDO.map((v) => ({ valor: v, texto: t(`monitoreo.estadosComando.${v}`) }))}
                onCambiar={(v) => cambiar({ estado_comando: v })}
              />
            ),
          }}
          idFila={(f) => String(f.id)}
        />
      ) : null}
      {dialogo}
    </Stack>
  );
}
