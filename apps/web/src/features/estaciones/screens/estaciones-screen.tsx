import { useCallback, useState } from 'react';
import type { TEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import { TIPO_EMPRESA } from '@eds/contracts/constantes';
import type { TEmpresa } from '@eds/contracts/empresa/empresas';
import { PantallaLista } from '../../../components/lista/pantalla-lista';
import { useUsuario } from '../../../lib/sesion';
import { estacionesQueryOptions } from '../api/listar-estaciones';
import { useCambiarEstadoEstacion } from '../api/cambiar-estado-estacion';
import { AccionesEstacion, type VistaEstacion } from '../components/acciones-estacion';
import { useColumnasEstaciones } from '../components/columnas-estaciones';
import { FormularioEstacion } from '../components/formulario-estacion';
import { CopiaEstacion, DiaOperativoEstacion, FuncionesEstacion } from '../components/operacion-estacion';
import { UbicacionEstacion } from '../components/ubicacion-estacion';
import '../lib/mensajes-estaciones';

/** Which stations a screen lists, and its texts: EDS (`empresa/eds`) and CDL (`empresa/cdl`) are one screen. */
export interface VarianteEstaciones {
  tipo: number;
  titulo: string;
  entidad: string;
  nombreArchivo: string;
}

export const VARIANTES = {
  eds: { tipo: TIPO_EMPRESA.EDS, titulo: 'estaciones.titulo', entidad: 'estaciones.entidad', nombreArchivo: 'estaciones' },
  cdl: { tipo: TIPO_EMPRESA.CDL, titulo: 'estaciones.tituloCdl', entidad: 'estaciones.entidadCdl', nombreArchivo: 'centros_lubricacion' },
} as const satisfies Record<string, VarianteEstaciones>;

/**
 * Estaciones de servicio and Centros de lubricación (SCREENS.md G02): the stations under the user's company,
 * searched and filtered by state, exported; created and edited in the station form, switched A/I (refused while a
 * shift is open; inactivating revokes the devices' tokens), located on the map, with their business day, features
 * and a configuration copy from another station.
 */
export function EstacionesScreen({ variante }: { variante: VarianteEstaciones }) {
  const usuario = useUsuario();
  const empresaId = usuario.empresas_id;
  const [edicion, setEdicion] = useState<{ estacion: TEmpresa | null } | null>(null);
  const [vista, setVista] = useState<{ estacion: TEmpresa; vista: VistaEstacion } | null>(null);
  const { mutateAsync: cambiar } = useCambiarEstadoEstacion();
  const alCambiarEstado = useCallback(
    async (e: TEmpresa, estado: TEstadoRegistro) => (await cambiar({ id: e.id, estado })).mensaje,
    [cambiar],
  );
  const columnas = useColumnasEstaciones(alCambiarEstado);

  return (
    <>
      <PantallaLista
        titulo={variante.titulo}
        entidad={variante.entidad}
        nombreArchivo={variante.nombreArchivo}
        columnas={columnas}
        opciones={(consulta) => estacionesQueryOptions(empresaId, variante.tipo, consulta)}
        onCrear={() => setEdicion({ estacion: null })}
        accionesFila={(e) => (
          <AccionesEstacion
            estacion={e}
            onEditar={(estacion) => setEdicion({ estacion })}
            onAbrir={(estacion, v) => setVista({ estacion, vista: v })}
          />
        )}
        idFila={(e) => String(e.id)}
      />
      {edicion ? (
        <FormularioEstacion
          empresa={edicion.estacion}
          tipo={variante.tipo}
          empresaUsuario={empresaId}
          entidad={variante.entidad}
          soloContacto={usuario.tipo === 5}
          onCerrar={() => setEdicion(null)}
        />
      ) : null}
      {vista?.vista === 'ubicacion' ? <UbicacionEstacion estacion={vista.estacion} onCerrar={() => setVista(null)} /> : null}
      {vista?.vista === 'dia' ? <DiaOperativoEstacion estacion={vista.estacion} onCerrar={() => setVista(null)} /> : null}
      {vista?.vista === 'funciones' ? <FuncionesEstacion estacion={vista.estacion} onCerrar={() => setVista(null)} /> : null}
      {vista?.vista === 'copia' ? <CopiaEstacion estacion={vista.estacion} onCerrar={() => setVista(null)} /> : null}
    </>
  );
}

export function EdsScreen() {
  return <EstacionesScreen variante={VARIANTES.eds} />;
}

export function CdlScreen() {
  return <EstacionesScreen variante={VARIANTES.cdl} />;
}
