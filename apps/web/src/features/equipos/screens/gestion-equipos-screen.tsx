import { useCallback, useMemo, useState } from 'react';
import { Chip } from '@mui/material';
import Edit from '@mui/icons-material/EditOutlined';
import Key from '@mui/icons-material/KeyOutlined';
import KeyOff from '@mui/icons-material/KeyOffOutlined';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { TEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import { TIPO_EMPRESA } from '@eds/contracts/constantes';
import type { TEquipo } from '@eds/contracts/equipo';
import { TIPOS_EQUIPO } from '@eds/contracts/operacion';
import { BotonAccion } from '../../../components/acciones/boton-accion';
import { InterruptorEstado } from '../../../components/acciones/interruptor-estado';
import { useConfirmacion } from '../../../components/dialogos/use-confirmacion';
import { avisarError } from '../../../components/formulario/avisar-error';
import { FiltroOpcion } from '../../../components/lista/filtro-opcion';
import { PantallaLista } from '../../../components/lista/pantalla-lista';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { traducirMensaje } from '../../../i18n/mensajes';
import { useEstacionesDelAlcance } from '../../../lib/estaciones-alcance';
import { useUsuario } from '../../../lib/sesion';
import {
  type clavesEquipos,
  equiposQueryOptions,
  useCambiarEstadoEquipo,
  useEmitirToken,
  useRevocarToken,
  type FiltrosEquipos,
} from '../api/equipos';
import { DialogoToken } from '../components/dialogo-token';
import { FormularioEquipo } from '../components/formulario-equipo';
import '../lib/mensajes-equipos';

/**
 * Gestión de equipos (SCREENS.md G05, `/empresa/gestion-equipos`): the POS terminals and other devices of the stations
 * in scope. Enrol and edit (C, U) in a drawer, enable/disable (U), issue the device token shown once (U) and revoke it
 * (X); each row shows whether the device holds a token and when it was last heard from.
 */
export function GestionEquiposScreen() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const usuario = useUsuario();
  const empresaId = usuario.empresas_id;
  // A station user's devices are its own station's; a business user picks one.
  const propia = usuario.tipo_empresa === TIPO_EMPRESA.EDS ? usuario.empresas_id : null;
  const estaciones = useEstacionesDelAlcance(usuario.infoDominio.negocio_id);
  const [edicion, setEdicion] = useState<{ equipo: TEquipo | null } | null>(null);
  const [emitido, setEmitido] = useState<{ alias: string; token: string } | null>(null);
  const { confirmar, dialogo } = useConfirmacion();
  const { mutateAsync: cambiar } = useCambiarEstadoEquipo();
  const emitir = useEmitirToken();
  const revocar = useRevocarToken();

  const cambiarEstado = useCallback(
    async (e: TEquipo, estado: TEstadoRegistro) => (await cambiar({ id: e.id, estado })).mensaje,
    [cambiar],
  );

  const columnas = useMemo<ColumnaTabla<TEquipo>[]>(
    () => [
      { clave: 'alias', etiqueta: 'equipos.campos.alias', ordenable: true },
      { clave: 'tipo', etiqueta: 'equipos.campos.tipo', ordenable: true, valor: (e) => t(`equipos.tipos.${e.tipo}`) },
      { clave: 'modelo', etiqueta: 'equipos.campos.modelo', valor: (e) => e.modelo ?? '' },
      { clave: 'serial', etiqueta: 'equipos.campos.serial', ordenable: true },
      { clave: 'empresa', etiqueta: 'equipos.campos.estacion', ordenable: false },
      { clave: 'isla', etiqueta: 'equipos.campos.isla', ancho: 90, valor: (e) => e.isla ?? '' },
      { clave: 'ip', etiqueta: 'equipos.campos.ip', ancho: 130, valor: (e) => e.ip ?? '' },
      {
        clave: 'tipos_negocio',
        etiqueta: 'equipos.campos.negocios',
        valor: (e) => e.tipos_negocio.map((n) => t(`equipos.negocios.${n}`)).join(', '),
      },
      {
        clave: 'token_activo',
        etiqueta: 'equipos.campos.token',
        ancho: 120,
        valor: (e) => t(e.token_activo ? 'equipos.token.activo' : 'equipos.token.sinToken'),
        celda: (e) => (
          <Chip
            size="small"
            variant="outlined"
            color={e.token_activo ? 'success' : 'default'}
            label={t(e.token_activo ? 'equipos.token.activo' : 'equipos.token.sinToken')}
          />
        ),
      },
      { clave: 'ultima_conexion', etiqueta: 'equipos.campos.ultimoContacto', tipo: 'fechaHora', ordenable: true, ancho: 170 },
      { clave: 'version_app', etiqueta: 'equipos.campos.version', ancho: 100, valor: (e) => e.version_app ?? '' },
      {
        clave: 'estado',
        etiqueta: 'lista.estado',
        ordenable: true,
        ancho: 110,
        valor: (e) => t(e.estado === 'A' ? 'lista.activo' : 'lista.inactivo'),
        celda: (e) => (
          <InterruptorEstado
            estado={e.estado}
            etiqueta={t('lista.estadoDe', { registro: e.alias })}
            onCambiar={(nuevo) => cambiarEstado(e, nuevo)}
          />
        ),
      },
    ],
    [t, cambiarEstado],
  );

  /** Issues a token; replacing a live one asks first, since the POS using it stops working. */
  const alEmitir = async (e: TEquipo) => {
    if (e.token_activo && !(await confirmar(t('equipos.token.confirmarReemplazo', { registro: e.alias })))) return;
    try {
      const r = await emitir.mutateAsync(e.id);
      enqueueSnackbar(traducirMensaje(t, r.mensaje), { variant: 'success' });
      setEmitido({ alias: e.alias, token: r.data.token });
    } catch (error) {
      avisarError(error, enqueueSnackbar, t);
    }
  };

  const alRevocar = async (e: TEquipo) => {
    if (!(await confirmar(t('equipos.token.confirmarRevocar', { registro: e.alias })))) return;
    try {
      enqueueSnackbar(traducirMensaje(t, (await revocar.mutateAsync(e.id)).mensaje), { variant: 'success' });
    } catch (error) {
      avisarError(error, enqueueSnackbar, t);
    }
  };

  const listaEstaciones = estaciones.data ?? [];
  return (
    <>
      <PantallaLista<TEquipo, FiltrosEquipos, ReturnType<typeof clavesEquipos.lista>>
        titulo="equipos.titulo"
        entidad="equipos.entidad"
        nombreArchivo="equipos"
        columnas={columnas}
        opciones={(consulta) => equiposQueryOptions(empresaId, consulta)}
        onCrear={() => setEdicion({ equipo: null })}
        filtros={{
          iniciales: { estacion_id: null, tipo: null },
          render: (valores, cambiarFiltros) => (
            <>
              {propia === null ? (
                <FiltroOpcion
                  etiqueta={t('equipos.campos.estacion')}
                  valor={valores.estacion_id}
                  textoTodos={t('equipos.filtros.todas')}
                  opciones={listaEstaciones.map((e) => ({ valor: e.idEds, texto: e.alias }))}
                  onCambiar={(v) => cambiarFiltros({ estacion_id: v })}
                />
              ) : null}
              <FiltroOpcion<string>
                etiqueta={t('equipos.campos.tipo')}
                valor={valores.tipo}
                textoTodos={t('equipos.filtros.todos')}
                opciones={TIPOS_EQUIPO.map((v) => ({ valor: v, texto: t(`equipos.tipos.${v}`) }))}
                onCambiar={(v) => cambiarFiltros({ tipo: v })}
              />
            </>
          ),
        }}
        accionesFila={(e) => (
          <>
            <BotonAccion
              letra="U"
              etiqueta={t('lista.editarDe', { registro: e.alias })}
              icono={<Edit />}
              onClick={() => setEdicion({ equipo: e })}
            />
            <BotonAccion
              letra="U"
              etiqueta={t('equipos.token.emitirDe', { registro: e.alias })}
              icono={<Key />}
              deshabilitado={e.estado !== 'A'}
              onClick={() => void alEmitir(e)}
            />
            {e.token_activo ? (
              <BotonAccion
                letra="X"
                etiqueta={t('equipos.token.revocarDe', { registro: e.alias })}
                icono={<KeyOff />}
                color="error"
                onClick={() => void alRevocar(e)}
              />
            ) : null}
          </>
        )}
        idFila={(e) => String(e.id)}
      />
      {edicion ? (
        <FormularioEquipo equipo={edicion.equipo} estacionPropia={propia} estaciones={listaEstaciones} onCerrar={() => setEdicion(null)} />
      ) : null}
      <DialogoToken emitido={emitido} onCerrar={() => setEmitido(null)} />
      {dialogo}
    </>
  );
}
