import { sql } from 'drizzle-orm';
import type {
  TFinanciera,
  TFinancieraGuardar,
  TTaller,
  TTallerGuardar,
  TVerificadora,
  TVerificadoraGuardar,
} from '@eds/contracts/configuracion/terceros';
import { catalogoSimple } from './catalogo-simple';

/**
 * Financial entities, verifiers and workshops of a business (SCREENS.md G11): Código, Descripción, NIT, Razón social
 * and their own fields. Rows from before Descripción existed read the first 30 letters of the razón social.
 */
const DESCRIPCION = sql`coalesce(c.descripcion, left(c.razon_social, 30))`;
const orden = {
  codigo: sql`c.codigo`,
  descripcion: DESCRIPCION,
  estado: sql`c.estado`,
  nit: sql`c.nit`,
  razon_social: sql`c.razon_social`,
};
const VENCIDA = sql`(c.vigente_hasta IS NOT NULL AND c.vigente_hasta < (now() AT TIME ZONE 'America/Bogota')::date) AS vencida`;
const tercero = (d: { codigo: string; descripcion: string; nit: string; razon_social: string }) => ({
  codigo: d.codigo,
  descripcion: d.descripcion,
  nit: d.nit,
  razon_social: d.razon_social,
});

export const financieras = catalogoSimple<TFinanciera, TFinancieraGuardar, keyof typeof orden | 'tipo'>({
  tabla: 'financieras',
  descripcion: DESCRIPCION,
  columnas: sql`c.nit, c.razon_social, c.tipo`,
  // Nothing references a financial entity by id yet (GNV conversions name it in their own rows).
  enUso: sql`false`,
  orden: { ...orden, tipo: sql`c.tipo` },
  buscarEn: [sql`c.nit`, sql`c.razon_social`],
  valores: (d) => ({ ...tercero(d), tipo: d.tipo }),
});

export const verificadoras = catalogoSimple<
  TVerificadora,
  TVerificadoraGuardar,
  keyof typeof orden | 'acreditacion_onac' | 'vigente_hasta'
>({
  tabla: 'verificadoras',
  descripcion: DESCRIPCION,
  columnas: sql`c.nit, c.razon_social, c.acreditacion_onac, c.vigente_hasta::text AS vigente_hasta, ${VENCIDA}`,
  enUso: sql`false`,
  orden: { ...orden, acreditacion_onac: sql`c.acreditacion_onac`, vigente_hasta: sql`c.vigente_hasta` },
  buscarEn: [sql`c.nit`, sql`c.razon_social`, sql`c.acreditacion_onac`],
  valores: (d) => ({ ...tercero(d), acreditacion_onac: d.acreditacion_onac, vigente_hasta: d.vigente_hasta }),
});

export const talleres = catalogoSimple<TTaller, TTallerGuardar, keyof typeof orden | 'tipo' | 'vigente_hasta'>({
  tabla: 'talleres',
  descripcion: DESCRIPCION,
  columnas: sql`c.nit, c.razon_social, c.tipo, c.habilitacion, c.vigente_hasta::text AS vigente_hasta, ${VENCIDA}`,
  enUso: sql`false`,
  orden: { ...orden, tipo: sql`c.tipo`, vigente_hasta: sql`c.vigente_hasta` },
  buscarEn: [sql`c.nit`, sql`c.razon_social`, sql`c.habilitacion`],
  valores: (d) => ({ ...tercero(d), tipo: d.tipo, habilitacion: d.habilitacion, vigente_hasta: d.vigente_hasta }),
});
