import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import { DESTINATARIOS_DESCUENTO, type TDescuento, type TDestinatarioDescuento } from '@eds/contracts/descuentos';
import { useConfirmacion } from '../../../components/dialogos/use-confirmacion';
import { useEliminarRegistro } from '../../../components/dialogos/use-eliminar-registro';
import { FiltroOpcion } from '../../../components/lista/filtro-opcion';
import { PantallaLista } from '../../../components/lista/pantalla-lista';
import { useEstacionesDelAlcance } from '../../../lib/estaciones-alcance';
import { useUsuario } from '../../../lib/sesion';
import { descuentosQueryOptions, useCambiarEstadoDescuento, useEliminarDescuento } from '../api/descuentos';
import { AccionesDescuento, useColumnasDescuentos } from '../components/columnas-descuentos';
import { FormularioDescuento } from '../components/formulario-descuento';
import '../lib/mensajes-descuentos';

interface FiltroDescuentos {
  destinatarios: string;
  empresa_id: number | null;
}

interface Props {
  /** The destinatarios the route manages. */
  destinatarios: readonly TDestinatarioDescuento[];
  titulo: string;
  archivo: string;
}

/**
 * Reglas de descuento (SCREENS.md G18): one engine behind three routes. The rules reaching the user's stations, of the
 * route's destinatarios (one more filter picks one of them), filtered by station, created and edited in a drawer,
 * switched A/I, deleted and exported.
 */
function Descuentos({ destinatarios, titulo, archivo }: Props) {
  const { t } = useTranslation();
  const usuario = useUsuario();
  const estaciones = useEstacionesDelAlcance(usuario.infoDominio.negocio_id);
  const opciones = useMemo(() => (estaciones.data ?? []).map((e) => ({ valor: e.idEds, texto: e.alias })), [estaciones.data]);
  const [edicion, setEdicion] = useState<{ descuento: TDescuento | null } | null>(null);
  const { confirmar, dialogo } = useConfirmacion();
  const { mutateAsync: cambiar } = useCambiarEstadoDescuento();
  const eliminar = useEliminarDescuento();
  const alCambiarEstado = useCallback(
    async (d: TDescuento, estado: TEstadoRegistro) => (await cambiar({ id: d.id, estado })).mensaje,
    [cambiar],
  );
  const columnas = useColumnasDescuentos(alCambiarEstado);
  const todos = destinatarios.join(',');
  const iniciales = useMemo<FiltroDescuentos>(() => ({ destinatarios: todos, empresa_id: null }), [todos]);
  const opcionesDestinatario = useMemo(
    () => destinatarios.map((d) => ({ valor: d, texto: t(`descuentos.destinatarios.${d}`) })),
    [destinatarios, t],
  );

  const eliminarRegistro = useEliminarRegistro(confirmar, eliminar.mutateAsync);
  const alEliminar = (d: TDescuento) => eliminarRegistro(d.id);

  return (
    <>
      <PantallaLista
        titulo={titulo}
        entidad="descuentos.entidad"
        nombreArchivo={archivo}
        columnas={columnas}
        opciones={descuentosQueryOptions}
        filtros={{
          iniciales,
          render: (valores, cambiarFiltro) => (
            <>
              <FiltroOpcion
                etiqueta={t('descuentos.campos.estacion')}
                valor={valores.empresa_id}
                opciones={opciones}
                textoTodos={t('descuentos.todasEstaciones')}
                onCambiar={(id) => cambiarFiltro({ empresa_id: id })}
              />
              {destinatarios.length > 1 ? (
                <FiltroOpcion
                  etiqueta={t('descuentos.campos.destinatario')}
                  valor={valores.destinatarios === todos ? null : valores.destinatarios}
                  opciones={opcionesDestinatario}
                  textoTodos={t('descuentos.todos')}
                  onCambiar={(d) => cambiarFiltro({ destinatarios: d ?? todos })}
                />
              ) : null}
            </>
          ),
        }}
        onCrear={() => setEdicion({ descuento: null })}
        accionesFila={(x) => (
          <AccionesDescuento descuento={x} onEditar={(descuento) => setEdicion({ descuento })} onEliminar={(y) => void alEliminar(y)} />
        )}
        idFila={(x) => String(x.id)}
      />
      {edicion ? (
        <FormularioDescuento
          descuento={edicion.descuento}
          destinatarios={destinatarios}
          estaciones={opciones}
          cargandoEstaciones={estaciones.isPending}
          onCerrar={() => setEdicion(null)}
        />
      ) : null}
      {dialogo}
    </>
  );
}

export function GestionDescuentosScreen() {
  return <Descuentos destinatarios={DESTINATARIOS_DESCUENTO} titulo="descuentos.titulo" archivo="reglas-de-descuento" />;
}

export function DescuentosVehiculosScreen() {
  return <Descuentos destinatarios={['VEHÍCULO', 'TIPO DE VEHÍCULO']} titulo="descuentos.tituloVehiculos" archivo="descuentos-vehiculos" />;
}

export function DescuentosClientesScreen() {
  return <Descuentos destinatarios={['CLIENTE']} titulo="descuentos.tituloClientes" archivo="descuentos-clientes-propios" />;
}
