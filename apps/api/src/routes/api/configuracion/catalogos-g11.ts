import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCategoria, ZCategoriaEdicion, ZCategoriaForm, ZCategoriaOpcion, ZCategoriasQuery } from '@eds/contracts/configuracion/categorias';
import { MENSAJES_CATALOGO as C } from '@eds/contracts/configuracion/catalogo';
import {
  MENSAJES_IMPUESTO,
  ZImpuesto,
  ZImpuestoEdicion,
  ZImpuestoForm,
  ZImpuestosQuery,
  ZVersionImpuesto,
} from '@eds/contracts/configuracion/impuestos';
import { ZMedioPago, ZMedioPagoEdicion, ZMedioPagoForm, ZMediosPagoQuery } from '@eds/contracts/configuracion/medios-pago';
import {
  ZFinanciera,
  ZFinancieraEdicion,
  ZFinancieraForm,
  ZFinancierasQuery,
  ZTaller,
  ZTallerEdicion,
  ZTallerForm,
  ZTalleresQuery,
  ZVerificadora,
  ZVerificadoraEdicion,
  ZVerificadoraForm,
  ZVerificadorasQuery,
} from '@eds/contracts/configuracion/terceros';
import {
  ZTipoVehiculo,
  ZTipoVehiculoEdicion,
  ZTipoVehiculoForm,
  ZTipoVehiculoOpcion,
  ZTiposVehiculoQuery,
} from '@eds/contracts/configuracion/tipos-vehiculo';
import { envelope } from '@eds/contracts/envelope';
import { MODULO } from '@eds/contracts/modulos';
import { zId } from '@eds/contracts/validaciones';
import { ERRORES } from '../../../lib/contratos';
import { ok } from '../../../lib/respuesta';
import { sesionDe } from '../../../plugins/sesion';
import { categorias } from '../../../services/configuracion/categorias';
import { impuestos } from '../../../services/configuracion/impuestos';
import { mediosPago } from '../../../services/configuracion/medios-pago';
import { financieras, talleres, verificadoras } from '../../../services/configuracion/terceros';
import { tiposVehiculo } from '../../../services/configuracion/tipos-vehiculo';
import { rutasAcuerdos } from './acuerdos';
import { rutasConceptosInventario } from './conceptos-inventario';
import { proveedores, proveedoresPremios } from '../../../services/configuracion/proveedores';
import { ZProveedor, ZProveedorEdicion, ZProveedorForm, ZProveedoresQuery } from '@eds/contracts/configuracion/proveedores';
import { rutasCatalogo } from './rutas-catalogo';

/**
 * The simple catalogues of SCREENS.md G11, each CRUD(x) on one factory. The selectors the specification documents
 * (`medio-pago/select/{id}`, `impuesto/select/empresa/{id}/0`, `financiera/select/{id}`, `taller/select/{id}`,
 * `verificadora/select/{id}`) stay in catalogos.ts with their own contracts. Inventory concepts are served on the
 * `concepto/*` calls the specification names (conceptos-inventario.ts).
 */
export default async function catalogosG11(fastify: FastifyInstance) {
  rutasCatalogo(fastify, {
    recurso: 'categoria',
    modulo: MODULO.GESTION_CATEGORIAS,
    nombre: 'una categoría',
    fila: ZCategoria,
    query: ZCategoriasQuery,
    form: ZCategoriaForm,
    edicion: ZCategoriaEdicion,
    opcion: ZCategoriaOpcion,
    servicio: categorias,
  });

  rutasCatalogo(fastify, {
    recurso: 'impuesto',
    modulo: MODULO.GESTION_IMPUESTOS,
    nombre: 'un impuesto',
    fila: ZImpuesto,
    query: ZImpuestosQuery,
    form: ZImpuestoForm,
    edicion: ZImpuestoEdicion,
    servicio: impuestos,
    mensajeEditado: (r) => ((r as { nuevaVersion: boolean }).nuevaVersion ? MENSAJES_IMPUESTO.nuevaVersion : C.editado),
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/impuesto/:id/versiones',
    {
      schema: {
        tags: ['configuracion'],
        summary: 'Versiones de la tarifa de un impuesto, la más reciente primero',
        params: z.object({ id: zId }),
        response: { 200: envelope(z.array(ZVersionImpuesto)), ...ERRORES },
      },
      onRequest: app.permiso(MODULO.GESTION_IMPUESTOS, 'R'),
    },
    async (request) => ok(await impuestos.versiones(app.db, sesionDe(request).negocioId, request.params.id)),
  );

  rutasCatalogo(fastify, {
    recurso: 'medio-pago',
    modulo: MODULO.GESTION_MEDIOS_PAGOS,
    nombre: 'un medio de pago',
    fila: ZMedioPago,
    query: ZMediosPagoQuery,
    form: ZMedioPagoForm,
    edicion: ZMedioPagoEdicion,
    servicio: mediosPago,
  });

  rutasCatalogo(fastify, {
    recurso: 'tipo-vehiculo',
    modulo: MODULO.GESTION_TIPO_VEHICULO,
    nombre: 'un tipo de vehículo',
    fila: ZTipoVehiculo,
    query: ZTiposVehiculoQuery,
    form: ZTipoVehiculoForm,
    edicion: ZTipoVehiculoEdicion,
    opcion: ZTipoVehiculoOpcion,
    servicio: tiposVehiculo,
  });

  rutasCatalogo(fastify, {
    recurso: 'financiera',
    modulo: MODULO.GESTION_FINANCIERAS,
    nombre: 'una entidad financiera',
    fila: ZFinanciera,
    query: ZFinancierasQuery,
    form: ZFinancieraForm,
    edicion: ZFinancieraEdicion,
    servicio: financieras,
  });

  rutasCatalogo(fastify, {
    recurso: 'verificadora',
    modulo: MODULO.GESTION_VERIFICADORES,
    nombre: 'un organismo verificador',
    fila: ZVerificadora,
    query: ZVerificadorasQuery,
    form: ZVerificadoraForm,
    edicion: ZVerificadoraEdicion,
    servicio: verificadoras,
  });

  rutasCatalogo(fastify, {
    recurso: 'taller',
    modulo: MODULO.GESTION_TALLERES,
    nombre: 'un taller',
    fila: ZTaller,
    query: ZTalleresQuery,
    form: ZTallerForm,
    edicion: ZTallerEdicion,
    servicio: talleres,
  });

  rutasConceptosInventario(fastify);
  rutasAcuerdos(fastify);

  // G12: suppliers, and the loyalty route's PREMIOS suppliers behind its own module.
  for (const [recurso, modulo, servicio] of [
    ['proveedor', MODULO.GESTION_PROVEEDORES_CONFIGURACION, proveedores],
    ['proveedor-premio', MODULO.GESTION_PROVEEDORES_FIDELIZACION, proveedoresPremios],
  ] as const) {
    rutasCatalogo(fastify, {
      recurso,
      modulo,
      nombre: 'un proveedor',
      fila: ZProveedor,
      query: ZProveedoresQuery,
      form: ZProveedorForm,
      edicion: ZProveedorEdicion,
      servicio,
    });
  }
}
