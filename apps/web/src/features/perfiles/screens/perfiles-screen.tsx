import { useCallback, useState } from 'react';
import type { TEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import type { TPerfil } from '@eds/contracts/perfiles/perfiles';
import { PantallaLista } from '../../../components/lista/pantalla-lista';
import { useUsuario } from '../../../lib/sesion';
import { perfilesQueryOptions, useCambiarEstadoPerfil } from '../api/perfiles';
import { AccionesPerfil } from '../components/acciones-perfil';
import { useColumnasPerfiles } from '../components/columnas-perfiles';
import { FormularioPerfil } from '../components/formulario-perfil';
import { PermisosPerfil } from '../components/permisos-perfil';
import '../lib/mensajes-perfiles';

/**
 * Perfiles (SCREENS.md G09, `/configuracion/gestion_perfiles`): the business's profiles, created and edited in a
 * drawer, switched A/I, and their module grants edited as a tree. A change reaches the holders at their next request.
 */
export function PerfilesScreen() {
  const empresaId = useUsuario().empresas_id;
  const [edicion, setEdicion] = useState<{ perfil: TPerfil | null } | null>(null);
  const [permisos, setPermisos] = useState<TPerfil | null>(null);
  const { mutateAsync: cambiar } = useCambiarEstadoPerfil();
  const alCambiarEstado = useCallback(
    async (perfil: TPerfil, estado: TEstadoRegistro) => (await cambiar({ id: perfil.id, estado })).mensaje,
    [cambiar],
  );
  const columnas = useColumnasPerfiles(alCambiarEstado);

  return (
    <>
      <PantallaLista
        titulo="perfiles.titulo"
        entidad="perfiles.entidad"
        nombreArchivo="perfiles"
        columnas={columnas}
        opciones={(consulta) => perfilesQueryOptions(empresaId, consulta)}
        onCrear={() => setEdicion({ perfil: null })}
        accionesFila={(p) => (
          <AccionesPerfil perfil={p} onEditar={(perfil) => setEdicion({ perfil })} onPermisos={(perfil) => setPermisos(perfil)} />
        )}
        idFila={(p) => String(p.id)}
      />
      {edicion ? <FormularioPerfil perfil={edicion.perfil} empresaId={empresaId} onCerrar={() => setEdicion(null)} /> : null}
      {permisos ? <PermisosPerfil perfil={permisos} onCerrar={() => setPermisos(null)} /> : null}
    </>
  );
}
