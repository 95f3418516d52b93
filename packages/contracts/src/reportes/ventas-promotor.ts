import { z } from 'zod';
import { campoLista, filaReporte, zCifra, zEnteroFila, zIdFiltro, zRatio } from './filtros';
import { definirReporte } from './motor';

/**
 * reportes/ventas_promotor — Ventas por promotor: each promoter's shifts, hours, gallons, cross-selling, loyalty
 * share and accumulated cash difference. It reads the sales and the shifts themselves, so its range is a detail's.
 */
export const REPORTE_VENTAS_PROMOTOR = definirReporte({
  ruta: 'ventas_promotor',
  modulo: 'VENTAS PROMOTOR',
  titulo: 'Ventas por promotor',
  clase: 'detalle',
  filtros: z.object({ promotor: zIdFiltro('promotor'), isla: zIdFiltro('isla'), turno: zIdFiltro('turno') }),
  campos: [
    campoLista('promotor', 'Promotor', 'promotores'),
    campoLista('isla', 'Isla', 'islas'),
    { clave: 'turno', titulo: 'Turno', tipo: 'numero' },
  ],
  fila: filaReporte({
    promotor_id: zEnteroFila,
    promotor: z.string(),
    turnos: zEnteroFila,
    horas: zCifra,
    galones: zCifra,
    galones_hora: zRatio,
    valor_combustible: zCifra,
    valor_canastilla: zCifra,
    ventas: zEnteroFila,
    ticket_promedio: zRatio,
    ventas_fidelizadas: zEnteroFila,
    fidelizadas: zRatio,
    diferencia_caja: zCifra,
  }),
  columnas: [
    { clave: 'estacion', titulo: 'Estación', tipo: 'texto' },
    {
      clave: 'promotor',
      titulo: 'Promotor',
      tipo: 'texto',
      enlace: { destino: '/reportes/reporte_arqueo', estacion: true, filtros: { promotor: 'promotor_id' } },
    },
    { clave: 'turnos', titulo: '# Turnos', tipo: 'entero', pie: 'suma' },
    { clave: 'horas', titulo: 'Horas', tipo: 'decimal', pie: 'suma' },
    { clave: 'galones', titulo: 'Galones (gal)', tipo: 'volumen', pie: 'suma' },
    { clave: 'galones_hora', titulo: 'Galones/hora', tipo: 'decimal', pie: 'formula' },
    { clave: 'valor_combustible', titulo: 'Valor combustible', tipo: 'dinero', pie: 'suma' },
    { clave: 'valor_canastilla', titulo: 'Valor canastilla (venta cruzada)', tipo: 'dinero', pie: 'suma' },
    { clave: 'ventas', titulo: '# Ventas', tipo: 'entero', pie: 'suma' },
    { clave: 'ticket_promedio', titulo: 'Ticket promedio', tipo: 'dinero', pie: 'formula' },
    { clave: 'ventas_fidelizadas', titulo: '# Ventas fidelizadas', tipo: 'entero', pie: 'suma', oculta: true },
    { clave: 'fidelizadas', titulo: '% Fidelizadas', tipo: 'porcentaje', pie: 'formula' },
    { clave: 'diferencia_caja', titulo: 'Diferencia de caja acumulada', tipo: 'dinero', pie: 'suma' },
  ],
  ordenDefecto: 'galones:desc',
  grafico: { tipo: 'barras', eje: 'volumen' },
});
