import { z } from 'zod';
import { TIPOS_NEGOCIO } from '../operacion';
import { zIdCampo } from '../validaciones';
import { ZFilaBaseReporte, type CampoFiltroReporte } from './motor';

/** Pieces the reports' filters and rows are built from. */

/** An optional id filter (a product, a promoter, an island...): a number, or the text of a form field; null is none. */
export const zIdFiltro = (campo: string) => zIdCampo(`${campo} debe ser un número entero`).nullish();

export const zTipoNegocioFiltro = z.enum(TIPOS_NEGOCIO).nullish();

export const CAMPO_TIPO_NEGOCIO: CampoFiltroReporte = {
  clave: 'tipo_negocio',
  titulo: 'Tipo de negocio',
  tipo: 'opciones',
  opciones: TIPOS_NEGOCIO,
};
export const campoLista = (
  clave: string,
  titulo: string,
  lista: Extract<CampoFiltroReporte, { tipo: 'lista' }>['lista'],
): CampoFiltroReporte => ({
  clave,
  titulo,
  tipo: 'lista',
  lista,
});

/** A row schema: the station, then the report's fields. */
export const filaReporte = <S extends z.ZodRawShape>(campos: S) => ZFilaBaseReporte.extend(campos);

/** Figures as they travel: numbers, null where a division by zero leaves nothing to show. */
export const zCifra = z.number();
export const zRatio = z.number().nullable();
export const zEnteroFila = z.number().int();
export const zTextoNulo = z.string().nullable();
