import { createContext, useContext } from 'react';
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';

/** What a widget's MOVER handle needs from the sortable item around it. */
export interface ManijaArrastre {
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  arrastrando: boolean;
}

export const ContextoManija = createContext<ManijaArrastre | null>(null);

export function useManija(): ManijaArrastre | null {
  return useContext(ContextoManija);
}
