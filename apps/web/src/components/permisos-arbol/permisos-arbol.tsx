import { useMemo } from 'react';
import { Box, Stack } from '@mui/material';
import { LETRAS_PERMISO, type LetraPermiso } from '@eds/contracts/constantes';
import { Arbol } from '../arbol/arbol';

/** A module of the grant tree: its letters and the letters the signed-in user may add. */
export interface NodoPermisos {
  id: number;
  padre: number | null;
  descripcion: string;
  asignaciones: string;
  disponibles: string;
}

interface Props {
  nodos: readonly NodoPermisos[];
  /** The letters by module id being edited. */
  letras: ReadonlyMap<number, string>;
  onCambiar: (letras: Map<number, string>) => void;
  etiqueta: string;
  deshabilitado?: boolean;
  /** The letter's name ('Leer', 'Crear'...), shown as its tooltip. */
  nombreLetra: (l: LetraPermiso) => string;
  /** Accessible name of one checkbox: 'Crear: GESTION UNIDADES'. */
  etiquetaCasilla: (l: LetraPermiso, n: NodoPermisos) => string;
  expandir: (n: NodoPermisos) => string;
  contraer: (n: NodoPermisos) => string;
}

const ordenar = (letras: Iterable<string>) => {
  const s = new Set(letras);
  return LETRAS_PERMISO.filter((l) => s.has(l)).join('');
};

/**
 * The module tree against the permission letters R C U D E A N X (SCREENS.md G09): one checkbox per module and
 * letter. Ticking a letter on a section ticks it on every module below; a letter the user does not hold can only
 * be taken away (the server refuses granting it: 'No puede otorgar permisos que usted no tiene').
 */
export function PermisosArbol({
  nodos,
  letras,
  onCambiar,
  etiqueta,
  deshabilitado,
  nombreLetra,
  etiquetaCasilla,
  expandir,
  contraer,
}: Props) {
  const hijos = useMemo(() => {
    const m = new Map<number, NodoPermisos[]>();
    for (const n of nodos) if (n.padre !== null) m.set(n.padre, [...(m.get(n.padre) ?? []), n]);
    return m;
  }, [nodos]);

  const puede = (n: NodoPermisos, l: LetraPermiso) => n.disponibles.includes(l) || n.asignaciones.includes(l);

  const alternar = (n: NodoPermisos, l: LetraPermiso, marcar: boolean) => {
    const nuevas = new Map(letras);
    const aplicar = (x: NodoPermisos) => {
      const actuales = new Set(nuevas.get(x.id) ?? '');
      if (marcar && puede(x, l)) actuales.add(l);
      if (!marcar) actuales.delete(l);
      nuevas.set(x.id, ordenar(actuales));
      for (const h of hijos.get(x.id) ?? []) aplicar(h);
    };
    aplicar(n);
    onCambiar(nuevas);
  };

  return (
    <Arbol
      nodos={nodos}
      etiqueta={etiqueta}
      texto={(n) => n.descripcion}
      expandir={expandir}
      contraer={contraer}
      detalle={(n) => (
        <Stack direction="row" spacing={0.5} sx={{ ml: 'auto', flexShrink: 0 }} onKeyDown={(e) => e.stopPropagation()}>
          {LETRAS_PERMISO.map((l) => {
            const marcada = (letras.get(n.id) ?? '').includes(l);
            return (
              <Box
                key={l}
                component="label"
                title={nombreLetra(l)}
                sx={{ display: 'inline-flex', alignItems: 'center', fontSize: 12, fontFamily: 'monospace', gap: 0.25 }}
              >
                <input
                  type="checkbox"
                  checked={marcada}
                  disabled={deshabilitado || (!marcada && !puede(n, l))}
                  onChange={(e) => alternar(n, l, e.target.checked)}
                  aria-label={etiquetaCasilla(l, n)}
                />
                {l}
              </Box>
            );
          })}
        </Stack>
      )}
    />
  );
}
