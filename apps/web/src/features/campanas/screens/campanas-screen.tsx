import { useCallback, useMemo, useState } from 'react';
import Delete from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import type { TCampana } from '@eds/contracts/campanas';
import type { TEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import { BotonAccion } from '../../../components/acciones/boton-accion';
import { InterruptorEstado } from '../../../components/acciones/interruptor-estado';
import { useConfirmacion } from '../../../components/dialogos/use-confirmacion';
import { useEliminarRegistro } from '../../../components/dialogos/use-eliminar-registro';
import { FiltroOpcion } from '../../../components/lista/filtro-opcion';
import { PantallaLista } from '../../../components/lista/pantalla-lista';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { useEstacionesDelAlcance } from '../../../lib/estaciones-alcance';
import { useUsuario } from '../../../lib/sesion';
import { campanasQueryOptions, useCambiarEstadoCampana, useEliminarCampana } from '../api/campanas';
import { FormularioCampana } from '../components/formulario-campana';
import '../lib/mensajes-campanas';

const SIN_ESTACION: { empresa_id: number | null } = { empresa_id: null };

/**
 * Campañas (SCREENS.md G18, `/configuracion/gestion_campañas`): campaigns reaching the user's stations with the
 * promotions and discount rules they group; created and edited in a drawer, switched A/I, deleted and exported. Editar,
 * Eliminar and the switch only on campaigns whose stations are all the user's.
 */
export function CampanasScreen() {
  const { t } = useTranslation();
  const usuario = useUsuario();
  const estaciones = useEstacionesDelAlcance(usuario.infoDominio.negocio_id);
  const opciones = useMemo(() => (estaciones.data ?? []).map((e) => ({ valor: e.idEds, texto: e.alias })), [estaciones.data]);
  const [edicion, setEdicion] = useState<{ campana: TCampana | null } | null>(null);
  const { confirmar, dialogo } = useConfirmacion();
  const { mutateAsync: cambiar } = useCambiarEstadoCampana();
  const eliminar = useEliminarCampana();
  const alCambiarEstado = useCallback(
    async (c: TCampana, estado: TEstadoRegistro) => (await cambiar({ id: c.id, estado })).mensaje,
    [cambiar],
  );

  const columnas = useMemo<ColumnaTabla<TCampana>[]>(
    () => [
      { clave: 'nombre', etiqueta: 'campanas.campos.nombre', ordenable: true },
      { clave: 'fecha_inicio', etiqueta: 'campanas.campos.fechaInicio', ordenable: true, tipo: 'fecha', ancho: 120 },
      { clave: 'fecha_fin', etiqueta: 'campanas.campos.fechaFin', ordenable: true, tipo: 'fecha', ancho: 120 },
      { clave: 'estaciones', etiqueta: 'campanas.campos.estaciones', valor: (x) => x.estaciones.map((e) => e.alias).join(', ') },
      { clave: 'promociones', etiqueta: 'campanas.campos.promociones', valor: (x) => x.promociones.map((p) => p.nombre).join(', ') },
      { clave: 'descuentos', etiqueta: 'campanas.campos.descuentos', valor: (x) => x.descuentos.map((p) => p.nombre).join(', ') },
      {
        clave: 'estado',
        etiqueta: 'lista.estado',
        ordenable: true,
        ancho: 110,
        valor: (x) => t(x.estado === 'A' ? 'lista.activo' : 'lista.inactivo'),
        celda: (x) => (
          <InterruptorEstado
            estado={x.estado}
            etiqueta={t('lista.estadoDe', { registro: x.nombre })}
            soloLectura={!x.editable}
            onCambiar={(nuevo) => alCambiarEstado(x, nuevo)}
          />
        ),
      },
    ],
    [t, alCambiarEstado],
  );

  const eliminarRegistro = useEliminarRegistro(confirmar, eliminar.mutateAsync);
  const alEliminar = (c: TCampana) => eliminarRegistro(c.id);

  return (
    <>
      <PantallaLista
        titulo="campanas.titulo"
        entidad="campanas.entidad"
        nombreArchivo="campanas"
        columnas={columnas}
        opciones={campanasQueryOptions}
        filtros={{
          iniciales: SIN_ESTACION,
          render: (valores, cambiarFiltro) => (
            <FiltroOpcion
              etiqueta={t('campanas.campos.estacion')}
              valor={valores.empresa_id}
              opciones={opciones}
              textoTodos={t('campanas.todasEstaciones')}
              onCambiar={(id) => cambiarFiltro({ empresa_id: id })}
            />
          ),
        }}
        onCrear={() => setEdicion({ campana: null })}
        accionesFila={(x) =>
          x.editable ? (
            <>
              <BotonAccion
                letra="U"
                etiqueta={t('lista.editarDe', { registro: x.nombre })}
                icono={<Edit />}
                onClick={() => setEdicion({ campana: x })}
              />
              <BotonAccion
                letra="D"
                etiqueta={t('lista.eliminarDe', { registro: x.nombre })}
                icono={<Delete />}
                color="error"
                onClick={() => void alEliminar(x)}
              />
            </>
          ) : null
        }
        idFila={(x) => String(x.id)}
      />
      {edicion ? (
        <FormularioCampana
          campana={edicion.campana}
          estaciones={opciones}
          cargandoEstaciones={estaciones.isPending}
          onCerrar={() => setEdicion(null)}
        />
      ) : null}
      {dialogo}
    </>
  );
}
