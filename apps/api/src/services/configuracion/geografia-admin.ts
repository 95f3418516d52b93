import { sql } from 'drizzle-orm';
import {
  MENSAJES_GEOGRAFIA as G,
  type CAMPOS_ORDEN_GEOGRAFIA,
  type TCiudadFila,
  type TCiudadGuardar,
  type TDepartamentoFila,
  type TDepartamentoGuardar,
  type TPaisFila,
  type TPaisGuardar,
} from '@eds/contracts/configuracion/geografia';
import { MENSAJES } from '@eds/contracts/mensajes';
import { fila, type Conn } from '../../db/client';
import { catalogoSimple, errorCampo } from './catalogo-simple';

/**
 * Geografía (SCREENS.md G11) on the catalogue factory: countries, departments and municipalities are shared by every
 * business (the DIAN and DANE codes are the country's), so they are global rows. Seeded rows keep their ids (ISO
 * numeric for countries, the DANE code for Colombia's departments and municipalities); rows added here take ids past
 * those ranges, so a later reference load never meets them. A row that companies or lower levels use is not deleted.
 */
type Orden = (typeof CAMPOS_ORDEN_GEOGRAFIA)[number];
const orden = (codigo = sql`c.codigo`) => ({ codigo, descripcion: sql`c.nombre`, estado: sql`c.estado` });
const comun = { global: true, visibles: () => sql`true`, descripcion: sql`c.nombre`, orden: orden(), buscarEn: [] };

async function padre(conn: Conn, tabla: 'paises' | 'departamentos', id: number, campo: string) {
  const p = await fila<{ estado: string; pais_iso2: string; codigo: string }>(
    conn,
    tabla === 'paises'
      ? sql`SELECT estado, iso2 AS pais_iso2, iso2 AS codigo FROM paises WHERE id = ${id}`
      : sql`SELECT d.estado, p.iso2 AS pais_iso2, d.codigo FROM departamentos d JOIN paises p ON p.id = d.paises_id WHERE d.id = ${id}`,
  );
  if (!p) throw errorCampo(campo, MENSAJES.campoObligatorioCorto);
  if (p.estado !== 'A') throw errorCampo(campo, G.padreInactivo);
  return p;
}

export const paisesAdmin = catalogoSimple<TPaisFila, TPaisGuardar, Orden>({
  ...comun,
  tabla: 'paises',
  codigo: sql`c.iso2`,
  orden: orden(sql`c.iso2`),
  columnas: sql`(SELECT count(*)::int FROM departamentos d WHERE d.paises_id = c.id) AS departamentos`,
  enUso: sql`EXISTS (SELECT 1 FROM departamentos d WHERE d.paises_id = c.id) OR EXISTS (SELECT 1 FROM empresas e WHERE e.pais_id = c.id)`,
  nuevoId: sql`(SELECT greatest(coalesce(max(id), 0) + 1, 1000) FROM paises)`,
  // The country's code is its ISO alpha-2, kept in iso2 (read as codigo).
  valores: (d) => ({ iso2: d.codigo, nombre: d.descripcion }),
});

export const departamentosAdmin = catalogoSimple<TDepartamentoFila, TDepartamentoGuardar, Orden, { pais_id?: number }>({
  ...comun,
  tabla: 'departamentos',
  columnas: sql`c.paises_id AS pais_id, p.nombre AS pais, (SELECT count(*)::int FROM ciudades m WHERE m.departamentos_id = c.id) AS ciudades`,
  joins: sql`JOIN paises p ON p.id = c.paises_id`,
  enUso: sql`EXISTS (SELECT 1 FROM ciudades m WHERE m.departamentos_id = c.id) OR EXISTS (SELECT 1 FROM empresas e WHERE e.departamento_id = c.id)`,
  filtros: (q) => (q.pais_id ? [sql`c.paises_id = ${q.pais_id}`] : []),
  ambitoCodigo: (d) => sql`c.paises_id = ${d.pais_id}`,
  nuevoId: sql`(SELECT greatest(coalesce(max(id), 0) + 1, 1000) FROM departamentos)`,
  valores: (d) => ({ paises_id: d.pais_id, codigo: d.codigo, nombre: d.descripcion }),
  async validar(conn, _negocio, d) {
    const pais = await padre(conn, 'paises', d.pais_id, 'pais_id');
    if (pais.pais_iso2 === 'CO' && !/^\d{2}$/.test(d.codigo)) throw errorCampo('codigo', G.daneDepartamento);
  },
});

export const ciudadesAdmin = catalogoSimple<TCiudadFila, TCiudadGuardar, Orden, { departamento_id?: number }>({
  ...comun,
  tabla: 'ciudades',
  columnas: sql`c.departamentos_id AS departamento_id, d.nombre AS departamento, d.paises_id AS pais_id`,
  joins: sql`JOIN departamentos d ON d.id = c.departamentos_id`,
  enUso: sql`EXISTS (SELECT 1 FROM empresas e WHERE e.ciudad_id = c.id)`,
  filtros: (q) => (q.departamento_id ? [sql`c.departamentos_id = ${q.departamento_id}`] : []),
  ambitoCodigo: (d) => sql`c.departamentos_id = ${d.departamento_id}`,
  // Colombia's municipalities end at 99773 (Cumaribo): new ids start past every five-digit DANE code.
  nuevoId: sql`(SELECT greatest(coalesce(max(id), 0) + 1, 100000) FROM ciudades)`,
  valores: (d) => ({ departamentos_id: d.departamento_id, codigo: d.codigo, nombre: d.descripcion }),
  async validar(conn, _negocio, d) {
    const dep = await padre(conn, 'departamentos', d.departamento_id, 'departamento_id');
    if (dep.pais_iso2 === 'CO' && !(/^\d{5}$/.test(d.codigo) && d.codigo.startsWith(dep.codigo))) {
      throw errorCampo('codigo', G.daneMunicipio);
    }
  },
});
