import { z } from 'zod';
import { CAMPO_TIPO_NEGOCIO, campoLista, filaReporte, zCifra, zEnteroFila, zIdFiltro, zRatio, zTextoNulo, zTipoNegocioFiltro } from './filtros';
import { definirReporte } from './motor';

/** reportes/ventas_eds — Ventas por estación: the stations in scope side by side, from the rollups. */
export const REPORTE_VENTAS_EDS = definirReporte({
  ruta: 'ventas_eds',
  modulo: 'VENTAS EDS',
  titulo: 'Ventas por estación',
  clase: 'resumen',
  filtros: z.object({ regional: zIdFiltro('regional'), tipo_negocio: zTipoNegocioFiltro }),
  campos: [campoLista('regional', 'Regional', 'regionales'), CAMPO_TIPO_NEGOCIO],
  fila: filaReporte({
    ciudad: zTextoNulo,
    galones: zCifra,
    venta_combustible: zCifra,
    canastilla: zCifra,
    kiosco: zCifra,
    total: zCifra,
    transacciones: zEnteroFila,
    ticket_promedio: zRatio,
    total_anterior: zCifra,
    variacion: zRatio,
    meta: zCifra,
    cumplimiento: zRatio,
  }),
  columnas: [
    { clave: 'estacion', titulo: 'Estación', tipo: 'texto', enlace: { destino: '/reportes/balance-operativo', estacion: true } },
    { clave: 'ciudad', titulo: 'Ciudad', tipo: 'texto' },
    { clave: 'galones', titulo: 'Galones (gal)', tipo: 'volumen', pie: 'suma' },
    { clave: 'venta_combustible', titulo: 'Venta combustible', tipo: 'dinero', pie: 'suma' },
    { clave: 'canastilla', titulo: 'Canastilla', tipo: 'dinero', pie: 'suma' },
    { clave: 'kiosco', titulo: 'Kiosco', tipo: 'dinero', pie: 'suma' },
    { clave: 'total', titulo: 'Total', tipo: 'dinero', pie: 'suma' },
    { clave: 'transacciones', titulo: '# Transacciones', tipo: 'entero', pie: 'suma' },
    { clave: 'ticket_promedio', titulo: 'Ticket promedio', tipo: 'dinero', pie: 'formula' },
    { clave: 'total_anterior', titulo: 'Total periodo anterior', tipo: 'dinero', pie: 'suma', oculta: true },
    { clave: 'variacion', titulo: 'Variación % vs periodo anterior', tipo: 'porcentaje', pie: 'formula' },
    { clave: 'meta', titulo: 'Meta del periodo', tipo: 'dinero', pie: 'suma', oculta: true },
    { clave: 'cumplimiento', titulo: 'Cumplimiento meta %', tipo: 'porcentaje', pie: 'formula' },
  ],
  ordenDefecto: 'total:desc',
  grafico: { tipo: 'barrasHorizontales', eje: 'dinero' },
  subtotales: false,
});
