import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import type { TEstacionNegocio } from '@eds/contracts/empresa';
import { useEstacionesDelAlcance } from '../../lib/estaciones-alcance';
import { useUsuario } from '../../lib/sesion';

/**
 * The station a screen that works one station at a time is on: the one the user chose, else the user's own station,
 * else the first of the scope. `lista` is the stations of the user's scope, for `SelectorEstacion`.
 */
export function useEstacionElegida(): {
  lista: TEstacionNegocio[];
  estacion: number | null;
  elegir: (id: number) => void;
  cargando: boolean;
} {
  const usuario = useUsuario();
  const estaciones = useEstacionesDelAlcance(usuario.infoDominio.negocio_id);
  const [elegida, setElegida] = useState<number | null>(null);
  const lista = estaciones.data ?? [];
  const estacion = elegida ?? lista.find((e) => e.idEds === usuario.empresas_id)?.idEds ?? lista[0]?.idEds ?? null;
  return { lista, estacion, elegir: setElegida, cargando: estaciones.isPending };
}

/** The required station select of such a screen; locked while loading or when the scope holds one station. */
export function SelectorEstacion({
  etiqueta,
  lista,
  valor,
  cargando,
  onCambiar,
}: {
  etiqueta: string;
  lista: TEstacionNegocio[];
  valor: number | null;
  cargando: boolean;
  onCambiar: (id: number) => void;
}) {
  return (
    <TextField
      select
      required
      label={etiqueta}
      value={valor ?? ''}
      onChange={(e) => onCambiar(Number(e.target.value))}
      disabled={cargando || lista.length <= 1}
    >
      {lista.map((e) => (
        <MenuItem key={e.idEds} value={e.idEds}>
          {e.alias}
        </MenuItem>
      ))}
    </TextField>
  );
}
