import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useUsuario } from '../../../lib/sesion';
import { useCambiarFavorito, useFavoritos } from '../api/accesos-directos';
import { construirMenu, entradaDeRuta, type EstaConstruida, type MenuUsuario } from '../lib/construir-menu';
import { agregarReciente, guardarRecientes, leerRecientes, type Reciente } from '../lib/recientes';

export interface Navegacion {
  menu: MenuUsuario;
  favoritos: Reciente[];
  recientes: Reciente[];
  esFavorito: (link: string) => boolean;
  cambiarFavorito: (link: string, descripcion: string, agregar: boolean) => void;
  cambiandoFavorito: boolean;
}

/** Everything the menus show for the signed-in user: entries, favourites and recent screens. */
export function useNavegacion(estaConstruida: EstaConstruida): Navegacion {
  const usuario = useUsuario();
  const { pathname } = useLocation();
  const menu = useMemo(() => construirMenu(usuario.modulos, estaConstruida), [usuario.modulos, estaConstruida]);
  const consulta = useFavoritos(usuario.p_id);
  const cambio = useCambiarFavorito(usuario.p_id);
  const [recientes, setRecientes] = useState<Reciente[]>(() => leerRecientes(usuario.u_id));

  // A favourite of a screen that is not built (or no longer held) is not offered.
  const favoritos = useMemo(
    () => (consulta.data ?? []).filter((f) => estaConstruida(f.link)).map((f) => ({ link: f.link, descripcion: f.descripcion })),
    [consulta.data, estaConstruida],
  );

  const entradaActual = entradaDeRuta(menu, pathname);
  // The screen being shown goes to the front of the recent list (adjusted while rendering, as
  // React recommends for state derived from a change, instead of an effect).
  const [ultimaVista, setUltimaVista] = useState<string | undefined>(undefined);
  if (entradaActual && entradaActual.link !== ultimaVista) {
    setUltimaVista(entradaActual.link);
    setRecientes((lista) =>
      lista[0]?.link === entradaActual.link
        ? lista
        : agregarReciente(lista, { link: entradaActual.link, descripcion: entradaActual.descripcion }),
    );
  }
  useEffect(() => guardarRecientes(usuario.u_id, recientes), [usuario.u_id, recientes]);

  const esFavorito = useCallback((link: string) => favoritos.some((f) => f.link === link), [favoritos]);
  const { mutate } = cambio;
  const cambiarFavorito = useCallback(
    (link: string, descripcion: string, agregar: boolean) => mutate({ link, descripcion, agregar }),
    [mutate],
  );

  return { menu, favoritos, recientes, esFavorito, cambiarFavorito, cambiandoFavorito: cambio.isPending };
}
