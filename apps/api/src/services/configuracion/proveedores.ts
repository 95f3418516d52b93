import { sql } from 'drizzle-orm';
import type { CAMPOS_ORDEN_PROVEEDOR, TProveedor, TProveedorGuardar } from '@eds/contracts/configuracion/proveedores';
import { MENSAJES_PROVEEDOR } from '@eds/contracts/configuracion/proveedores';
import { fila } from '../../db/client';
import {
  catalogoSimple,
  empresasDe,
  errorCampo,
  exigirEmpresasDelNegocio,
  guardarEmpresas,
  type DefinicionCatalogo,
} from './catalogo-simple';

/**
 * Suppliers (SCREENS.md G12) on the catalogue factory: the NIT is the unique code (refused on `nit`), the razón social
 * the description. The loyalty route's service sees and writes PREMIOS suppliers only: another type's supplier is
 * not found there. A supplier that documents or agreements name is inactivated, never deleted.
 */
type Orden = (typeof CAMPOS_ORDEN_PROVEEDOR)[number];

const definicion: DefinicionCatalogo<TProveedor, TProveedorGuardar, Orden, { tipo?: string }> = {
  tabla: 'proveedores',
  codigo: sql`c.nit`,
  campoCodigo: 'nit',
  descripcion: sql`c.razon_social`,
  columnas: sql`c.tipo_persona, c.tipo_identificacion_id, c.nit, c.razon_social, c.nombre_comercial, c.correo, c.telefono,
    c.plazo_pago, c.tipo, ${empresasDe('proveedores_empresas', 'proveedor_id')}`,
  enUso: sql`EXISTS (SELECT 1 FROM movimientos_inventario m WHERE m.proveedor_id = c.id) OR EXISTS (SELECT 1 FROM contratos k WHERE k.proveedor_id = c.id)`,
  orden: { codigo: sql`c.nit`, descripcion: sql`c.razon_social`, estado: sql`c.estado`, tipo: sql`c.tipo`, plazo_pago: sql`c.plazo_pago` },
  buscarEn: [sql`c.nombre_comercial`, sql`c.correo`],
  filtros: (q) => (q.tipo ? [sql`c.tipo = ${q.tipo}`] : []),
  valores: (d) => ({
    tipo_persona: d.tipo_persona,
    tipo_identificacion_id: d.tipo_identificacion_id,
    nit: d.nit,
    razon_social: d.razon_social,
    nombre_comercial: d.nombre_comercial,
    correo: d.correo,
    telefono: d.telefono,
    plazo_pago: d.plazo_pago,
    tipo: d.tipo,
  }),
  async validar(conn, negocioId, d) {
    const tipo = await fila(conn, sql`SELECT 1 FROM tipos_identificacion WHERE id = ${d.tipo_identificacion_id}`);
    if (!tipo) throw errorCampo('tipo_identificacion_id', MENSAJES_PROVEEDOR.tipoIdentificacion);
    await exigirEmpresasDelNegocio(conn, negocioId, d.empresas);
  },
  despuesDeGuardar: (conn, _negocioId, id, d) => guardarEmpresas(conn, 'proveedores_empresas', 'proveedor_id', id, d.empresas),
};

export const proveedores = catalogoSimple(definicion);

export const proveedoresPremios = catalogoSimple<TProveedor, TProveedorGuardar, Orden, { tipo?: string }>({
  ...definicion,
  visibles: (negocioId) => sql`c.negocio_id = ${negocioId} AND c.tipo = 'PREMIOS'`,
  async validar(conn, negocioId, d, actual) {
    if (d.tipo !== 'PREMIOS') throw errorCampo('tipo', MENSAJES_PROVEEDOR.soloPremios);
    await definicion.validar!(conn, negocioId, d, actual);
  },
});
