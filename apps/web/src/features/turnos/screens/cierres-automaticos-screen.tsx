import { useCallback, useMemo, useState } from 'react';
import Edit from '@mui/icons-material/EditOutlined';
import Delete from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import type { TEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import type { TCierreAutomatico } from '@eds/contracts/turnos/cierres-automaticos';
import { BotonAccion } from '../../../components/acciones/boton-accion';
import { InterruptorEstado } from '../../../components/acciones/interruptor-estado';
import { PantallaLista } from '../../../components/lista/pantalla-lista';
import { useConfirmacion } from '../../../components/dialogos/use-confirmacion';
import { useEliminarRegistro } from '../../../components/dialogos/use-eliminar-registro';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { useUsuario } from '../../../lib/sesion';
import { cierresQueryOptions, useCambiarEstadoCierre, useEliminarCierre } from '../api/cierres-automaticos';
import { useEstacionesDelAlcance } from '../../../lib/estaciones-alcance';
import { EjecucionesCierre } from '../components/ejecuciones-cierre';
import { FormularioCierreAutomatico } from '../components/formulario-cierre-automatico';
import '../lib/mensajes-cierre-automatico';
import { FiltroOpcion } from '../../../components/lista/filtro-opcion';

/**
 * Cierres automáticos (SCREENS.md G23, `/configuracion/gestion_cierres_automaticos`): one configuration per station —
 * the switch is "Cerrar turnos automáticamente" —, the day's closing hour, the tolerance and what to do with a shift
 * found open; created and edited in a drawer, deleted while it never ran, exported.
 */
export function CierresAutomaticosScreen() {
  const { t } = useTranslation();
  const usuario = useUsuario();
  const estaciones = useEstacionesDelAlcance(usuario.infoDominio.negocio_id);
  const opciones = useMemo(() => (estaciones.data ?? []).map((e) => ({ valor: e.idEds, texto: e.alias })), [estaciones.data]);
  const propia = opciones.length === 1 ? Number(opciones[0].valor) : null;
  const [edicion, setEdicion] = useState<{ cierre: TCierreAutomatico | null } | null>(null);
  const [filtroActual, setFiltroActual] = useState<number | null>(null);
  const { confirmar, dialogo } = useConfirmacion();
  const { mutateAsync: cambiar } = useCambiarEstadoCierre();
  const eliminar = useEliminarCierre();

  const alCambiarEstado = useCallback(
    async (c: TCierreAutomatico, estado: TEstadoRegistro) => (await cambiar({ id: c.id, estado })).mensaje,
    [cambiar],
  );
  const columnas = useMemo<ColumnaTabla<TCierreAutomatico>[]>(
    () => [
      { clave: 'estacion', etiqueta: 'turnos.cierres.campos.estacion', ordenable: true },
      { clave: 'hora_cierre', etiqueta: 'turnos.cierres.campos.horaCierre', ordenable: true, ancho: 150 },
      {
        clave: 'tolerancia_minutos',
        etiqueta: 'turnos.cierres.campos.tolerancia',
        tipo: 'numero',
        decimales: 0,
        ordenable: true,
        ancho: 150,
      },
      {
        clave: 'accion',
        etiqueta: 'turnos.cierres.campos.accion',
        ordenable: true,
        valor: (x) => t(`turnos.cierres.acciones.${x.accion}`),
      },
      {
        clave: 'estado',
        etiqueta: 'turnos.cierres.campos.habilitado',
        ordenable: true,
        ancho: 170,
        valor: (x) => t(x.estado === 'A' ? 'lista.activo' : 'lista.inactivo'),
        celda: (x) => (
          <InterruptorEstado
            estado={x.estado}
            etiqueta={t('lista.estadoDe', { registro: x.estacion })}
            onCambiar={(nuevo) => alCambiarEstado(x, nuevo)}
          />
        ),
      },
    ],
    [t, alCambiarEstado],
  );

  const eliminarRegistro = useEliminarRegistro(confirmar, eliminar.mutateAsync);
  const alEliminar = (c: TCierreAutomatico) => eliminarRegistro(c.id);

  return (
    <>
      <PantallaLista
        titulo="turnos.cierres.titulo"
        entidad="turnos.cierres.entidad"
        nombreArchivo="cierres_automaticos"
        columnas={columnas}
        opciones={cierresQueryOptions}
        filtros={{
          iniciales: { empresa_id: null as number | null },
          render: (valores, cambiarFiltro) => (
            <FiltroOpcion
              etiqueta={t('turnos.cierres.campos.estacion')}
              valor={valores.empresa_id}
              opciones={opciones}
              textoTodos={t('turnos.todasEstaciones')}
              onCambiar={(id) => {
                setFiltroActual(id);
                cambiarFiltro({ empresa_id: id });
              }}
            />
          ),
        }}
        onCrear={() => setEdicion({ cierre: null })}
        accionesFila={(x) => (
          <>
            <BotonAccion
              letra="U"
              etiqueta={t('lista.editarDe', { registro: x.estacion })}
              icono={<Edit />}
              onClick={() => setEdicion({ cierre: x })}
            />
            <BotonAccion
              letra="D"
              etiqueta={t('lista.eliminarDe', { registro: x.estacion })}
              icono={<Delete />}
              color="error"
              onClick={() => void alEliminar(x)}
            />
          </>
        )}
        idFila={(x) => String(x.id)}
      />
      <EjecucionesCierre empresaId={filtroActual} />
      {edicion ? (
        <FormularioCierreAutomatico
          cierre={edicion.cierre}
          estaciones={opciones}
          cargandoEstaciones={estaciones.isPending}
          estacionInicial={filtroActual ?? propia}
          onCerrar={() => setEdicion(null)}
        />
      ) : null}
      {dialogo}
    </>
  );
}
