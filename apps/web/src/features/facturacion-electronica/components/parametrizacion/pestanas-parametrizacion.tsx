import { useMemo } from 'react';
import type { OpcionSeleccion } from '../../../../components/formulario/campo-seleccion';
import { useUsuario } from '../../../../lib/sesion';
import { useEstacionesDelAlcance } from '../../../../lib/estaciones-alcance';
import { TabEstados } from './tab-estados';
import { TabMensajesPos } from './tab-mensajes-pos';
import { TabMotivos } from './tab-motivos';
import { TabNotas } from './tab-notas';
import { TabObligaciones } from './tab-obligaciones';
import { TabObligatoriedad } from './tab-obligatoriedad';
import { TabParametrosEstacion } from './tab-parametros-estacion';
import { TabTiempos } from './tab-tiempos';
import { TabTiposReferencia } from './tab-tipos-referencia';

/** The parameter tabs after 'Facturas', in the order the screen shows them. */
export const PESTANAS_PARAMETRIZACION = [
  'estados',
  'motivos',
  'tipos',
  'notas',
  'obligaciones',
  'tiempos',
  'obligatoriedad',
  'parametrosFe',
  'parametrosRemision',
  'mensajesPos',
] as const;
export type PestanaParametrizacion = (typeof PESTANAS_PARAMETRIZACION)[number];

/** One parameter tab's content; the station tabs share the user's stations. */
export function PestanaParametrizacionContenido({ pestana }: { pestana: PestanaParametrizacion }) {
  const usuario = useUsuario();
  const estaciones = useEstacionesDelAlcance(usuario.infoDominio.negocio_id);
  const opciones = useMemo<OpcionSeleccion[]>(
    () => (estaciones.data ?? []).map((e) => ({ valor: e.idEds, texto: e.alias })),
    [estaciones.data],
  );
  const comun = { estaciones: opciones, cargando: estaciones.isPending };
  switch (pestana) {
    case 'estados':
      return <TabEstados />;
    case 'motivos':
      return <TabMotivos />;
    case 'tipos':
      return <TabTiposReferencia />;
    case 'notas':
      return <TabNotas />;
    case 'obligaciones':
      return <TabObligaciones {...comun} />;
    case 'tiempos':
      return <TabTiempos {...comun} />;
    case 'obligatoriedad':
      return <TabObligatoriedad {...comun} />;
    case 'parametrosFe':
      return <TabParametrosEstacion key="FE" tipo="FE" {...comun} />;
    case 'parametrosRemision':
      return <TabParametrosEstacion key="REMISION" tipo="REMISION" {...comun} />;
    case 'mensajesPos':
      return <TabMensajesPos />;
  }
}
