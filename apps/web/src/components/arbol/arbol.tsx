import { useMemo, useRef, useState, type DragEvent, type KeyboardEvent, type ReactNode } from 'react';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Box, IconButton, Stack } from '@mui/material';

/** One node of the tree: its id, its parent's (null for a root) and what it shows. */
export interface NodoArbol {
  id: number;
  padre: number | null;
}

interface Props<T extends NodoArbol> {
  nodos: readonly T[];
  /** Accessible name of the tree. */
  etiqueta: string;
  /** The node's label (also its accessible name). */
  texto: (n: T) => string;
  /** What a node shows after its label: chips, buttons, the state switch. */
  detalle?: (n: T) => ReactNode;
  /** Nodes that may be dragged; none when left out. */
  arrastrable?: (n: T) => boolean;
  /** Whether `destino` accepts `origen` when dropped on it. */
  aceptaSoltar?: (origen: T, destino: T) => boolean;
  /** A node dropped on another. */
  onSoltar?: (origen: T, destino: T) => void;
  /** Texts of the expand/collapse buttons: 'Expandir {{registro}}'. */
  expandir: (n: T) => string;
  contraer: (n: T) => string;
}

const TIPO_ARRASTRE = 'application/x-eds-nodo';

/**
 * A small accessible tree (WAI-ARIA tree pattern): `tree` / `treeitem` / `group`, one tab stop that moves with the
 * arrow keys (Up, Down, Left closes or goes to the parent, Right opens or goes to the first child, Home, End), and
 * native drag and drop between nodes. Keyboard users move nodes through the actions each screen puts in `detalle`.
 * Every node starts expanded.
 */
export function Arbol<T extends NodoArbol>({
  nodos,
  etiqueta,
  texto,
  detalle,
  arrastrable,
  aceptaSoltar,
  onSoltar,
  expandir,
  contraer,
}: Props<T>) {
  const [cerrados, setCerrados] = useState<ReadonlySet<number>>(new Set());
  const [enfocado, setEnfocado] = useState<number | null>(null);
  const [sobre, setSobre] = useState<number | null>(null);
  const arrastrado = useRef<T | null>(null);
  const elementos = useRef(new Map<number, HTMLElement>());

  const { raices, hijos, porId } = useMemo(() => {
    const porId = new Map(nodos.map((n) => [n.id, n]));
    const hijos = new Map<number, T[]>();
    const raices: T[] = [];
    for (const n of nodos) {
      if (n.padre !== null && porId.has(n.padre)) hijos.set(n.padre, [...(hijos.get(n.padre) ?? []), n]);
      else raices.push(n);
    }
    return { raices, hijos, porId };
  }, [nodos]);

  // The visible nodes in reading order: what the arrow keys walk through.
  const visibles = useMemo(() => {
    const lista: T[] = [];
    const recorrer = (ns: readonly T[]) => {
      for (const n of ns) {
        lista.push(n);
        if (!cerrados.has(n.id)) recorrer(hijos.get(n.id) ?? []);
      }
    };
    recorrer(raices);
    return lista;
  }, [raices, hijos, cerrados]);

  const actual = enfocado !== null && visibles.some((n) => n.id === enfocado) ? enfocado : (visibles[0]?.id ?? null);

  const alternar = (id: number) =>
    setCerrados((c) => {
      const nuevo = new Set(c);
      if (nuevo.has(id)) nuevo.delete(id);
      else nuevo.add(id);
      return nuevo;
    });

  const enfocar = (id: number | undefined) => {
    if (id === undefined) return;
    setEnfocado(id);
    elementos.current.get(id)?.focus();
  };

  const teclado = (e: KeyboardEvent<HTMLElement>, n: T) => {
    if (e.target !== e.currentTarget) return;
    const i = visibles.findIndex((v) => v.id === n.id);
    const tieneHijos = (hijos.get(n.id)?.length ?? 0) > 0;
    const abierto = tieneHijos && !cerrados.has(n.id);
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    const tecla = rtl && e.key === 'ArrowLeft' ? 'ArrowRight' : rtl && e.key === 'ArrowRight' ? 'ArrowLeft' : e.key;
    let manejada = true;
    if (tecla === 'ArrowDown') enfocar(visibles[i + 1]?.id);
    else if (tecla === 'ArrowUp') enfocar(visibles[i - 1]?.id);
    else if (tecla === 'Home') enfocar(visibles[0]?.id);
    else if (tecla === 'End') enfocar(visibles.at(-1)?.id);
    else if (tecla === 'ArrowRight') {
      if (tieneHijos && !abierto) alternar(n.id);
      else if (abierto) enfocar(hijos.get(n.id)?.[0]?.id);
    } else if (tecla === 'ArrowLeft') {
      if (abierto) alternar(n.id);
      else if (n.padre !== null && porId.has(n.padre)) enfocar(n.padre);
    } else manejada = false;
    if (manejada) e.preventDefault();
  };

  const soltable = (destino: T) => arrastrado.current !== null && (aceptaSoltar?.(arrastrado.current, destino) ?? false);

  const nodo = (n: T, nivel: number, posicion: number, total: number): ReactNode => {
    const propios = hijos.get(n.id) ?? [];
    const abierto = !cerrados.has(n.id);
    const puedeArrastrar = arrastrable?.(n) ?? false;
    const eventos = {
      onDragStart: (e: DragEvent) => {
        e.stopPropagation();
        arrastrado.current = n;
        e.dataTransfer.effectAllowed = 'move';
        e.dataTransfer.setData(TIPO_ARRASTRE, String(n.id));
        e.dataTransfer.setData('text/plain', texto(n));
      },
      onDragEnd: () => {
        arrastrado.current = null;
        setSobre(null);
      },
      onDragOver: (e: DragEvent) => {
        e.stopPropagation();
        if (!soltable(n)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'move';
        setSobre(n.id);
      },
      onDragLeave: (e: DragEvent) => {
        e.stopPropagation();
        setSobre((s) => (s === n.id ? null : s));
      },
      onDrop: (e: DragEvent) => {
        e.stopPropagation();
        e.preventDefault();
        const origen = arrastrado.current;
        arrastrado.current = null;
        setSobre(null);
        if (origen && origen.id !== n.id && (aceptaSoltar?.(origen, n) ?? false)) onSoltar?.(origen, n);
      },
    };
    return (
      <Box
        component="li"
        key={n.id}
        role="treeitem"
        aria-level={nivel}
        aria-posinset={posicion}
        aria-setsize={total}
        aria-expanded={propios.length ? abierto : undefined}
        aria-label={texto(n)}
        tabIndex={actual === n.id ? 0 : -1}
        ref={(el: HTMLElement | null) => {
          if (el) elementos.current.set(n.id, el);
          else elementos.current.delete(n.id);
        }}
        onFocus={(e) => {
          if (e.target === e.currentTarget) setEnfocado(n.id);
        }}
        onKeyDown={(e) => teclado(e, n)}
        sx={{ listStyle: 'none', outline: 'none', '&:focus-visible > .eds-arbol-fila': { outline: 2, outlineColor: 'primary.main' } }}
      >
        <Stack
          className="eds-arbol-fila"
          direction="row"
          spacing={1}
          draggable={puedeArrastrar}
          data-soltar={sobre === n.id ? 'si' : undefined}
          {...eventos}
          sx={{
            alignItems: 'center',
            minHeight: 40,
            px: 1,
            borderRadius: 1,
            cursor: puedeArrastrar ? 'grab' : 'default',
            bgcolor: sobre === n.id ? 'action.selected' : undefined,
            '&:hover': { bgcolor: 'action.hover' },
          }}
        >
          {propios.length ? (
            <IconButton size="small" tabIndex={-1} aria-label={abierto ? contraer(n) : expandir(n)} onClick={() => alternar(n.id)}>
              {abierto ? (
                <ExpandMore fontSize="small" />
              ) : (
                <ChevronRight fontSize="small" sx={(t) => ({ transform: t.direction === 'rtl' ? 'scaleX(-1)' : undefined })} />
              )}
            </IconButton>
          ) : (
            <Box sx={{ width: 34 }} />
          )}
          <Box component="span" sx={{ flex: 1, fontWeight: nivel === 1 ? 700 : 500 }}>
            {texto(n)}
          </Box>
          {detalle?.(n)}
        </Stack>
        {propios.length && abierto ? (
          <Box component="ul" role="group" sx={{ m: 0, pl: 3 }}>
            {propios.map((h, j) => nodo(h, nivel + 1, j + 1, propios.length))}
          </Box>
        ) : null}
      </Box>
    );
  };

  return (
    <Box component="ul" role="tree" aria-label={etiqueta} sx={{ m: 0, p: 0 }}>
      {raices.map((r, j) => nodo(r, 1, j + 1, raices.length))}
    </Box>
  );
}
