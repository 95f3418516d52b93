import { useMemo, useState, type ReactNode } from 'react';
import Add from '@mui/icons-material/AddCircleOutlined';
import Delete from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/EditOutlined';
import { Button, Chip, IconButton, MenuItem, Paper, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { TIslaConfiguracion } from '@eds/contracts/estacion';
import type { TEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import { ConLetra } from '../../../components/acciones/con-letra';
import { InterruptorEstado } from '../../../components/acciones/interruptor-estado';
import { Arbol } from '../../../components/arbol/arbol';
import { useConfirmacion } from '../../../components/dialogos/use-confirmacion';
import { EstadoError } from '../../../components/estados/estado-error';
import { avisarError } from '../../../components/formulario/avisar-error';
import { traducirMensaje } from '../../../i18n/mensajes';
import { useUsuario } from '../../../lib/sesion';
import { useEstacionesDelAlcance } from '../../../lib/estaciones-alcance';
import { useCambiarEstado, useConfiguracionEds, useEliminar, useIslas, useManguera } from '../api/islas';
import { FormularioIsla, FormularioManguera, FormularioSurtidor } from '../components/formularios';
import '../lib/mensajes-islas';

type Isla = TIslaConfiguracion;
type Surtidor = Isla['surtidores'][number];
type Manguera = Surtidor['mangueras'][number];

/** One node of the tree; ids are spread by kind (island 3n, pump 3n+1, hose 3n+2) so they never collide. */
type Nodo =
  | { id: number; padre: null; tipo: 'isla'; isla: Isla }
  | { id: number; padre: number; tipo: 'surtidor'; isla: Isla; surtidor: Surtidor }
  | { id: number; padre: number; tipo: 'manguera'; isla: Isla; surtidor: Surtidor; manguera: Manguera };

type Edicion =
  | { tipo: 'isla'; isla: Isla | null }
  | { tipo: 'surtidor'; islaId: number; surtidor: Surtidor | null }
  | { tipo: 'manguera'; surtidor: Surtidor; mangueraId: number | null };

function nodosDe(islas: readonly Isla[]): Nodo[] {
  const nodos: Nodo[] = [];
  for (const isla of islas) {
    nodos.push({ id: isla.islas_id * 3, padre: null, tipo: 'isla', isla });
    for (const surtidor of isla.surtidores) {
      nodos.push({ id: surtidor.id * 3 + 1, padre: isla.islas_id * 3, tipo: 'surtidor', isla, surtidor });
      for (const manguera of surtidor.mangueras) {
        nodos.push({ id: manguera.id * 3 + 2, padre: surtidor.id * 3 + 1, tipo: 'manguera', isla, surtidor, manguera });
      }
    }
  }
  return nodos;
}

/** The hose form once its stored values (Lectura inicial included) are read. */
function EdicionManguera({
  empresaId,
  surtidor,
  mangueraId,
  onCerrar,
}: {
  empresaId: number;
  surtidor: Surtidor;
  mangueraId: number | null;
  onCerrar: () => void;
}) {
  const manguera = useManguera(mangueraId);
  if (mangueraId !== null && !manguera.data) return null;
  return <FormularioManguera empresaId={empresaId} surtidor={surtidor} manguera={manguera.data ?? null} onCerrar={onCerrar} />;
}

/**
 * Islas y surtidores (SCREENS.md G03): pick a station of the user's scope, then the tree island → pump → hose. Islands,
 * pumps and hoses are added (C), edited (U) and switched A/I (U) from their node; the server refuses a hose on a tank
 * of another fuel and any change while the island has an open shift, with the specification's texts.
 */
export function IslasScreen() {
  const { t } = useTranslation();
  const usuario = useUsuario();
  const estaciones = useEstacionesDelAlcance(usuario.infoDominio.negocio_id);
  const [elegida, setEstacion] = useState<number | null>(null);
  // The first station of the scope until the user picks another.
  const estacion = elegida ?? estaciones.data?.[0]?.idEds ?? null;
  const configuracion = useConfiguracionEds(estacion);
  const { mutateAsync: cambiar } = useCambiarEstado();
  const { mutateAsync: eliminar } = useEliminar();
  const islas = useIslas(estacion);
  const conTurno = useMemo(() => new Set((islas.data ?? []).filter((i) => i.turno_abierto).map((i) => i.id)), [islas.data]);
  const { enqueueSnackbar } = useSnackbar();
  const { confirmar, dialogo } = useConfirmacion();
  const [edicion, setEdicion] = useState<Edicion | null>(null);
  const nodos = useMemo(() => nodosDe(configuracion.data ?? []), [configuracion.data]);

  const texto = (n: Nodo) => {
    if (n.tipo === 'isla') return `${t('islas.entidades.isla')} ${n.isla.codigo} - ${n.isla.descripcion}`;
    if (n.tipo === 'surtidor') return t('islas.nodoSurtidor', { numero: n.surtidor.numero, protocolo: n.surtidor.protocolo ?? '' });
    return t('islas.nodoManguera', {
      numero: n.manguera.numero,
      cara: n.manguera.cara,
      producto: n.manguera.producto,
      tanque: n.manguera.bodega,
    });
  };

  const boton = (etiqueta: string, icono: ReactNode, onClick: () => void) => (
    <Tooltip title={etiqueta}>
      <IconButton size="small" aria-label={etiqueta} onClick={onClick}>
        {icono}
      </IconButton>
    </Tooltip>
  );

  const estadoDe = async (recurso: 'isla' | 'surtidor' | 'manguera', id: number, estado: TEstadoRegistro) =>
    traducirMensaje(t, (await cambiar({ recurso, id, estado })).mensaje);

  /** Deletes an island or hose never used; the server refuses one in use ('...Inactívelo.'). */
  const eliminarRegistro = async (recurso: 'isla' | 'manguera', id: number) => {
    if (!(await confirmar(t('lista.confirmarEliminar')))) return;
    try {
      enqueueSnackbar(traducirMensaje(t, (await eliminar({ recurso, id })).mensaje), { variant: 'success' });
    } catch (error) {
      avisarError(error, enqueueSnackbar, t);
    }
  };

  const detalle = (n: Nodo) => {
    const nombre = texto(n);
    return (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        {n.tipo === 'isla' ? (
          <>
            <Chip size="small" variant="outlined" label={t('islas.surtidores', { count: n.isla.surtidores.length })} />
            {conTurno.has(n.isla.islas_id) ? <Chip size="small" color="warning" label={t('islas.turnoAbierto')} /> : null}
            <ConLetra letra="C">
              {boton(t('islas.agregarSurtidor', { registro: nombre }), <Add fontSize="small" />, () =>
                setEdicion({ tipo: 'surtidor', islaId: n.isla.islas_id, surtidor: null }),
              )}
            </ConLetra>
            <ConLetra letra="U">
              {boton(t('islas.editar', { registro: nombre }), <Edit fontSize="small" />, () => setEdicion({ tipo: 'isla', isla: n.isla }))}
            </ConLetra>
            <ConLetra letra="D">
              {boton(
                t('lista.eliminarDe', { registro: nombre }),
                <Delete fontSize="small" color="error" />,
                () => void eliminarRegistro('isla', n.isla.islas_id),
              )}
            </ConLetra>
            <InterruptorEstado
              estado={n.isla.estado}
              etiqueta={t('lista.estadoDe', { registro: nombre })}
              onCambiar={(e) => estadoDe('isla', n.isla.islas_id, e)}
            />
          </>
        ) : n.tipo === 'surtidor' ? (
          <>
            <ConLetra letra="C">
              {boton(t('islas.agregarManguera', { registro: nombre }), <Add fontSize="small" />, () =>
                setEdicion({ tipo: 'manguera', surtidor: n.surtidor, mangueraId: null }),
              )}
            </ConLetra>
            <ConLetra letra="U">
              {boton(t('islas.editar', { registro: nombre }), <Edit fontSize="small" />, () =>
                setEdicion({ tipo: 'surtidor', islaId: n.isla.islas_id, surtidor: n.surtidor }),
              )}
            </ConLetra>
            <InterruptorEstado
              estado={n.surtidor.estado}
              etiqueta={t('lista.estadoDe', { registro: nombre })}
              onCambiar={(e) => estadoDe('surtidor', n.surtidor.id, e)}
            />
          </>
        ) : (
          <>
            <ConLetra letra="U">
              {boton(t('islas.editar', { registro: nombre }), <Edit fontSize="small" />, () =>
                setEdicion({ tipo: 'manguera', surtidor: n.surtidor, mangueraId: n.manguera.id }),
              )}
            </ConLetra>
            <ConLetra letra="D">
              {boton(
                t('lista.eliminarDe', { registro: nombre }),
                <Delete fontSize="small" color="error" />,
                () => void eliminarRegistro('manguera', n.manguera.id),
              )}
            </ConLetra>
            <InterruptorEstado
              estado={n.manguera.estado}
              etiqueta={t('lista.estadoDe', { registro: nombre })}
              onCambiar={(e) => estadoDe('manguera', n.manguera.id, e)}
            />
          </>
        )}
      </Stack>
    );
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {t('islas.titulo')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label={t('islas.estacion')}
          value={estacion ?? ''}
          onChange={(e) => setEstacion(Number(e.target.value))}
          sx={{ minWidth: 280 }}
        >
          {(estaciones.data ?? []).map((e) => (
            <MenuItem key={e.idEds} value={e.idEds}>
              {e.alias}
            </MenuItem>
          ))}
        </TextField>
        {estacion !== null ? (
          <ConLetra letra="C">
            <Button variant="contained" startIcon={<Add />} onClick={() => setEdicion({ tipo: 'isla', isla: null })}>
              {t('formulario.crear', { entidad: t('islas.entidades.isla') })}
            </Button>
          </ConLetra>
        ) : null}
      </Stack>
      {configuracion.isError || estaciones.isError ? (
        <EstadoError onReintentar={() => void configuracion.refetch()} />
      ) : (
        <Paper variant="outlined" sx={{ p: 1 }} aria-busy={configuracion.isFetching}>
          {estacion === null || configuracion.isPending ? (
            <Typography sx={{ p: 2 }}>{t('islas.cargando')}</Typography>
          ) : nodos.length === 0 ? (
            <Typography sx={{ p: 2 }}>{t('islas.sinIslas')}</Typography>
          ) : (
            <Arbol<Nodo>
              nodos={nodos}
              etiqueta={t('islas.arbol')}
              texto={texto}
              detalle={detalle}
              expandir={(n) => t('islas.expandir', { registro: texto(n) })}
              contraer={(n) => t('islas.contraer', { registro: texto(n) })}
            />
          )}
        </Paper>
      )}
      {estacion !== null && edicion?.tipo === 'isla' ? (
        <FormularioIsla empresaId={estacion} isla={edicion.isla} onCerrar={() => setEdicion(null)} />
      ) : null}
      {estacion !== null && edicion?.tipo === 'surtidor' ? (
        <FormularioSurtidor empresaId={estacion} islaId={edicion.islaId} surtidor={edicion.surtidor} onCerrar={() => setEdicion(null)} />
      ) : null}
      {estacion !== null && edicion?.tipo === 'manguera' ? (
        <EdicionManguera
          empresaId={estacion}
          surtidor={edicion.surtidor}
          mangueraId={edicion.mangueraId}
          onCerrar={() => setEdicion(null)}
        />
      ) : null}
      {dialogo}
    </Stack>
  );
}
