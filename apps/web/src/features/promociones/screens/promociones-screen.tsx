import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPromocion } from '@eds/contracts/comercial';
import type { TEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import type { TipoNegocio } from '@eds/contracts/operacion';
import { FiltroOpcion } from '../../../components/lista/filtro-opcion';
import { PantallaLista } from '../../../components/lista/pantalla-lista';
import { useEstacionesDelAlcance } from '../../../lib/estaciones-alcance';
import { useUsuario } from '../../../lib/sesion';
import { promocionesQueryOptions, useCambiarEstadoPromocion } from '../api/promociones';
import { AccionesPromocion, useColumnasPromociones } from '../components/columnas-promociones';
import { FormularioPromocion } from '../components/formulario-promocion';
import '../lib/mensajes-promociones';

interface FiltroPromociones {
  negocio: TipoNegocio;
  empresa_id: number | null;
}

/**
 * Promociones (SCREENS.md G18): the business's promotions reaching the user's stations, of the screen's business type,
 * filtered by station, created and edited in a drawer, switched A/I and exported. The fuel, kiosk and store routes are
 * this one screen fixed to C, K or S.
 */
function Promociones({ negocio, titulo, archivo }: { negocio: TipoNegocio; titulo: string; archivo: string }) {
  const { t } = useTranslation();
  const usuario = useUsuario();
  const estaciones = useEstacionesDelAlcance(usuario.infoDominio.negocio_id);
  const opciones = useMemo(() => (estaciones.data ?? []).map((e) => ({ valor: e.idEds, texto: e.alias })), [estaciones.data]);
  const [edicion, setEdicion] = useState<{ promocion: TPromocion | null } | null>(null);
  const { mutateAsync: cambiar } = useCambiarEstadoPromocion();
  const alCambiarEstado = useCallback(
    async (p: TPromocion, estado: TEstadoRegistro) => (await cambiar({ id: p.id, estado })).mensaje,
    [cambiar],
  );
  const columnas = useColumnasPromociones(alCambiarEstado);
  const iniciales = useMemo<FiltroPromociones>(() => ({ negocio, empresa_id: null }), [negocio]);

  return (
    <>
      <PantallaLista
        titulo={titulo}
        entidad="promociones.entidad"
        nombreArchivo={archivo}
        columnas={columnas}
        opciones={promocionesQueryOptions}
        filtros={{
          iniciales,
          render: (valores, cambiarFiltro) => (
            <FiltroOpcion
              etiqueta={t('promociones.campos.estacion')}
              valor={valores.empresa_id}
              opciones={opciones}
              textoTodos={t('promociones.todasEstaciones')}
              onCambiar={(id) => cambiarFiltro({ empresa_id: id })}
            />
          ),
        }}
        onCrear={() => setEdicion({ promocion: null })}
        accionesFila={(x) => <AccionesPromocion promocion={x} onEditar={(promocion) => setEdicion({ promocion })} />}
        idFila={(x) => String(x.id)}
      />
      {edicion ? (
        <FormularioPromocion
          promocion={edicion.promocion}
          negocio={negocio}
          estaciones={opciones}
          cargandoEstaciones={estaciones.isPending}
          onCerrar={() => setEdicion(null)}
        />
      ) : null}
    </>
  );
}

export function PromocionesScreen() {
  return <Promociones negocio="C" titulo="promociones.titulo" archivo="promociones" />;
}

export function PromocionesKioscoScreen() {
  return <Promociones negocio="K" titulo="promociones.tituloKiosco" archivo="promociones_kiosco" />;
}

export function PromocionesCanastillaScreen() {
  return <Promociones negocio="S" titulo="promociones.tituloCanastilla" archivo="promociones_canastilla" />;
}
