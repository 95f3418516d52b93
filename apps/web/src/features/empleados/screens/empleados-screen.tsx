import { useCallback, useState } from 'react';
import type { TEmpleado } from '@eds/contracts/usuarios/empleados';
import { PantallaLista } from '../../../components/lista/pantalla-lista';
import { useUsuario } from '../../../lib/sesion';
import { empleadosQueryOptions, useCambiarEstadoEmpleado } from '../api/empleados';
import { AccesoEmpleado } from '../components/acceso-empleado';
import { AccionesEmpleado } from '../components/acciones-empleado';
import { useColumnasEmpleados } from '../components/columnas-empleados';
import { FormularioEmpleado } from '../components/formulario-empleado';
import '../lib/mensajes-empleados';

/**
 * Empleados (SCREENS.md G08, `/usuarios/empleados`): the people of the user's company and below, searched, filtered
 * by state and exported; created and edited in the employee form, switched A/I ('USUARIO ACTIVADO/INACTIVADO
 * CORRECTAMENTE'), and their user, POS PIN, identifiers and photo managed in Acceso.
 */
export function EmpleadosScreen() {
  const empresaId = useUsuario().empresas_id;
  const [edicion, setEdicion] = useState<{ id: number | null } | null>(null);
  const [acceso, setAcceso] = useState<TEmpleado | null>(null);
  const { mutateAsync: cambiar } = useCambiarEstadoEmpleado();
  const alCambiarEstado = useCallback(async (e: TEmpleado, estado: 'A' | 'I') => (await cambiar({ id: e.id, estado })).mensaje, [cambiar]);
  const columnas = useColumnasEmpleados(alCambiarEstado);

  return (
    <>
      <PantallaLista
        titulo="empleados.titulo"
        entidad="empleados.entidad"
        nombreArchivo="empleados"
        columnas={columnas}
        opciones={(consulta) => empleadosQueryOptions(empresaId, consulta)}
        onCrear={() => setEdicion({ id: null })}
        accionesFila={(e) => <AccionesEmpleado empleado={e} onEditar={(x) => setEdicion({ id: x.id })} onAcceso={setAcceso} />}
        idFila={(e) => String(e.id)}
      />
      {edicion ? <FormularioEmpleado personaId={edicion.id} onCerrar={() => setEdicion(null)} /> : null}
      {acceso ? <AccesoEmpleado empleado={acceso} onCerrar={() => setAcceso(null)} /> : null}
    </>
  );
}
