import type { ReactNode } from 'react';

/** How a column's values are shown and exported. */
export type TipoColumna = 'texto' | 'numero' | 'dinero' | 'fecha' | 'fechaHora';

export interface ColumnaTabla<T> {
  clave: Extract<keyof T, string>;
  /** Translation key of the column title. */
  etiqueta: string;
  tipo?: TipoColumna;
  /** Numbers: decimals shown (up to this many, trailing zeros dropped); 2 when left out. */
  decimales?: number;
  /** Width on screen in pixels; the table's default when left out. */
  ancho?: number;
  /** Width in characters for the Excel sheet; derived from the title when left out. */
  anchoExcel?: number;
  /** The value shown and exported instead of the row's own field (a state letter as its word...). */
  valor?: (fila: T) => unknown;
  /** What the cell renders on screen (a switch, a chip); exports keep the value. */
  celda?: (fila: T) => ReactNode;
  /**
   * Lists paged by the server: the column sorts on the server by its `clave` (one of the call's sortable
   * fields). Tables sorted in the browser sort every column.
   */
  ordenable?: boolean;
}

/** A column ready to export: its title and the kind of value, already in the current language. */
export interface ColumnaExportable {
  titulo: string;
  tipo: TipoColumna;
  decimales?: number;
  anchoExcel?: number;
}

const dos = (n: number) => String(n).padStart(2, '0');

/** 'estaciones' → 'estaciones_export_20260321_141503.xlsx': the spec's export suffix with a timestamp. */
export function nombreExportacion(base: string, extension: 'pdf' | 'xlsx', fecha = new Date()): string {
  const limpio =
    base
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9_-]+/g, '_')
      .replace(/^_+|_+$/g, '') || 'reporte';
  const sello = `${fecha.getFullYear()}${dos(fecha.getMonth() + 1)}${dos(fecha.getDate())}_${dos(fecha.getHours())}${dos(fecha.getMinutes())}${dos(fecha.getSeconds())}`;
  return `${limpio}_export_${sello}.${extension}`;
}

export function descargarArchivo(contenido: Blob, nombre: string): void {
  const url = URL.createObjectURL(contenido);
  const enlace = document.createElement('a');
  enlace.href = url;
  enlace.download = nombre;
  enlace.rel = 'noopener';
  document.body.appendChild(enlace);
  enlace.click();
  enlace.remove();
  // Revoked later: some browsers read the URL after the click returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
