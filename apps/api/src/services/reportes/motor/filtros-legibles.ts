import { NOMBRE_TIPO_NEGOCIO, type TipoNegocio } from '@eds/contracts/operacion';
import type { DefinicionReporte } from '@eds/contracts/reportes/motor';
import type { Conn } from '../../../db/client';
import { etiquetaDeOpcion } from './opciones';
import { texto } from './sql';
import type { ContextoReporte } from './tipos';

const fecha = (d: string) => d.split('-').reverse().join('/');

/** What a list or options filter left empty means: every option (the screen's "Todos"). */
export const TODOS = 'Todos';

/**
 * The exports' `Filtros` sheet: every filter of the report, by its Spanish name, with the value a person reads. A list
 * or options filter left empty is printed as `Todos`, so a file always says what it was filtered by (a number left
 * empty sets no limit and is left out).
 */
export async function filtrosLegibles(
  conn: Conn,
  d: DefinicionReporte,
  ctx: ContextoReporte<unknown>,
  ventana: string,
): Promise<[string, string][]> {
  const salida: [string, string][] = [
    ['Reporte', d.titulo],
    ['Estaciones', ctx.estaciones.map((e) => e.alias).join(', ')],
    ['Fecha inicial', fecha(ctx.desde)],
    ['Fecha final', fecha(ctx.hasta)],
    ['Ventana', ventana],
  ];
  const filtros = (ctx.filtros ?? {}) as Record<string, unknown>;
  for (const campo of d.campos) {
    const valor = filtros[campo.clave];
    if (valor === undefined || valor === null || (Array.isArray(valor) && valor.length === 0)) {
      if (campo.tipo !== 'numero' && campo.clave !== 'agrupar') salida.push([campo.titulo, TODOS]);
      continue;
    }
    if (campo.tipo === 'lista') salida.push([campo.titulo, await etiquetaDeOpcion(conn, ctx.sesion, campo.lista, ctx.ids, Number(valor))]);
    else if (campo.clave === 'tipo_negocio') salida.push([campo.titulo, NOMBRE_TIPO_NEGOCIO[valor as TipoNegocio] ?? texto(valor)]);
    else if (campo.clave === 'agrupar' && Array.isArray(valor)) {
      salida.push([campo.titulo, valor.map((k) => d.columnas.find((c) => c.grupo === k)?.titulo ?? texto(k)).join(', ')]);
    } else salida.push([campo.titulo, Array.isArray(valor) ? valor.map(texto).join(', ') : texto(valor)]);
  }
  salida.push(['Usuario', ctx.sesion.usuario]);
  return salida;
}
