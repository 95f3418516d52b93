import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import type { TMeta } from '@eds/contracts/metas/metas';
import { PantallaLista } from '../../../components/lista/pantalla-lista';
import { useConfirmacion } from '../../../components/dialogos/use-confirmacion';
import { useEliminarRegistro } from '../../../components/dialogos/use-eliminar-registro';
import { useUsuario } from '../../../lib/sesion';
import { useEstacionesDelAlcance } from '../../../lib/estaciones-alcance';
import { metasQueryOptions, useCambiarEstadoMeta, useEliminarMeta } from '../api/metas';
import { AccionesMeta, useColumnasMetas } from '../components/columnas-metas';
import { FormularioMeta } from '../components/formulario-meta';
import '../lib/mensajes-meta';
import { FiltroOpcion } from '../../../components/lista/filtro-opcion';

interface FiltroEstacion {
  empresa_id: number | null;
}

const SIN_ESTACION: FiltroEstacion = { empresa_id: null };

/**
 * Metas de venta (SCREENS.md G23, `/configuracion/gestion_metas`): the monthly goals of the user's stations, filtered
 * by station, created and edited in a drawer (with the day-by-day editor for MANUAL), switched A/I, deleted, exported.
 */
export function MetasScreen() {
  const { t } = useTranslation();
  const usuario = useUsuario();
  const estaciones = useEstacionesDelAlcance(usuario.infoDominio.negocio_id);
  const opciones = useMemo(() => (estaciones.data ?? []).map((e) => ({ valor: e.idEds, texto: e.alias })), [estaciones.data]);
  const propia = opciones.length === 1 ? Number(opciones[0].valor) : null;
  const [edicion, setEdicion] = useState<{ meta: TMeta | null } | null>(null);
  const [filtroActual, setFiltroActual] = useState<number | null>(null);
  const { confirmar, dialogo } = useConfirmacion();
  const { mutateAsync: cambiar } = useCambiarEstadoMeta();
  const eliminar = useEliminarMeta();

  const alCambiarEstado = useCallback(
    async (meta: TMeta, estado: TEstadoRegistro) => (await cambiar({ id: meta.id, estado })).mensaje,
    [cambiar],
  );
  const columnas = useColumnasMetas(alCambiarEstado);

  const eliminarRegistro = useEliminarRegistro(confirmar, eliminar.mutateAsync);
  const alEliminar = (meta: TMeta) => eliminarRegistro(meta.id);

  return (
    <>
      <PantallaLista
        titulo="metas.titulo"
        entidad="metas.entidad"
        nombreArchivo="metas-de-venta"
        columnas={columnas}
        opciones={metasQueryOptions}
        filtros={{
          iniciales: SIN_ESTACION,
          render: (valores, cambiarFiltro) => (
            <FiltroOpcion
              etiqueta={t('metas.campos.estacion')}
              valor={valores.empresa_id}
              opciones={opciones}
              textoTodos={t('metas.todasEstaciones')}
              onCambiar={(id) => {
                setFiltroActual(id);
                cambiarFiltro({ empresa_id: id });
              }}
            />
          ),
        }}
        onCrear={() => setEdicion({ meta: null })}
        accionesFila={(x) => <AccionesMeta meta={x} onEditar={(meta) => setEdicion({ meta })} onEliminar={(y) => void alEliminar(y)} />}
        idFila={(x) => String(x.id)}
      />
      {edicion ? (
        <FormularioMeta
          meta={edicion.meta}
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
