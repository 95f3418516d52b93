import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@eds/contracts/envelope';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MODULO } from '@eds/contracts/modulos';
import { ZPerfilForm, ZPersona } from '@eds/contracts/persona';
import { ZIdRegistro } from '@eds/contracts/respuestas';
import {
  FOTO_MAXIMA_BYTES,
  MENSAJES_EMPLEADO as M,
  TIPOS_FOTO,
  ZCrearUsuarioBody,
  ZEmpleado,
  ZEmpleadoDetalle,
  ZEmpleadoForm,
  ZEmpleadosQuery,
  ZGuardarEmpleadoBody,
  ZIdentificador,
  ZIdentificadoresBody,
  ZResultadoIdentificador,
} from '@eds/contracts/usuarios/empleados';
import { zId } from '@eds/contracts/validaciones';
import type { TErrorCampo } from '@eds/contracts/envelope';
import { ERRORES, responde, respondeLista, respondeSinDatos, respondeArchivo } from '../../../lib/contratos';
import { AppError, badRequest } from '../../../lib/errors';
import { ok, paginado } from '../../../lib/respuesta';
import { exigirEmpresa, exigirPermiso, sesionDe } from '../../../plugins/sesion';
import {
  crearUsuarioDePersona,
  desbloquearUsuario,
  hashInutilizable,
  restablecerClaveUsuario,
} from '../../../services/usuarios/administracion';
import {
  cambiarEstadoPersona,
  crearEmpleado,
  editarEmpleado,
  empresasBajo,
  exigirCargoAsignable,
  exigirUsuarioSubordinado,
  leerEmpleado,
  listarEmpleados,
  personaObjetivo,
  personasParaSelector,
  ultimosEmpleados,
  type PersonaObjetivo,
} from '../../../services/usuarios/empleados';
import { guardarFoto, leerFoto } from '../../../services/usuarios/fotos';
import { guardarIdentificadores, identificadoresDePersona } from '../../../services/usuarios/identificadores';
import { guardarPerfil, leerPersona } from '../../../services/usuarios/perfil';

const tags = ['persona'];

/** The validated body's errors as the error handler words them, under `prefijo`. */
function validar<T extends z.ZodType>(esquema: T, valor: unknown, prefijo: string): z.output<T> {
  const r = esquema.safeParse(valor);
  if (r.success) return r.data;
  const errores: TErrorCampo[] = r.error.issues.map((i) => ({ campo: [prefijo, ...i.path.map(String)].join('.'), mensaje: i.message }));
  throw badRequest(errores[0]?.mensaje ?? MENSAJES.datosInvalidos, errores);
}

/**
 * Employees (SCREENS.md G08) and the administrator's actions on users: `persona/empresa/{id}`,
 * `persona/ultimos/empresa/{id}`, `POST`/`PUT persona`, `PUT persona/{id}/{A|I}`, `POST persona/create-user`,
 * `persona/identificadores`, the photo, a temporary password mailed and an unlock. Every call on someone else's
 * person needs EMPLEADOS with its letter, the person's company in scope, and — when the person has a user — a user
 * holding no grant the caller lacks, of no wider type or scope (decision 060).
 */
export default async function empleados(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const maxIntentos = app.config.LOGIN_MAX_ATTEMPTS;

  /** Someone else's person, in scope (404 when it does not exist, 403 outside the scope). */
  async function objetivo(request: FastifyRequest, personaId: number, usuarioSubordinado = true): Promise<PersonaObjetivo> {
    const p = await personaObjetivo(app.db, personaId);
    if (!p) throw new AppError(404, MENSAJES.recursoNoEncontrado);
    exigirEmpresa(request, p.empresas_id);
    if (p.usuario_empresa !== null) exigirEmpresa(request, p.usuario_empresa);
    if (usuarioSubordinado && p.usuario_id !== null) await exigirUsuarioSubordinado(app.db, sesionDe(request), p.usuario_id);
    return p;
  }

  app.get(
    '/persona/empresa/:id',
    {
      schema: {
        tags,
        summary: 'Empleados de una empresa y sus descendientes (paginado)',
        params: z.object({ id: zId }),
        querystring: ZEmpleadosQuery,
        response: respondeLista(ZEmpleado),
      },
      onRequest: app.permiso(MODULO.EMPLEADOS, 'R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      const empresas = empresasBajo(sesionDe(request), request.params.id);
      const { filas, total } = await listarEmpleados(app.db, empresas, request.query, maxIntentos);
      return paginado(filas, total, request.query);
    },
  );

  app.get(
    '/persona/ultimos/empresa/:id',
    {
      schema: {
        tags,
        summary: 'Últimos empleados creados en una empresa y sus descendientes',
        params: z.object({ id: zId }),
        querystring: z.object({ limite: z.coerce.number().int().min(1).max(50).default(10) }),
        response: responde(z.array(ZEmpleado)),
      },
      onRequest: app.permiso(MODULO.EMPLEADOS, 'R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      return ok(await ultimosEmpleados(app.db, empresasBajo(sesionDe(request), request.params.id), request.query.limite, maxIntentos));
    },
  );

  app.get(
    '/persona/select/empresas/:id',
    {
      schema: {
        tags,
        summary: 'Personas activas de una empresa y sus descendientes, para selectores',
        params: z.object({ id: zId }),
        response: responde(z.array(z.object({ id: z.number().int(), identificacion: z.string(), nombre: z.string() }))),
      },
      onRequest: app.permiso(MODULO.EMPLEADOS, 'R'),
    },
    async (request) => {
      exigirEmpresa(request, request.params.id);
      return ok(await personasParaSelector(app.db, empresasBajo(sesionDe(request), request.params.id)));
    },
  );

  app.get(
    '/persona/:id/empleado',
    {
      schema: {
        tags,
        summary: 'Un empleado, como lo lee su formulario',
        params: z.object({ id: zId }),
        response: responde(ZEmpleadoDetalle),
      },
      onRequest: app.permiso(MODULO.EMPLEADOS, 'R'),
    },
    async (request) => {
      await objetivo(request, request.params.id, false);
      return ok((await leerEmpleado(app.db, request.params.id, maxIntentos))!);
    },
  );

  app.post(
    '/persona',
    {
      schema: {
        tags,
        summary: 'Crear un empleado (payload de persona de la especificación)',
        body: ZGuardarEmpleadoBody,
        response: responde(ZIdRegistro),
      },
      onRequest: app.permiso(MODULO.EMPLEADOS, 'C'),
    },
    async (request) => {
      const s = sesionDe(request);
      const d = request.body.persona;
      exigirEmpresa(request, d.empresas_id);
      const negocioId = s.alcance.get(d.empresas_id)!.negocio_id;
      const id = await request.transaccion((tx) => crearEmpleado(tx, s, negocioId, d));
      return ok({ id }, M.guardado);
    },
  );

  app.put(
    '/persona',
    {
      schema: {
        tags,
        summary: 'Guardar una persona: el propio perfil, o un empleado (EMPLEADOS, letra U)',
        description:
          'Con `persona.identificacion` es el formulario de empleado (tipo de identificación, identificación, empresa y cargo); ' +
          'sin ella, el formulario del perfil.',
        body: ZGuardarEmpleadoBody.extend({ id: zId, persona: z.union([ZEmpleadoForm, ZPerfilForm]) }),
        response: responde(ZPersona),
      },
      // The body is read as the form it is, so that each field's message reaches the form; an employee's form needs
      // the letter before its fields are judged.
      preValidation: async (request) => {
        const cuerpo = request.body as { persona?: Record<string, unknown> } | undefined;
        const persona = cuerpo?.persona;
        if (persona && typeof persona === 'object' && 'identificacion' in persona) {
          exigirPermiso(request, MODULO.EMPLEADOS, 'U');
          validar(ZEmpleadoForm, persona, 'persona');
        } else validar(ZPerfilForm, persona, 'persona');
      },
    },
    async (request) => {
      const s = sesionDe(request);
      const id = request.body.id;
      const crudo = request.body.persona as Record<string, unknown>;
      if ('identificacion' in crudo) {
        exigirPermiso(request, MODULO.EMPLEADOS, 'U');
        const d = validar(ZEmpleadoForm, crudo, 'persona');
        const p = await objetivo(request, id, id !== s.personaId);
        exigirEmpresa(request, d.empresas_id);
        await request.transaccion((tx) => editarEmpleado(tx, s, p, d));
      } else {
        // One's own profile; someone else's needs the employees grant over a person in scope.
        if (id !== s.personaId) {
          exigirPermiso(request, MODULO.EMPLEADOS, 'U');
          await objetivo(request, id);
        }
        const d = validar(ZPerfilForm, crudo, 'persona');
        await request.transaccion((tx) => guardarPerfil(tx, id, d));
      }
      const persona = await leerPersona(app.db, id);
      if (!persona) throw new AppError(404, MENSAJES.recursoNoEncontrado);
      return ok(persona, M.guardado);
    },
  );

  app.put(
    '/persona/:id/:estado',
    {
      schema: {
        tags,
        summary: 'Activar o inactivar una persona y su usuario',
        params: z.object({ id: zId, estado: z.enum(['A', 'I']) }),
        response: respondeSinDatos(),
      },
      onRequest: app.permiso(MODULO.EMPLEADOS, 'U'),
    },
    async (request) => {
      if (request.params.id === sesionDe(request).personaId) throw new AppError(403, MENSAJES.sinPermisoAccion);
      const p = await objetivo(request, request.params.id);
      await request.transaccion((tx) => cambiarEstadoPersona(tx, p, request.params.estado));
      return ok(null, request.params.estado === 'A' ? M.usuarioActivado : M.usuarioInactivado);
    },
  );

  app.post(
    '/persona/create-user',
    {
      schema: {
        tags,
        summary: 'Crear el usuario de una persona; la contraseña inicial se envía a su correo',
        body: ZCrearUsuarioBody,
        response: responde(ZIdRegistro),
      },
      onRequest: app.permiso(MODULO.EMPLEADOS, 'C'),
    },
    async (request) => {
      const s = sesionDe(request);
      const p = await objetivo(request, request.body.persona_id, false);
      if (p.usuario_id !== null) throw badRequest(M.personaConUsuario);
      if (p.id === s.personaId) throw new AppError(403, MENSAJES.sinPermisoAccion);
      await exigirCargoAsignable(app.db, s, { negocioId: p.negocio_id, personaId: p.id, empresaId: p.empresas_id });
      const claveHash = await hashInutilizable();
      const id = await request.transaccion((tx) =>
        crearUsuarioDePersona(
          tx,
          { usuarioId: s.usuarioId, ip: request.ip, moduloId: request.moduloAuditado },
          { personaId: p.id, negocioId: p.negocio_id, empresaId: p.empresas_id, usuario: request.body.usuario, claveHash },
        ),
      );
      return ok({ id }, M.usuarioCreado);
    },
  );

  app.post(
    '/persona/:id/clave-temporal',
    {
      schema: {
        tags,
        summary: 'Enviar al correo del usuario una contraseña temporal (deberá cambiarla al ingresar)',
        params: z.object({ id: zId }),
        response: respondeSinDatos(),
      },
      onRequest: app.permiso(MODULO.EMPLEADOS, 'U'),
    },
    async (request) => {
      const s = sesionDe(request);
      const p = await objetivo(request, request.params.id);
      if (p.usuario_id === null || p.usuario === null) throw badRequest(M.personaSinUsuario);
      const claveHash = await hashInutilizable();
      await request.transaccion((tx) =>
        restablecerClaveUsuario(
          tx,
          { usuarioId: s.usuarioId, ip: request.ip, moduloId: request.moduloAuditado },
          { usuarioId: p.usuario_id!, usuario: p.usuario!, personaId: p.id, negocioId: p.negocio_id, empresaId: p.empresas_id, claveHash },
        ),
      );
      return ok(null, M.claveTemporalEnviada);
    },
  );

  app.put(
    '/persona/:id/desbloquear',
    {
      schema: {
        tags,
        summary: 'Desbloquear un usuario bloqueado por intentos fallidos',
        params: z.object({ id: zId }),
        response: respondeSinDatos(),
      },
      onRequest: app.permiso(MODULO.EMPLEADOS, 'U'),
    },
    async (request) => {
      const s = sesionDe(request);
      const p = await objetivo(request, request.params.id);
      if (p.usuario_id === null || p.usuario === null) throw badRequest(M.personaSinUsuario);
      await request.transaccion((tx) =>
        desbloquearUsuario(
          tx,
          { usuarioId: s.usuarioId, ip: request.ip, moduloId: request.moduloAuditado },
          { usuarioId: p.usuario_id!, usuario: p.usuario!, empresaId: p.empresas_id },
          maxIntentos,
        ),
      );
      return ok(null, M.usuarioDesbloqueado);
    },
  );

  app.get(
    '/persona/identificadores/:id',
    {
      schema: {
        tags,
        summary: 'Medios de identificación de una persona',
        params: z.object({ id: zId }),
        response: responde(z.array(ZIdentificador)),
      },
      onRequest: app.permiso(MODULO.EMPLEADOS, 'R'),
    },
    async (request) => {
      await objetivo(request, request.params.id, false);
      return ok(await identificadoresDePersona(app.db, request.params.id));
    },
  );

  app.put(
    '/persona/identificadores',
    {
      schema: {
        tags,
        summary: 'Guardar los medios de identificación de una persona (206: lista de los no procesados)',
        body: ZIdentificadoresBody,
        response: { 200: envelope(z.array(ZResultadoIdentificador)), 206: envelope(z.array(ZResultadoIdentificador)), ...ERRORES },
      },
      onRequest: app.permiso(MODULO.EMPLEADOS, 'U'),
    },
    async (request, reply) => {
      const p = await objetivo(request, request.body.persona_id);
      const rechazados = await request.transaccion((tx) => guardarIdentificadores(tx, p.negocio_id, p.id, request.body.identificadores));
      if (rechazados.length) return reply.code(206).send(ok(rechazados, M.identificadoresParciales, 206));
      return ok(rechazados, M.identificadoresActualizados);
    },
  );

  // The photo travels as the image itself (image/jpeg, image/png or image/webp), at most 2 MB.
  for (const tipo of TIPOS_FOTO) {
    app.addContentTypeParser(tipo, { parseAs: 'buffer', bodyLimit: FOTO_MAXIMA_BYTES + 1024 }, (_request, cuerpo, hecho) =>
      hecho(null, cuerpo),
    );
  }

  app.post(
    '/persona/:id/foto',
    {
      bodyLimit: FOTO_MAXIMA_BYTES + 1024,
      schema: {
        tags,
        summary: 'Subir la foto de una persona (JPG, PNG o WEBP, máximo 2 MB)',
        params: z.object({ id: zId }),
        response: responde(z.object({ url_foto: z.string() })),
      },
      onRequest: app.permiso(MODULO.EMPLEADOS, 'U'),
    },
    async (request) => {
      const p = await objetivo(request, request.params.id);
      const datos = request.body;
      if (!Buffer.isBuffer(datos)) throw badRequest(M.fotoFormato, [{ campo: 'imagen', mensaje: M.fotoFormato }]);
      const url_foto = await request.transaccion((tx) => guardarFoto(tx, p.id, datos));
      return ok({ url_foto }, M.fotoGuardada);
    },
  );

  app.get(
    '/persona/:id/foto',
    {
      schema: {
        tags,
        summary: 'La foto de una persona',
        params: z.object({ id: zId }),
        querystring: z.object({ v: z.string().max(20).optional() }),
        response: respondeArchivo('La imagen, en binario'),
      },
    },
    async (request, reply) => {
      const s = sesionDe(request);
      if (request.params.id !== s.personaId) {
        exigirPermiso(request, MODULO.EMPLEADOS, 'R');
        await objetivo(request, request.params.id, false);
      }
      const foto = await leerFoto(app.db, request.params.id);
      if (!foto) throw new AppError(404, M.sinFoto);
      return reply
        .type(foto.tipo)
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(foto.datos);
    },
  );
}
