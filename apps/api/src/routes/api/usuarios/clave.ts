import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MODULO } from '@eds/contracts/modulos';
import { ZCambiarClaveBody, ZCambiarPinBody } from '@eds/contracts/persona';
import { MENSAJES_EMPLEADO, zPinPos } from '@eds/contracts/usuarios/empleados';
import { respondeSinDatos } from '../../../lib/contratos';
import { exigirUsuarioSubordinado } from '../../../services/usuarios/empleados';
import { ok } from '../../../lib/respuesta';
import { AppError } from '../../../lib/errors';
import { exigirEmpresa, exigirPermiso, sesionDe } from '../../../plugins/sesion';
import {
  asignarClave,
  claveAsignadaVerificada,
  claveNuevaVerificada,
  cuentaDePersona,
  exigirClaveActual,
  guardarClave,
  guardarPin,
  hashPin,
} from '../../../services/usuarios/clave';

/** One's own password and PIN, and an administrator's reset of another user's password (the forgotten-password pair is public: routes/api/sesion/ingreso.ts). */
export default async function clave(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/persona/cambiar-clave',
    {
      schema: {
        tags: ['persona'],
        summary: 'Cambiar la contraseña propia, o asignar una temporal a otro usuario (EMPLEADOS, letra U)',
        body: ZCambiarClaveBody,
        response: respondeSinDatos(),
      },
    },
    async (request) => {
      const s = sesionDe(request);
      const { persona_id, clave, clave_Administrador } = request.body.persona;
      if (persona_id === s.personaId) {
        // One's own password, signed with the current one.
        const hash = await claveNuevaVerificada(app.db, s.usuarioId, clave_Administrador, clave);
        await request.transaccion((tx) => guardarClave(tx, s.usuarioId, hash, s.sesionId));
        return ok(null, MENSAJES.claveActualizada);
      }
      // Another user's: an administrator of the employees screen, over a user of their companies holding no grant
      // they lack and of no wider type or scope, signing with their own password. The password is temporary: the
      // user chooses a new one at the next sign-in.
      exigirPermiso(request, MODULO.EMPLEADOS, 'U');
      const cuenta = await cuentaDePersona(app.db, persona_id);
      if (!cuenta) throw new AppError(404, MENSAJES.recursoNoEncontrado);
      exigirEmpresa(request, cuenta.empresas_id);
      await exigirUsuarioSubordinado(app.db, s, cuenta.id);
      await exigirClaveActual(app.db, s.usuarioId, clave_Administrador);
      const hash = await claveAsignadaVerificada(cuenta, clave);
      await request.transaccion((tx) => asignarClave(tx, cuenta, hash));
      return ok(null, MENSAJES.claveAsignada);
    },
  );

  app.put(
    '/persona/cambiar-pin',
    {
      schema: {
        tags: ['persona'],
        summary: 'Cambiar el pin propio, o asignar el pin POS de otro usuario (EMPLEADOS, letra U); firmado con la contraseña actual',
        body: ZCambiarPinBody,
        response: respondeSinDatos(),
      },
    },
    async (request) => {
      const s = sesionDe(request);
      if (request.body.identificadorPersona === s.personaId) {
        await exigirClaveActual(app.db, s.usuarioId, request.body.clave_Administrador);
        const hash = await hashPin(request.body.pin);
        await request.transaccion((tx) => guardarPin(tx, s.usuarioId, hash));
        return ok(null, MENSAJES.pinActualizado);
      }
      // Another user's POS PIN (the employee form's PIN POS tab): four digits, by an administrator of the employees
      // screen over a user of their companies holding no grant they lack, signed with their own password.
      exigirPermiso(request, MODULO.EMPLEADOS, 'U');
      const pin = zPinPos.safeParse(request.body.pin);
      if (!pin.success)
        throw new AppError(400, MENSAJES_EMPLEADO.pinCuatroDigitos, [{ campo: 'pin', mensaje: MENSAJES_EMPLEADO.pinCuatroDigitos }]);
      const cuenta = await cuentaDePersona(app.db, request.body.identificadorPersona);
      if (!cuenta) throw new AppError(404, MENSAJES.recursoNoEncontrado);
      exigirEmpresa(request, cuenta.empresas_id);
      await exigirUsuarioSubordinado(app.db, s, cuenta.id);
      await exigirClaveActual(app.db, s.usuarioId, request.body.clave_Administrador);
      const hash = await hashPin(pin.data);
      await request.transaccion((tx) => guardarPin(tx, cuenta.id, hash));
      return ok(null, MENSAJES_EMPLEADO.pinAsignado);
    },
  );
}
