import { useCallback, useState } from 'react';
import type { TEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import type { TUnidad } from '@eds/contracts/configuracion/unidades';
import { PantallaLista } from '../../../components/lista/pantalla-lista';
import { useConfirmacion } from '../../../components/dialogos/use-confirmacion';
import { useEliminarRegistro } from '../../../components/dialogos/use-eliminar-registro';
import { useUsuario } from '../../../lib/sesion';
import { unidadesQueryOptions } from '../api/listar-unidades';
import { useCambiarEstadoUnidad } from '../api/cambiar-estado-unidad';
import { useEliminarUnidad } from '../api/eliminar-unidad';
import { AccionesUnidad } from '../components/acciones-unidad';
import { useColumnasUnidades } from '../components/columnas-unidades';
import { FormularioUnidad } from '../components/formulario-unidad';
import '../lib/mensajes-unidad';

/**
 * Units of measure (SCREENS.md G11, `/configuracion/gestion_unidades`): the business's units beside the
 * system's (read-only), created and edited in a drawer, switched A/I, deleted while unused.
 */
export function UnidadesScreen() {
  // The user's company: the server reads its business (units belong to the business) and checks the scope.
  const empresaId = useUsuario().empresas_id;
  const [edicion, setEdicion] = useState<{ unidad: TUnidad | null } | null>(null);
  const { confirmar, dialogo } = useConfirmacion();
  const cambiarEstado = useCambiarEstadoUnidad();
  const eliminar = useEliminarUnidad();

  const { mutateAsync: cambiar } = cambiarEstado;
  const alCambiarEstado = useCallback(
    async (unidad: TUnidad, estado: TEstadoRegistro) => (await cambiar({ id: unidad.id, estado })).mensaje,
    [cambiar],
  );
  const columnas = useColumnasUnidades(alCambiarEstado);

  const eliminarRegistro = useEliminarRegistro(confirmar, eliminar.mutateAsync);
  const alEliminar = (unidad: TUnidad) => eliminarRegistro(unidad.id);

  return (
    <>
      <PantallaLista
        titulo="unidades.titulo"
        entidad="unidades.entidad"
        nombreArchivo="unidades_medida"
        columnas={columnas}
        opciones={(consulta) => unidadesQueryOptions(empresaId, consulta)}
        onCrear={() => setEdicion({ unidad: null })}
        accionesFila={(u) => (
          <AccionesUnidad unidad={u} onEditar={(unidad) => setEdicion({ unidad })} onEliminar={(x) => void alEliminar(x)} />
        )}
        idFila={(u) => String(u.id)}
      />
      {edicion ? <FormularioUnidad unidad={edicion.unidad} empresaId={empresaId} onCerrar={() => setEdicion(null)} /> : null}
      {dialogo}
    </>
  );
}
