import { useMemo, useState, type ReactNode } from 'react';
import { Box } from '@mui/material';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
  type Announcements,
} from '@dnd-kit/core';
import { SortableContext, rectSortingStrategy, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import { TIEMPOS } from '@eds/contracts/constantes';
import { columnasDe, type DefinicionWidget } from '../lib/widgets';
import { aplicarOrden, guardarOrden, leerOrden, mover } from '../lib/orden-widgets';
import { ContextoManija } from './arrastre';

const TRANSICION = { duration: TIEMPOS.animacionArrastreMs, easing: 'cubic-bezier(0.25, 1, 0.5, 1)' };

function Celda({ widget, children }: { widget: DefinicionWidget; children: ReactNode }) {
  const {
    setNodeRef: asignarNodo,
    attributes,
    listeners,
    isDragging,
    transform,
    transition,
  } = useSortable({
    id: widget.id,
    transition: TRANSICION,
  });
  const manija = useMemo(() => ({ attributes, listeners, arrastrando: isDragging }), [attributes, listeners, isDragging]);
  const columnas = columnasDe(widget.ancho);
  return (
    <Box
      ref={asignarNodo}
      data-widget={widget.id}
      sx={{
        gridColumn: { xs: `span ${columnas.xs}`, sm: `span ${columnas.sm}`, lg: `span ${columnas.lg}` },
        minInlineSize: 0,
        position: 'relative',
        zIndex: isDragging ? 2 : 'auto',
        opacity: isDragging ? 0.92 : 1,
      }}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <ContextoManija.Provider value={manija}>{children}</ContextoManija.Provider>
    </Box>
  );
}

interface Props {
  widgets: DefinicionWidget[];
  titulo: (id: number) => string;
  render: (id: number) => ReactNode;
}

/**
 * The widget grid: twelve columns, widgets ordered by dragging their MOVER handle (pointer or
 * keyboard), the order kept in session storage (spec: animation 350 ms, order per browser session).
 */
export function GrillaWidgets({ widgets, titulo, render }: Props) {
  const { t } = useTranslation();
  const [orden, setOrden] = useState<number[]>(leerOrden);
  const visibles = useMemo(() => aplicarOrden(widgets, orden), [widgets, orden]);
  const sensores = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const alSoltar = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = visibles.map((w) => w.id);
    const nuevo = mover(ids, ids.indexOf(active.id as never), ids.indexOf(over.id as never));
    // Ids of widgets the user cannot see now keep their place at the end.
    const resto = orden.filter((id) => !nuevo.includes(id as never));
    const guardado = [...nuevo, ...resto];
    setOrden(guardado);
    guardarOrden(guardado);
  };

  const nombre = (id: string | number) => titulo(Number(id));
  const anuncios: Announcements = {
    onDragStart: ({ active }) => t('dashboard.arrastre.tomar', { nombre: nombre(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('dashboard.arrastre.sobre', { nombre: nombre(active.id), destino: nombre(over.id) }) : undefined,
    onDragEnd: ({ active }) => t('dashboard.arrastre.soltar', { nombre: nombre(active.id) }),
    onDragCancel: ({ active }) => t('dashboard.arrastre.cancelar', { nombre: nombre(active.id) }),
  };

  return (
    <DndContext
      sensors={sensores}
      collisionDetection={closestCenter}
      onDragEnd={alSoltar}
      accessibility={{ announcements: anuncios, screenReaderInstructions: { draggable: t('dashboard.arrastre.instrucciones') } }}
    >
      <SortableContext items={visibles.map((w) => w.id)} strategy={rectSortingStrategy}>
        <Box
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', gap: { xs: 2, md: 2.5 }, alignItems: 'stretch' }}
          data-testid="grilla-dashboard"
        >
          {visibles.map((w) => (
            <Celda key={w.id} widget={w}>
              {render(w.id)}
            </Celda>
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}
