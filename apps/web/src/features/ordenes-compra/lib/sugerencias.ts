/** A line of the order form as the form holds it: fields may be empty while the person types. */
export interface LineaFormularioOrden {
  producto_id: number | null;
  cantidad: number | string | null;
  costo: number | string | null;
  iva_pct: number | string | null;
}

/** What `Sugerir` proposes for a product: the quantity up to its maximum and its cost. */
export interface Sugerencia {
  producto_id: number;
  cantidad: number;
  costo: number;
}

/**
 * `Sugerir` on the lines already typed: each suggested product gets the suggested quantity and cost (its own line if
 * it had one, a new line otherwise, with `iva` as its tax); lines of other products stay as they were, and empty lines
 * (no product) are dropped. Suggestions of nothing to order (quantity ≤ 0) are left out. When nothing is suggested
 * the lines come back unchanged.
 */
export function aplicarSugerencias(
  lineas: readonly LineaFormularioOrden[],
  sugerencias: readonly Sugerencia[],
  iva: number,
): LineaFormularioOrden[] {
  const utiles = sugerencias.filter((s) => s.cantidad > 0);
  if (utiles.length === 0) return [...lineas];
  const porProducto = new Map(utiles.map((s) => [s.producto_id, s]));
  const salida: LineaFormularioOrden[] = [];
  for (const l of lineas) {
    if (l.producto_id === null) continue;
    const s = porProducto.get(l.producto_id);
    if (s) {
      salida.push({ ...l, cantidad: s.cantidad, costo: s.costo });
      porProducto.delete(l.producto_id);
    } else salida.push(l);
  }
  for (const s of porProducto.values()) salida.push({ producto_id: s.producto_id, cantidad: s.cantidad, costo: s.costo, iva_pct: iva });
  return salida;
}
