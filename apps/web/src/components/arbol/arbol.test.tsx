import { describe, expect, it, vi } from 'vitest';
import { createEvent, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderConProveedores } from '../../testing/render';
import { Arbol, type NodoArbol } from './arbol';

interface Nodo extends NodoArbol {
  nombre: string;
}

const NODOS: Nodo[] = [
  { id: 1, padre: null, nombre: 'RAIZ' },
  { id: 2, padre: 1, nombre: 'NORTE' },
  { id: 3, padre: 2, nombre: 'EDS UNO' },
  { id: 4, padre: 1, nombre: 'SUR' },
];

async function dibujar(onSoltar = vi.fn()) {
  await renderConProveedores(
    <Arbol<Nodo>
      nodos={NODOS}
      etiqueta="Empresas"
      texto={(n) => n.nombre}
      arrastrable={(n) => n.padre !== null}
      aceptaSoltar={(origen, destino) => destino.id !== 3 && origen.padre !== destino.id}
      onSoltar={onSoltar}
      expandir={(n) => `Expandir ${n.nombre}`}
      contraer={(n) => `Contraer ${n.nombre}`}
    />,
  );
  return onSoltar;
}

const fila = (nombre: string) => screen.getByRole('treeitem', { name: nombre }).querySelector<HTMLElement>(':scope > .eds-arbol-fila')!;

/** A native drag from one row to another, as the browser fires it. */
function arrastrar(origen: HTMLElement, destino: HTMLElement) {
  const datos = { setData: vi.fn(), effectAllowed: '', dropEffect: '' };
  for (const [tipo, elemento] of [
    ['dragStart', origen],
    ['dragOver', destino],
    ['drop', destino],
    ['dragEnd', origen],
  ] as const) {
    const evento = createEvent[tipo](elemento);
    Object.defineProperty(evento, 'dataTransfer', { value: datos });
    fireEvent(elemento, evento);
  }
}

describe('Arbol', () => {
  it('draws the WAI-ARIA tree: levels, nesting and one tab stop', async () => {
    await dibujar();
    const arbol = screen.getByRole('tree', { name: 'Empresas' });
    const norte = within(arbol).getByRole('treeitem', { name: 'NORTE' });
    expect(norte).toHaveAttribute('aria-level', '2');
    expect(norte).toHaveAttribute('aria-expanded', 'true');
    expect(within(norte).getByRole('treeitem', { name: 'EDS UNO' })).toHaveAttribute('aria-level', '3');
    expect(screen.getAllByRole('treeitem').filter((t) => t.tabIndex === 0)).toHaveLength(1);
  });

  it('walks with the arrow keys and closes a branch with the left arrow', async () => {
    const usuario = userEvent.setup();
    await dibujar();
    screen.getByRole('treeitem', { name: 'RAIZ' }).focus();
    await usuario.keyboard('{ArrowDown}');
    expect(screen.getByRole('treeitem', { name: 'NORTE' })).toHaveFocus();
    await usuario.keyboard('{ArrowDown}');
    expect(screen.getByRole('treeitem', { name: 'EDS UNO' })).toHaveFocus();
    await usuario.keyboard('{ArrowLeft}');
    expect(screen.getByRole('treeitem', { name: 'NORTE' })).toHaveFocus();
    await usuario.keyboard('{ArrowLeft}');
    expect(screen.getByRole('treeitem', { name: 'NORTE' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('treeitem', { name: 'EDS UNO' })).toBeNull();
    await usuario.keyboard('{End}');
    expect(screen.getByRole('treeitem', { name: 'SUR' })).toHaveFocus();
  });

  it('hands a drop on an accepting node to onSoltar, and ignores one on a node that refuses it', async () => {
    const onSoltar = await dibujar();
    arrastrar(fila('SUR'), fila('NORTE'));
    expect(onSoltar).toHaveBeenCalledTimes(1);
    expect(onSoltar.mock.calls[0][0]).toMatchObject({ id: 4 });
    expect(onSoltar.mock.calls[0][1]).toMatchObject({ id: 2 });
    arrastrar(fila('SUR'), fila('EDS UNO'));
    expect(onSoltar).toHaveBeenCalledTimes(1);
    expect(fila('RAIZ')).toHaveAttribute('draggable', 'false');
  });
});
