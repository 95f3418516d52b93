import { sql } from 'drizzle-orm';
import {
  MENSAJES_TIPO_EQUIPO,
  type CAMPOS_ORDEN_TIPO_EQUIPO,
  type TTipoEquipo,
  type TTipoEquipoGuardar,
} from '@eds/contracts/configuracion/tipos-equipo';
import { catalogoSimple, errorCampo } from './catalogo-simple';

/**
 * Device models of a business (SCREENS.md G05 "Tipo de equipo"). Devices name their model by id; a model in use keeps
 * its kind (a POS model cannot become a printer under the devices that use it).
 */
export const tiposEquipo = catalogoSimple<TTipoEquipo, TTipoEquipoGuardar, (typeof CAMPOS_ORDEN_TIPO_EQUIPO)[number], { tipo?: string }>({
  tabla: 'tipos_equipo',
  columnas: sql`c.tipo, c.marca, c.modelo, c.protocolo, c.firmware_minimo,
    (SELECT count(*)::int FROM equipos e WHERE e.tipo_equipo_id = c.id) AS equipos`,
  enUso: sql`EXISTS (SELECT 1 FROM equipos e WHERE e.tipo_equipo_id = c.id)`,
  orden: {
    codigo: sql`c.codigo`,
    descripcion: sql`c.descripcion`,
    estado: sql`c.estado`,
    tipo: sql`c.tipo`,
    marca: sql`c.marca`,
    modelo: sql`c.modelo`,
  },
  buscarEn: [sql`c.marca`, sql`c.modelo`],
  filtros: (q) => (q.tipo ? [sql`c.tipo = ${q.tipo}`] : []),
  valores: (d) => ({
    codigo: d.codigo,
    descripcion: d.descripcion,
    tipo: d.tipo,
    marca: d.marca,
    modelo: d.modelo,
    protocolo: d.protocolo,
    firmware_minimo: d.firmware_minimo,
  }),
  validar: async (_conn, _negocio, d, actual) => {
    if (actual && actual.en_uso && actual.tipo !== d.tipo) throw errorCampo('tipo', MENSAJES_TIPO_EQUIPO.tipoEnUso);
  },
  opcion: { columnas: sql`c.id, c.codigo, c.descripcion, c.tipo, c.marca, c.modelo`, orden: sql`c.tipo, c.marca, c.modelo` },
});
