import { useMemo, useState } from 'react';
import { Box, Button, Checkbox, Chip, ListItemText, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import Restore from '@mui/icons-material/RestoreOutlined';
import Send from '@mui/icons-material/SendOutlined';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { errorValorParametro, type TParametroValorEquipo } from '@eds/contracts/configuracion/parametros';
import type { TEquipo } from '@eds/contracts/equipo';
import { BotonAccion } from '../../../components/acciones/boton-accion';
import { ConLetra } from '../../../components/acciones/con-letra';
import { useConfirmacion } from '../../../components/dialogos/use-confirmacion';
import { EstadoError } from '../../../components/estados/estado-error';
import { avisarError } from '../../../components/formulario/avisar-error';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { TablaDatos } from '../../../components/tabla/tabla-datos';
import { traducirMensaje } from '../../../i18n/mensajes';
import { SelectorEstacion, useEstacionElegida } from '../../../components/formulario/selector-estacion';
import { usePermisos } from '../../../lib/permisos';
import {
  useAsignarValor,
  useEnviarAEquipos,
  useEquiposEstacion,
  useRestablecerValores,
  useValoresEquipos,
} from '../api/parametros-equipos';
import '../lib/mensajes-equipos';
import '../lib/mensajes-comandos';

/** A device row: the device and what reaches it of the chosen parameter. */
type Fila = TEquipo & { valor: TParametroValorEquipo | null } & Record<string, unknown>;

/**
 * Asignación de parámetros a equipos (SCREENS.md G05, `/configuracion/asignacion-parametros-equipos`): a parameter
 * that admits a device's value (G10 definitions, level EQUIPO), its value, checked by the definition, and the devices
 * of one station that take it (U), or every own value of another device copied onto them (`Copiar de equipo`, U).
 * Each device shows its own and effective value and where it comes from; `Restablecer` (U) lets it inherit again;
 * `Enviar a equipos` (X) queues ACTUALIZAR_PARAMETROS so the devices read their parameters now.
 */
export function AsignacionParametrosScreen() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { tiene } = usePermisos();
  const { lista, estacion, elegir, cargando: cargandoEstaciones } = useEstacionElegida();
  const equipos = useEquiposEstacion(estacion);
  const ids = useMemo(() => (equipos.data ?? []).map((e) => e.id), [equipos.data]);
  const valores = useValoresEquipos(ids);
  const [definicionId, setDefinicionId] = useState<number | null>(null);
  const [valor, setValor] = useState('');
  const [seleccion, setSeleccion] = useState<number[]>([]);
  const [origen, setOrigen] = useState<number | ''>('');
  const [tocado, setTocado] = useState(false);
  const asignar = useAsignarValor();
  const restablecer = useRestablecerValores();
  const enviar = useEnviarAEquipos();
  const { confirmar, dialogo } = useConfirmacion();

  const porEquipo = new Map<number, TParametroValorEquipo[]>(ids.map((id, i) => [id, valores[i]?.data ?? []]));
  const definiciones = valores.find((v) => v.data)?.data ?? [];
  const definicion = definiciones.find((d) => d.definicion_id === definicionId) ?? null;
  const valorDe = (equipoId: number) => porEquipo.get(equipoId)?.find((v) => v.definicion_id === definicionId) ?? null;
  const errorValor = definicion ? errorValorParametro(definicion, valor) : null;
  const sinEquipos = seleccion.length === 0;
  const texto = (v: string | null | undefined) =>
    v === null || v === undefined
      ? ''
      : definicion?.tipo === 'BOOLEANO'
        ? t(v === 'S' ? 'asignacionParametros.si' : 'asignacionParametros.no')
        : v;

  const cambiarEstacion = (id: number) => {
    elegir(id);
    setSeleccion([]);
    setOrigen('');
  };

  const elegirDefinicion = (id: number) => {
    setDefinicionId(id);
    const d = definiciones.find((x) => x.definicion_id === id);
    setValor(d?.valor_efectivo ?? '');
    setTocado(false);
  };

  const alAsignar = async () => {
    setTocado(true);
    if (!definicion || errorValor || sinEquipos || estacion === null) return;
    try {
      const mensaje = await asignar.mutateAsync(
        seleccion.map((equipo_id) => ({
          definicion_id: definicion.definicion_id,
          nivel: 'EQUIPO' as const,
          empresa_id: estacion,
          equipo_id,
          valor,
        })),
      );
      enqueueSnackbar(traducirMensaje(t, mensaje), { variant: 'success' });
    } catch (e) {
      avisarError(e, enqueueSnackbar, t);
    }
  };

  /** Every own value of the source device onto the chosen ones; where the source inherits, they inherit too. */
  const alCopiar = async () => {
    setTocado(true);
    if (origen === '' || sinEquipos || estacion === null) return;
    const fuente = porEquipo.get(origen) ?? [];
    const destinos = seleccion.filter((id) => id !== origen);
    const guardar = destinos.flatMap((equipo_id) =>
      fuente
        .filter((v) => v.valor_equipo !== null)
        .map((v) => ({
          definicion_id: v.definicion_id,
          nivel: 'EQUIPO' as const,
          empresa_id: estacion,
          equipo_id,
          valor: v.valor_equipo!,
        })),
    );
    const quitar = destinos.flatMap((equipo_id) =>
      fuente
        .filter((v) => v.valor_equipo === null && porEquipo.get(equipo_id)?.find((p) => p.definicion_id === v.definicion_id)?.valor_equipo)
        .map((v) => ({ definicion_id: v.definicion_id, nivel: 'EQUIPO' as const, empresa_id: estacion, equipo_id })),
    );
    try {
      await asignar.mutateAsync(guardar);
      await restablecer.mutateAsync(quitar);
      const alias = equipos.data?.find((e) => e.id === origen)?.alias ?? '';
      enqueueSnackbar(t('asignacionParametros.copiados', { alias }), { variant: 'success' });
    } catch (e) {
      avisarError(e, enqueueSnackbar, t);
    }
  };

  const alRestablecer = async (f: Fila) => {
    if (!definicion || estacion === null) return;
    if (!(await confirmar(t('asignacionParametros.confirmarRestablecer', { codigo: definicion.codigo, alias: f.alias })))) return;
    try {
      const mensaje = await restablecer.mutateAsync([
        { definicion_id: definicion.definicion_id, nivel: 'EQUIPO', empresa_id: estacion, equipo_id: f.id },
      ]);
      enqueueSnackbar(traducirMensaje(t, mensaje), { variant: 'success' });
    } catch (e) {
      avisarError(e, enqueueSnackbar, t);
    }
  };

  const alEnviar = async () => {
    setTocado(true);
    if (sinEquipos) return;
    try {
      const r = await enviar.mutateAsync(seleccion);
      enqueueSnackbar(traducirMensaje(t, r.mensaje), { variant: 'success' });
    } catch (e) {
      avisarError(e, enqueueSnackbar, t);
    }
  };

  const columnas = useMemo<ColumnaTabla<Fila>[]>(
    () => [
      { clave: 'alias', etiqueta: 'equipos.campos.alias', ancho: 200 },
      { clave: 'tipo', etiqueta: 'equipos.campos.tipo', ancho: 160, valor: (f) => t(`equipos.tipos.${f.tipo}`) },
      { clave: 'serial', etiqueta: 'equipos.campos.serial', ancho: 140 },
      { clave: 'valor_equipo', etiqueta: 'asignacionParametros.valorEquipo', ancho: 130, valor: (f) => texto(f.valor?.valor_equipo) },
      { clave: 'valor_efectivo', etiqueta: 'asignacionParametros.valorEfectivo', ancho: 130, valor: (f) => texto(f.valor?.valor_efectivo) },
      {
        clave: 'origen',
        etiqueta: 'asignacionParametros.origen',
        ancho: 140,
        valor: (f) => (f.valor ? t(`asignacionParametros.origenes.${f.valor.origen}`) : ''),
        celda: (f) =>
          f.valor ? <Chip size="small" variant="outlined" label={t(`asignacionParametros.origenes.${f.valor.origen}`)} /> : null,
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, definicion],
  );
  const filas: Fila[] = (equipos.data ?? []).map((e) => ({ ...e, valor: valorDe(e.id) }));
  const opciones = definicion?.tipo === 'BOOLEANO' ? ['S', 'N'] : definicion?.tipo === 'LISTA' ? definicion.opciones : null;
  const rango =
    definicion?.tipo === 'NUMERO' && (definicion.minimo !== null || definicion.maximo !== null)
      ? t('asignacionParametros.rango', { min: definicion.minimo ?? '—', max: definicion.maximo ?? '—' })
      : undefined;
  const errorEquipos = tocado && sinEquipos ? t('asignacionParametros.sinEquipos') : undefined;

  if (equipos.isError) return <EstadoError onReintentar={() => void equipos.refetch()} />;

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {t('asignacionParametros.titulo')}
      </Typography>
      <Paper variant="outlined" sx={{ padding: 2 }}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <SelectorEstacion
            etiqueta={t('asignacionParametros.estacion')}
            lista={lista}
            valor={estacion}
            cargando={cargandoEstaciones}
            onCambiar={cambiarEstacion}
          />
          <TextField
            select
            required
            label={t('asignacionParametros.parametro')}
            value={definicionId ?? ''}
            onChange={(e) => elegirDefinicion(Number(e.target.value))}
            error={tocado && !definicion}
            helperText={tocado && !definicion ? t('mensajes.campoObligatorioCorto') : definicion?.descripcion}
          >
            {definiciones.map((d) => (
              <MenuItem key={d.definicion_id} value={d.definicion_id}>
                {d.codigo}
              </MenuItem>
            ))}
          </TextField>
          {opciones ? (
            <TextField select required label={t('asignacionParametros.valor')} value={valor} onChange={(e) => setValor(e.target.value)}>
              {opciones.map((o) => (
                <MenuItem key={o} value={o}>
                  {definicion?.tipo === 'BOOLEANO' ? t(o === 'S' ? 'asignacionParametros.si' : 'asignacionParametros.no') : o}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <TextField
              required
              label={t('asignacionParametros.valor')}
              value={valor}
              disabled={!definicion}
              inputMode={definicion?.tipo === 'NUMERO' ? 'decimal' : 'text'}
              onChange={(e) => setValor(e.target.value)}
              onBlur={() => setTocado(true)}
              error={tocado && errorValor !== null}
              helperText={
                tocado && errorValor ? traducirMensaje(t, errorValor) : (rango ?? (definicion?.tipo === 'HORA' ? 'HH:mm' : undefined))
              }
            />
          )}
          <TextField
            select
            required
            label={t('asignacionParametros.equipos')}
            value={seleccion.map(String)}
            onChange={(e) => setSeleccion((e.target.value as unknown as string[]).map(Number))}
            error={errorEquipos !== undefined}
            helperText={errorEquipos}
            slotProps={{
              select: {
                multiple: true,
                renderValue: () =>
                  (equipos.data ?? [])
                    .filter((e) => seleccion.includes(e.id))
                    .map((e) => e.alias)
                    .join(', '),
              },
            }}
          >
            {(equipos.data ?? []).map((e) => (
              <MenuItem key={e.id} value={String(e.id)}>
                <Checkbox size="small" checked={seleccion.includes(e.id)} />
                <ListItemText primary={e.alias} secondary={t(`equipos.tipos.${e.tipo}`)} />
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <Stack direction="row" spacing={1} sx={{ marginBlockStart: 2, flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
          <ConLetra letra="U">
            <Button variant="contained" onClick={() => void alAsignar()} disabled={asignar.isPending}>
              {t('asignacionParametros.asignar')}
            </Button>
            <TextField
              select
              size="small"
              label={t('asignacionParametros.copiarDe')}
              value={origen === '' ? '' : String(origen)}
              onChange={(e) => setOrigen(Number(e.target.value))}
              sx={{ minInlineSize: 220 }}
            >
              {(equipos.data ?? []).map((e) => (
                <MenuItem key={e.id} value={String(e.id)}>
                  {e.alias}
                </MenuItem>
              ))}
            </TextField>
            <Button
              variant="outlined"
              onClick={() => void alCopiar()}
              disabled={origen === '' || asignar.isPending || restablecer.isPending}
            >
              {t('asignacionParametros.copiar')}
            </Button>
          </ConLetra>
          <ConLetra letra="X">
            <Button variant="outlined" startIcon={<Send />} onClick={() => void alEnviar()} disabled={enviar.isPending}>
              {t('asignacionParametros.enviar')}
            </Button>
          </ConLetra>
        </Stack>
      </Paper>
      <TablaDatos<Fila>
        columnas={columnas}
        datos={filas}
        cargando={equipos.isPending || valores.some((v) => v.isPending)}
        titulo="asignacionParametros.titulo"
        nombreArchivo="parametros_equipos"
        exportable={tiene('E')}
        idFila={(f) => String(f.id)}
        accionesFila={(f) =>
          f.valor?.valor_equipo !== null && f.valor?.valor_equipo !== undefined ? (
            <BotonAccion
              letra="U"
              etiqueta={t('asignacionParametros.restablecerDe', { alias: f.alias })}
              icono={<Restore />}
              onClick={() => void alRestablecer(f)}
            />
          ) : null
        }
      />
      {dialogo}
    </Stack>
  );
}
