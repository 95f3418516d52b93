import type { FastifyInstance } from 'fastify';
import health from './sistema/health';
import sesionV1 from './sesion/v1';
import clave from './persona/clave';
import persona from './persona/perfil';
import accesoDirecto from './propiedad/acceso-directo';
import preferencias from './propiedad/preferencias';
import geografia from './geografia/static-value';
import empresaLookups from './empresa/lookups';
import notificaciones from './sistema/notificaciones';
import correos from './sistema/correos';
import dashboardLite from './dashboard/dashboard-lite';
import operacionDashboard from './dashboard/operacion';
import equipoToken from './equipo/token';
import equipoSelect from './equipo/select';
import equipoAdministracion from './equipo/administracion';
import posVentas from './pos/ventas';
import posOperacion from './pos/operacion';
import productos from './catalogo/productos';
import catalogoLookups from './catalogo/lookups';
import estacionLookups from './estacion/lookups';
import ordenCompraActiva from './movimiento/orden-compra';

/** Every API route, under /api. Routes stay thin: validate, authorise, call a service, shape the answer. */
export async function rutasApi(app: FastifyInstance): Promise<void> {
  await app.register(health);
  await app.register(sesionV1);
  await app.register(clave);
  await app.register(persona);
  await app.register(accesoDirecto);
  await app.register(preferencias);
  await app.register(geografia);
  await app.register(empresaLookups);
  await app.register(notificaciones);
  await app.register(correos);
  await app.register(dashboardLite);
  await app.register(operacionDashboard);
  await app.register(equipoToken);
  await app.register(equipoSelect);
  await app.register(equipoAdministracion);
  await app.register(posVentas);
  await app.register(posOperacion);
  await app.register(productos);
  await app.register(catalogoLookups);
  await app.register(estacionLookups);
  await app.register(ordenCompraActiva);
}
