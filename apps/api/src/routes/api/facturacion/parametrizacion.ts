import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MENSAJES_FE_PARAMETRIZACION as M,
  TIPOS_PARAMETROS_ESTACION,
  ZEstadoFacturacion,
  ZGuardarParametrosFeBody,
  ZGuardarParametrosRemisionBody,
  ZIdsEstaciones,
  ZMotivoAnulacionForm,
  ZMotivoAnulacionParam,
  ZNotaFacturacion,
  ZNotaFacturacionForm,
  ZObligacionesFiscales,
  ZObligacionesFiscalesBody,
  ZObligatoriedadFe,
  ZObligatoriedadFeBody,
  ZParametrosEstacion,
  ZResultadoParametrosEstacion,
  ZTipoReferencia,
  ZTipoReferenciaForm,
  ZTiempoReenvio,
  ZTiempoReenvioBody,
  ZTiempoReenvioQuery,
  type TResultadoParametrosEstacion,
} from '@eds/contracts/facturacion/parametrizacion';
import type { LetraPermiso } from '@eds/contracts/constantes';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MODULO } from '@eds/contracts/modulos';
import { ZIdRegistro } from '@eds/contracts/respuestas';
import { zId } from '@eds/contracts/validaciones';
import { responde } from '../../../lib/contratos';
import { AppError } from '../../../lib/errors';
import { ok } from '../../../lib/respuesta';
import { exigirEmpresa, sesionDe } from '../../../plugins/sesion';
import { esUsuarioDeNegocio } from '../../../services/sesion/contexto';
import {
  estadosFacturacion,
  exigirEstacion,
  guardarMotivoAnulacion,
  guardarNotaFacturacion,
  guardarObligacionesFiscales,
  guardarObligatoriedadFe,
  guardarParametrosFe,
  guardarParametrosRemision,
  guardarTiempo,
  guardarTipoReferencia,
  leerTiempo,
  listarMotivosAnulacion,
  listarNotasFacturacion,
  listarTiposReferencia,
  obligacionesFiscales,
  obligatoriedadFe,
  obtenerNotaFacturacion,
  parametrosEstacion,
} from '../../../services/facturacion/parametrizacion';

/**
 * The parameter tabs of the electronic-invoicing actions screen (module FACTURACION ELECTRONICA): the spec's lazo-lite
 * `parametrizacion/...` calls (reads R, writes U). Business catalogues (reasons, reference types, note texts) are
 * changed by business-level users only; per-station values need the station in the caller's scope. The FE and
 * REMISION saves take stations one by one, each in its own transaction, and answer the ids that failed.
 */
/** The transaction `request.transaccion` hands to its function. */
type Tx = Parameters<Parameters<FastifyRequest['transaccion']>[0]>[0];

export default async function feParametrizacion(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['facturacion'];
  const puede = (letra: LetraPermiso) => app.permiso(MODULO.FACTURACION_ELECTRONICA, letra);
  const params = z.object({ id: zId });
  const delNegocio = (request: FastifyRequest) => {
    const s = sesionDe(request);
    if (!esUsuarioDeNegocio(s)) throw new AppError(403, M.soloNegocio);
    return s;
  };

  app.get(
    '/parametrizacion/getEstadosFacturacion',
    {
      schema: {
        tags,
        summary: 'Estados de la factura electrónica, con cuántas facturas del alcance tiene cada uno',
        response: responde(z.array(ZEstadoFacturacion)),
      },
      onRequest: puede('R'),
    },
    async (request) => ok(await estadosFacturacion(app.db, sesionDe(request).empresas)),
  );

  // ------------------------------------------------------------ annulment reasons

  app.get(
    '/parametrizacion/motivos-anulacion',
    {
      schema: {
        tags,
        summary: 'Motivos de anulación del negocio (los del sistema y los propios)',
        response: responde(z.array(ZMotivoAnulacionParam)),
      },
      onRequest: puede('R'),
    },
    async (request) => ok(await listarMotivosAnulacion(app.db, sesionDe(request).negocioId)),
  );

  app.post(
    '/parametrizacion/motivos-anulacion',
    {
      schema: {
        tags,
        summary: 'Crear (sin id) o editar un motivo de anulación del negocio',
        body: ZMotivoAnulacionForm,
        response: responde(ZIdRegistro),
      },
      onRequest: puede('U'),
    },
    async (request) => {
      const s = delNegocio(request);
      const id = await request.transaccion((tx) => guardarMotivoAnulacion(tx, s.negocioId, request.body));
      return ok({ id }, request.body.id ? M.editado : M.creado);
    },
  );

  // ------------------------------------------------------------ reference types

  app.get(
    '/parametrizacion/tipos-referencia',
    {
      schema: {
        tags,
        summary: 'Tipos de referencia de notas crédito y débito (conceptos DIAN y propios)',
        response: responde(z.array(ZTipoReferencia)),
      },
      onRequest: puede('R'),
    },
    async (request) => ok(await listarTiposReferencia(app.db, sesionDe(request).negocioId)),
  );

  app.post(
    '/parametrizacion/tipos-referencia',
    {
      schema: {
        tags,
        summary: 'Crear (sin id) o editar un tipo de referencia del negocio',
        body: ZTipoReferenciaForm,
        response: responde(ZIdRegistro),
      },
      onRequest: puede('U'),
    },
    async (request) => {
      const s = delNegocio(request);
      const id = await request.transaccion((tx) => guardarTipoReferencia(tx, s.negocioId, request.body));
      return ok({ id }, request.body.id ? M.editado : M.creado);
    },
  );

  // ------------------------------------------------------------ fiscal responsibilities

  app.get(
    '/parametrizacion/:id/obligaciones-fiscales',
    {
      schema: { tags, summary: 'Responsabilidades fiscales de una estación', params, response: responde(ZObligacionesFiscales) },
      onRequest: puede('R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      await exigirEstacion(app.db, sesionDe(request).negocioId, request.params.id);
      return ok(await obligacionesFiscales(app.db, request.params.id));
    },
  );

  app.post(
    '/parametrizacion/:id/obligaciones-fiscales',
    {
      schema: {
        tags,
        summary: 'Guardar las responsabilidades fiscales de una estación (la lista completa)',
        params,
        body: ZObligacionesFiscalesBody,
        response: responde(ZObligacionesFiscales),
      },
      onRequest: puede('U'),
    },
    async (request) => {
      const id = request.params.id;
      exigirEmpresa(request, id);
      const negocioId = sesionDe(request).negocioId;
      const r = await request.transaccion(async (tx) => {
        await exigirEstacion(tx, negocioId, id);
        await guardarObligacionesFiscales(tx, id, request.body.obligaciones);
        return obligacionesFiscales(tx, id);
      });
      return ok(r, M.guardado);
    },
  );

  // ------------------------------------------------------------ times

  const tiempo = (ruta: string, codigo: string, descripcion: string) => {
    app.get(
      `/parametrizacion/${ruta}`,
      {
        schema: {
          tags,
          summary: `${descripcion} (minutos; empresa_id: la estación, por omisión la del usuario)`,
          querystring: ZTiempoReenvioQuery,
          response: responde(ZTiempoReenvio),
        },
        onRequest: puede('R'),
      },
      async (request) => {
        const empresaId = request.query.empresa_id ?? sesionDe(request).empresaId;
        exigirEmpresa(request, empresaId);
        return ok({ empresa_id: empresaId, ...(await leerTiempo(app.db, codigo, empresaId)) });
      },
    );
    app.post(
      `/parametrizacion/${ruta}`,
      {
        schema: {
          tags,
          summary: `Guardar: ${descripcion} (de una estación, o del negocio en la empresa raíz)`,
          body: ZTiempoReenvioBody,
          response: responde(ZTiempoReenvio),
        },
        onRequest: puede('U'),
      },
      async (request) => {
        const { empresa_id, minutos } = request.body;
        const s = sesionDe(request);
        exigirEmpresa(request, empresa_id);
        const raiz = s.alcance.get(empresa_id)?.empresas_id === null;
        if (raiz && !esUsuarioDeNegocio(s)) throw new AppError(403, M.soloNegocio);
        const r = await request.transaccion(async (tx) => {
          if (!raiz) await exigirEstacion(tx, s.negocioId, empresa_id);
          await guardarTiempo(tx, codigo, empresa_id, raiz, minutos, s.usuarioId);
          return leerTiempo(tx, codigo, empresa_id);
        });
        return ok({ empresa_id, ...r }, M.guardado);
      },
    );
  };
  tiempo('tiempo-reenvio-nota-credito', 'TIEMPO_REENVIO_NOTA_CREDITO', 'Tiempo de reenvío de notas crédito');
  tiempo('tiempo-reenvio-facturas-espera', 'TIEMPO_REENVIO_FACTURAS_ESPERA', 'Tiempo de reenvío de facturas en espera');

  // ------------------------------------------------------------ credit/debit note texts

  app.get(
    '/parametrizacion/notas/facturacion',
    {
      schema: { tags, summary: 'Notas crédito y débito del negocio', response: responde(z.array(ZNotaFacturacion)) },
      onRequest: puede('R'),
    },
    async (request) => ok(await listarNotasFacturacion(app.db, sesionDe(request).negocioId)),
  );

  app.get(
    '/parametrizacion/notas/facturacion/:id',
    {
      schema: { tags, summary: 'Una nota crédito o débito del negocio', params, response: responde(ZNotaFacturacion) },
      onRequest: puede('R'),
    },
    async (request) => ok(await obtenerNotaFacturacion(app.db, sesionDe(request).negocioId, request.params.id)),
  );

  app.post(
    '/parametrizacion/notas/facturacion',
    {
      schema: { tags, summary: 'Crear una nota crédito o débito', body: ZNotaFacturacionForm, response: responde(ZIdRegistro) },
      onRequest: puede('U'),
    },
    async (request) => {
      const s = delNegocio(request);
      const id = await request.transaccion((tx) => guardarNotaFacturacion(tx, s.negocioId, request.body));
      return ok({ id }, M.creado);
    },
  );

  app.post(
    '/parametrizacion/notas/facturacion/:id',
    {
      schema: { tags, summary: 'Editar una nota crédito o débito', params, body: ZNotaFacturacionForm, response: responde(ZIdRegistro) },
      onRequest: puede('U'),
    },
    async (request) => {
      const s = delNegocio(request);
      const id = await request.transaccion((tx) => guardarNotaFacturacion(tx, s.negocioId, request.body, request.params.id));
      return ok({ id }, M.editado);
    },
  );

  // ------------------------------------------------------------ mandatory FE

  app.get(
    '/parametrizacion/obligatoriedad-fe/:ids',
    {
      schema: {
        tags,
        summary: 'Si la factura electrónica es obligatoria en las estaciones (ids separados por comas; cada estación una vez)',
        params: z.object({ ids: ZIdsEstaciones }),
        response: responde(z.array(ZObligatoriedadFe)),
      },
      onRequest: puede('R'),
    },
    async (request) => {
      for (const id of request.params.ids) exigirEmpresa(request, id);
      return ok(await obligatoriedadFe(app.db, sesionDe(request).negocioId, request.params.ids));
    },
  );

  app.post(
    '/parametrizacion/obligatoriedad-fe',
    {
      schema: {
        tags,
        summary: 'Hacer obligatoria (o no) la factura electrónica en estaciones',
        body: ZObligatoriedadFeBody,
        response: responde(z.array(ZObligatoriedadFe)),
      },
      onRequest: puede('U'),
    },
    async (request) => {
      for (const id of request.body.estaciones) exigirEmpresa(request, id);
      const s = sesionDe(request);
      const ids = [...new Set(request.body.estaciones)];
      const r = await request.transaccion(async (tx) => {
        await guardarObligatoriedadFe(tx, s.negocioId, ids, request.body.obligatoria, s.usuarioId);
        return obligatoriedadFe(tx, s.negocioId, ids);
      });
      return ok(r, M.guardado);
    },
  );

  // ------------------------------------------------------------ FE and REMISION by station

  app.get(
    '/parametrizacion/parametros-estacion/:id',
    {
      schema: { tags, summary: 'Parámetros FE y REMISION efectivos de una estación', params, response: responde(ZParametrosEstacion) },
      onRequest: puede('R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      await exigirEstacion(app.db, sesionDe(request).negocioId, request.params.id);
      return ok(await parametrosEstacion(app.db, request.params.id));
    },
  );

  /** Each station on its own: one outside the scope or refused fails alone and is listed with its reason. */
  const porEstacion = async (
    request: FastifyRequest,
    estaciones: readonly number[],
    guardar: (tx: Tx, estacionId: number) => Promise<void>,
  ): Promise<TResultadoParametrosEstacion> => {
    const s = sesionDe(request);
    const r: TResultadoParametrosEstacion = { guardadas: [], fallidas: [], errores: [] };
    for (const id of new Set(estaciones)) {
      if (!s.empresas.has(id)) {
        r.fallidas.push(id);
        r.errores.push({ estacion_id: id, mensaje: M.fueraDeAlcance });
        continue;
      }
      try {
        await request.transaccion((tx) => guardar(tx, id));
        r.guardadas.push(id);
      } catch (err) {
        if (!(err instanceof AppError)) request.log.error({ err, estacion: id }, 'parametros por estación');
        r.fallidas.push(id);
        r.errores.push({ estacion_id: id, mensaje: err instanceof AppError ? err.message : MENSAJES.errorGenerico });
      }
    }
    return r;
  };

  const tipoDe = { FE: ZGuardarParametrosFeBody, REMISION: ZGuardarParametrosRemisionBody } as const;
  for (const tipo of TIPOS_PARAMETROS_ESTACION) {
    app.post(
      `/parametrizacion/save/parametros/${tipo}`,
      {
        schema: {
          tags,
          summary: `Guardar los parámetros ${tipo} por estación; responde los ids de las estaciones que fallaron`,
          body: tipoDe[tipo],
          response: responde(ZResultadoParametrosEstacion),
        },
        onRequest: puede('U'),
      },
      async (request) => {
        const s = sesionDe(request);
        const body = request.body as z.output<(typeof tipoDe)[typeof tipo]>;
        const r = await porEstacion(request, body.estaciones, (tx, id) =>
          tipo === 'FE'
            ? guardarParametrosFe(tx, s.negocioId, id, (body as z.output<typeof ZGuardarParametrosFeBody>).parametros, s.usuarioId)
            : guardarParametrosRemision(
                tx,
                s.negocioId,
                id,
                (body as z.output<typeof ZGuardarParametrosRemisionBody>).parametros,
                s.usuarioId,
              ),
        );
        return ok(r, r.fallidas.length ? M.algunasFallaron : M.guardado);
      },
    );
  }
}
