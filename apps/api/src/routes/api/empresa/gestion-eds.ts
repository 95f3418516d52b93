import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MENSAJES_CATALOGO as C, ZEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import { ZCicloEmpresa } from '@eds/contracts/dashboard';
import { ZLocalizacion, ZLocalizacionForm } from '@eds/contracts/empresa/empresas';
import { MENSAJES_EMPRESA as M } from '@eds/contracts/empresa/mensajes';
import {
  ZAccionesEstacion,
  ZAccionesEstacionRespuesta,
  ZCopiaForm,
  ZCopiaResultado,
  ZCopiaResumen,
  ZFechaCierreForm,
} from '@eds/contracts/empresa/operacion';
import { MODULO } from '@eds/contracts/modulos';
import { zId } from '@eds/contracts/validaciones';
import { responde, respondeSinDatos } from '../../../lib/contratos';
import { ok } from '../../../lib/respuesta';
import { exigirEmpresa, sesionDe } from '../../../plugins/sesion';
import {
  accionesDe,
  cambiarEstadoEmpresa,
  copiarConfiguracion,
  guardarAcciones,
  guardarCiclo,
  guardarLocalizacion,
  localizacion,
  resumenCopia,
} from '../../../services/empresa/gestion-eds';
import { exigirAlguna, moduloDeTipo, tipoEnAlcance } from './permisos';

/**
 * A station's administration beyond its form (SCREENS.md G02 tabs): activation (empresa/gestionEDS/desactivar),
 * location, business day (empresa/fecha-cierre), actions (empresa/gestionEDS/acciones) and configuration copy
 * (empresa/copia-empresa, letter X).
 */
export default async function gestionEds(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['empresa'];
  const params = z.object({ id: zId });

  app.put(
    '/empresa/gestionEDS/desactivar/EDS/:id/:estado',
    {
      schema: {
        tags,
        summary: 'Activar (A) o inactivar (I) una estación',
        description: 'Se niega con turnos abiertos ("La estación tiene turnos abiertos"); al inactivar revoca los tokens de sus equipos.',
        params: z.object({ id: zId, estado: ZEstadoRegistro }),
        response: respondeSinDatos(),
      },
    },
    async (request) => {
      const { id, estado } = request.params;
      exigirAlguna(request, [moduloDeTipo(tipoEnAlcance(request, id))], 'U');
      await request.transaccion((tx) => cambiarEstadoEmpresa(tx, sesionDe(request).negocioId, id, estado, true));
      return ok(null, estado === 'A' ? C.activado : C.inactivado);
    },
  );

  app.get(
    '/empresa/localizacion/:id',
    { schema: { tags, summary: 'Ubicación de una empresa (null si no tiene)', params, response: responde(ZLocalizacion) } },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      return ok(await localizacion(app.db, request.params.id));
    },
  );

  app.put(
    '/empresa/localizacion',
    { schema: { tags, summary: 'Guardar la ubicación de una empresa', body: ZLocalizacionForm, response: respondeSinDatos() } },
    async (request) => {
      const { empresas_id, lat, lng } = request.body;
      exigirAlguna(request, [moduloDeTipo(tipoEnAlcance(request, empresas_id)), MODULO.MIS_EDS], 'U');
      await request.transaccion((tx) => guardarLocalizacion(tx, sesionDe(request).negocioId, empresas_id, lat, lng));
      return ok(null, M.ubicacionActualizada);
    },
  );

  app.post(
    '/empresa/fecha-cierre',
    {
      schema: {
        tags,
        summary: 'Fijar el inicio y cierre del día operativo de una estación',
        body: ZFechaCierreForm,
        response: responde(ZCicloEmpresa),
      },
    },
    async (request) => {
      const b = request.body;
      exigirAlguna(request, [moduloDeTipo(tipoEnAlcance(request, b.empresas_id))], 'U');
      await request.transaccion((tx) => guardarCiclo(tx, sesionDe(request).negocioId, b.empresas_id, b.fecha_inicio));
      const hora = `${b.fecha_inicio}:00`;
      return ok({ empresas_id: b.empresas_id, fecha_inicio: hora, fecha_cierre: hora, dia_siguiente: true }, M.diaOperativoGuardado);
    },
  );

  app.get(
    '/empresa/gestionEDS/acciones/:id',
    { schema: { tags, summary: 'Acciones habilitadas de una estación', params, response: responde(ZAccionesEstacionRespuesta) } },
    async (request) => {
      exigirAlguna(request, [moduloDeTipo(tipoEnAlcance(request, request.params.id)), MODULO.MIS_EDS], 'R');
      return ok(await accionesDe(app.db, request.params.id));
    },
  );

  for (const metodo of ['post', 'put'] as const) {
    app[metodo](
      '/empresa/gestionEDS/acciones/:id',
      {
        schema: {
          tags,
          summary: 'Guardar las acciones de una estación',
          params,
          body: ZAccionesEstacion,
          response: responde(ZAccionesEstacionRespuesta),
        },
      },
      async (request) => {
        const id = request.params.id;
        exigirAlguna(request, [moduloDeTipo(tipoEnAlcance(request, id))], 'U');
        await request.transaccion((tx) => guardarAcciones(tx, sesionDe(request).negocioId, id, request.body));
        return ok(await accionesDe(app.db, id), metodo === 'post' ? C.creado : C.editado);
      },
    );
  }

  app.get(
    '/empresa/copia-empresa/:id',
    { schema: { tags, summary: 'Qué tiene una estación y desde cuáles puede copiar', params, response: responde(ZCopiaResumen) } },
    async (request) => {
      exigirAlguna(request, [moduloDeTipo(tipoEnAlcance(request, request.params.id))], 'R');
      const s = sesionDe(request);
      return ok(await resumenCopia(app.db, s.negocioId, request.params.id, s.empresas));
    },
  );

  app.put(
    '/empresa/copia-empresa/:id',
    {
      schema: {
        tags,
        summary: 'Copiar la configuración de otra estación',
        description: 'Se niega si la estación destino ya tiene movimientos ("La estación destino ya tiene movimientos").',
        params,
        body: ZCopiaForm,
        response: responde(ZCopiaResultado),
      },
    },
    async (request) => {
      const id = request.params.id;
      exigirAlguna(request, [moduloDeTipo(tipoEnAlcance(request, id))], 'X');
      exigirEmpresa(request, request.body.origen_id);
      const s = sesionDe(request);
      const r = await request.transaccion((tx) =>
        copiarConfiguracion(tx, s.negocioId, id, request.body.origen_id, request.body.partes, s.usuarioId),
      );
      return ok(r, M.configuracionCopiada);
    },
  );
}
