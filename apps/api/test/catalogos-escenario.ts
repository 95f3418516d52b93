import { sql } from 'drizzle-orm';
import { fila } from '../src/db/client';
import { conToken, crearApp, ingresar, type AppDePrueba } from './helper';
import { crearOtroNegocio, idsDemo } from './factories';

/**
 * The cast of the catalogue tests (G11, G12): the superadministrator, a reader (ZONAL), a station administrator
 * (ADMINEDS) holding every letter so that only its scope stops it, a user without the module (CONSULTA), and the
 * administrator of another business signed in on its own domain.
 */
export type Cliente = ReturnType<typeof conToken>;

export interface EscenarioCatalogos {
  t: AppDePrueba;
  ids: Awaited<ReturnType<typeof idsDemo>>;
  otro: Awaited<ReturnType<typeof crearOtroNegocio>>;
  negocioDemo: number;
  admin: Cliente;
  lector: Cliente;
  adminEds: Cliente;
  consulta: Cliente;
  ajeno: Cliente;
}

/** Grants the modules (and their menu sections) to ZONAL with `letrasLector` and to ADMINEDS with `letrasEds`. */
export async function escenarioCatalogos(
  host: string,
  modulos: readonly string[],
  letrasLector = 'R',
  letrasEds = 'RCUDE',
): Promise<EscenarioCatalogos> {
  const t = await crearApp();
  const ids = await idsDemo(t.database);
  const negocio = await fila<{ negocio_id: number }>(t.database.db, sql`SELECT negocio_id FROM empresas WHERE id = ${ids.raiz}`);
  const nombres = `{${modulos.map((x) => `"${x}"`).join(',')}}`;
  await t.database.db.execute(sql`
    INSERT INTO perfiles_modulos (perfiles_id, modulos_id, asignaciones)
    SELECT up.perfiles_id, m.id, CASE WHEN u.usuario = 'ZONAL' THEN ${letrasLector} ELSE ${letrasEds} END
      FROM usuarios u JOIN usuarios_perfiles up ON up.usuarios_id = u.id, modulos m
     WHERE u.usuario IN ('ZONAL', 'ADMINEDS')
       AND (m.id IN (SELECT modulos_id FROM modulos WHERE descripcion = ANY(${nombres}::text[]))
            OR m.descripcion = ANY(${nombres}::text[]))
    ON CONFLICT (perfiles_id, modulos_id) DO UPDATE SET asignaciones = excluded.asignaciones`);
  const cliente = async (usuario: string) => conToken(t.app, (await ingresar(t.app, usuario)).token);
  const otro = await crearOtroNegocio(t.database, { host });
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/v1/signin/',
    payload: { user: otro.usuario, pass: otro.clave },
    headers: { host },
  });
  return {
    t,
    ids,
    otro,
    negocioDemo: negocio!.negocio_id,
    admin: await cliente('SUPERADMIN'),
    lector: await cliente('ZONAL'),
    adminEds: await cliente('ADMINEDS'),
    consulta: await cliente('CONSULTA'),
    ajeno: conToken(t.app, r.json().data.token as string),
  };
}
