import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import type { TResolucion } from '@eds/contracts/facturacion/resoluciones';
import { PantallaLista } from '../../../components/lista/pantalla-lista';
import { useUsuario } from '../../../lib/sesion';
import { useEstacionesDelAlcance } from '../../../lib/estaciones-alcance';
import { resolucionesQueryOptions, useCambiarEstadoResolucion } from '../api/resoluciones';
import { AccionEditar } from '../components/acciones-fila';
import { useColumnasResoluciones } from '../components/columnas-resoluciones';
import { FormularioResolucion } from '../components/formulario-resolucion';
import { conCruceTraducido } from '../lib/mensajes';
import { FiltroOpcion } from '../../../components/lista/filtro-opcion';

interface FiltroEstacion {
  empresa_id: number | null;
}

const SIN_ESTACION: FiltroEstacion = { empresa_id: null };

/**
 * Resoluciones de facturación (SCREENS.md G17, `/configuracion/gestion_resoluciones`): the numbering ranges of the
 * user's stations, filtered by station, created and edited in a drawer (no overlapping ranges: 'El rango se cruza
 * con la resolución {n}'), prefilled from DIAN, switched A/I and exported.
 */
export function ResolucionesScreen() {
  const { t } = useTranslation();
  const usuario = useUsuario();
  const estaciones = useEstacionesDelAlcance(usuario.infoDominio.negocio_id);
  const opciones = useMemo(() => (estaciones.data ?? []).map((e) => ({ valor: e.idEds, texto: e.alias })), [estaciones.data]);
  const propia = opciones.length === 1 ? Number(opciones[0].valor) : null;
  const [edicion, setEdicion] = useState<{ resolucion: TResolucion | null } | null>(null);
  const [filtroActual, setFiltroActual] = useState<number | null>(null);
  const { mutateAsync: cambiar } = useCambiarEstadoResolucion();

  const alCambiarEstado = useCallback(
    async (r: TResolucion, estado: TEstadoRegistro) => {
      try {
        return (await cambiar({ id: r.id, estado })).mensaje;
      } catch (error) {
        throw conCruceTraducido(t, error);
      }
    },
    [cambiar, t],
  );
  const columnas = useColumnasResoluciones(alCambiarEstado);

  return (
    <>
      <PantallaLista
        titulo="facturacionG17.resoluciones.titulo"
        entidad="facturacionG17.resoluciones.entidad"
        nombreArchivo="resoluciones_facturacion"
        columnas={columnas}
        opciones={(consulta) => resolucionesQueryOptions(usuario.empresas_id, consulta)}
        filtros={{
          iniciales: SIN_ESTACION,
          render: (valores, cambiarFiltro) => (
            <FiltroOpcion
              etiqueta={t('facturacionG17.resoluciones.campos.estacion')}
              valor={valores.empresa_id}
              opciones={opciones}
              textoTodos={t('facturacionG17.todasEstaciones')}
              onCambiar={(id) => {
                setFiltroActual(id);
                cambiarFiltro({ empresa_id: id });
              }}
            />
          ),
        }}
        onCrear={() => setEdicion({ resolucion: null })}
        accionesFila={(x) => <AccionEditar nombre={`${x.prefijo} ${x.numero}`} onEditar={() => setEdicion({ resolucion: x })} />}
        idFila={(x) => String(x.id)}
      />
      {edicion ? (
        <FormularioResolucion
          resolucion={edicion.resolucion}
          estaciones={opciones}
          cargandoEstaciones={estaciones.isPending}
          estacionInicial={filtroActual ?? propia}
          onCerrar={() => setEdicion(null)}
        />
      ) : null}
    </>
  );
}
