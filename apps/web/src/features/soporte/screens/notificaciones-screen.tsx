import { useMemo } from 'react';
import { Stack } from '@mui/material';
import Send from '@mui/icons-material/Send';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { CANALES_NOTIFICACION, ESTADOS_NOTIFICACION, ZNotificacionFiltro, type TNotificacionEnviada } from '@eds/contracts/soporte';
import { BotonAccion } from '../../../components/acciones/boton-accion';
import { useConfirmacion } from '../../../components/dialogos/use-confirmacion';
import { EstadoError } from '../../../components/estados/estado-error';
import { avisarError } from '../../../components/formulario/avisar-error';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { TablaDatos } from '../../../components/tabla/tabla-datos';
import { traducirMensaje } from '../../../i18n/mensajes';
import { usePermisos } from '../../../lib/permisos';
import { useUsuario } from '../../../lib/sesion';
import { useEstacionesDelAlcance } from '../../../lib/estaciones-alcance';
import { clavesSoporte, listarNotificaciones, useReenviarNotificacion } from '../api/soporte';
import { Seleccion } from '../components/seleccion';
import { diaBogota, useRegistroPaginado } from '../components/use-registro-paginado';
import '../lib/mensajes';
import { BusquedaRegistro } from '../components/busqueda-registro';

type Filtros = {
  fecha_inicial: string;
  fecha_final: string;
  empresa_id: string;
  canal: string;
  tipo: string;
  estado: string;
  buscar: string;
};

/**
 * Notificaciones enviadas (SCREENS.md G06, `/soporte/reportenotificaciones`): the socket messages and the mail of the
 * user's companies (fecha, empresa, canal, tipo 200/400, título, texto, estado); `Reenviar` (letter X) sends one again;
 * at most 31 days, paged by the server; PDF/Excel of every matching row (letter E).
 */
export function NotificacionesScreen() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { tiene } = usePermisos();
  const usuario = useUsuario();
  const { confirmar, dialogo } = useConfirmacion();
  const empresas = useEstacionesDelAlcance(usuario.infoDominio.negocio_id);
  const reenviar = useReenviarNotificacion();
  const { borrador, cambiar, buscar, error, lista, servidor } = useRegistroPaginado<Filtros, TNotificacionEnviada>({
    inicial: { fecha_inicial: diaBogota(6), fecha_final: diaBogota(), empresa_id: '', canal: '', tipo: '', estado: '', buscar: '' },
    esquema: ZNotificacionFiltro,
    clave: (q) => clavesSoporte.notificaciones(q),
    listar: (q, signal) => listarNotificaciones(q, signal),
  });

  const alReenviar = async (n: TNotificacionEnviada) => {
    if (!(await confirmar(t('soporte.notificaciones.confirmarReenvio', { titulo: n.titulo })))) return;
    try {
      const r = await reenviar.mutateAsync({ id: n.id, canal: n.canal });
      enqueueSnackbar(traducirMensaje(t, r.mensaje), { variant: 'success' });
    } catch (e) {
      avisarError(e, enqueueSnackbar, t);
    }
  };

  const columnas = useMemo<ColumnaTabla<TNotificacionEnviada>[]>(
    () => [
      { clave: 'fecha', etiqueta: 'soporte.comun.fecha', tipo: 'fechaHora', ancho: 170 },
      { clave: 'empresa', etiqueta: 'soporte.comun.empresa' },
      {
        clave: 'canal',
        etiqueta: 'soporte.notificaciones.canal',
        valor: (f) => t(`soporte.notificaciones.canales.${f.canal}`),
        ancho: 110,
      },
      { clave: 'tipo', etiqueta: 'soporte.notificaciones.tipo', ancho: 80 },
      { clave: 'para', etiqueta: 'soporte.notificaciones.para' },
      { clave: 'titulo', etiqueta: 'soporte.notificaciones.tituloColumna' },
      { clave: 'texto', etiqueta: 'soporte.notificaciones.texto', ancho: 280 },
      {
        clave: 'estado',
        etiqueta: 'soporte.notificaciones.estado',
        valor: (f) => t(`soporte.notificaciones.estados.${f.estado}`),
        ancho: 110,
      },
    ],
    [t],
  );

  return (
    <Stack spacing={2}>
      <BusquedaRegistro
        titulo={t('soporte.notificaciones.titulo')}
        borrador={borrador}
        cambiar={cambiar}
        buscar={buscar}
        error={error}
        empresas={(empresas.data ?? []).map((e) => ({ valor: String(e.idEds), texto: e.alias }))}
      >
        <Seleccion
          etiqueta={t('soporte.notificaciones.canal')}
          valor={borrador.canal}
          onCambiar={(v) => cambiar({ canal: v })}
          opciones={CANALES_NOTIFICACION.map((v) => ({ valor: v, texto: t(`soporte.notificaciones.canales.${v}`) }))}
        />
        <Seleccion
          etiqueta={t('soporte.notificaciones.tipo')}
          valor={borrador.tipo}
          onCambiar={(v) => cambiar({ tipo: v })}
          opciones={['200', '400'].map((v) => ({ valor: v, texto: v }))}
        />
        <Seleccion
          etiqueta={t('soporte.notificaciones.estado')}
          valor={borrador.estado}
          onCambiar={(v) => cambiar({ estado: v })}
          opciones={ESTADOS_NOTIFICACION.map((v) => ({ valor: v, texto: t(`soporte.notificaciones.estados.${v}`) }))}
        />
      </BusquedaRegistro>
      {lista.isError ? (
        <EstadoError onReintentar={() => void lista.refetch()} />
      ) : (
        <TablaDatos<TNotificacionEnviada>
          columnas={columnas}
          datos={lista.data?.data ?? []}
          cargando={lista.isPending}
          titulo="soporte.notificaciones.titulo"
          nombreArchivo="notificaciones"
          exportable={tiene('E')}
          idFila={(f) => `${f.canal}-${f.id}`}
          accionesFila={(f) => (
            <BotonAccion
              letra="X"
              etiqueta={t('soporte.notificaciones.reenviar', { titulo: f.titulo })}
              icono={<Send />}
              deshabilitado={reenviar.isPending}
              onClick={() => void alReenviar(f)}
            />
          )}
          servidor={servidor}
        />
      )}
      {dialogo}
    </Stack>
  );
}
