import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_EMPLEADO as M } from '@eds/contracts/usuarios/empleados';
import { fila } from '../src/db/client';
import { conToken, crearApp, ingresar, type AppDePrueba } from './helper';
import { idsDemo } from './factories';

/**
 * List searches ignore accents and case (issue 31, item 4; decision 065): 'nunez', 'nuñez' and 'NUNEZ' all find
 * 'NÚÑEZ PEÑA', on the test engine as on PostgreSQL.
 */
let t: AppDePrueba;
let admin: ReturnType<typeof conToken>;
let ids: Awaited<ReturnType<typeof idsDemo>>;
let id: number;

beforeAll(async () => {
  t = await crearApp();
  ids = await idsDemo(t.database);
  admin = conToken(t.app, (await ingresar(t.app, 'SUPERADMIN')).token);
  const cargo = (await fila<{ id: number }>(t.database.db, sql`SELECT id FROM perfiles WHERE descripcion = 'CONSULTA'`))!.id;
  const persona = {
    tipo_identificacion: 13,
    identificacion: '80777666',
    nombres: 'José Ángel',
    apellidos: 'Núñez Peña',
    genero: 'MASCULINO',
    tipo_sangre: 'O+',
    direccion: 'Calle 10 # 5-20',
    telefono: '3105551234',
    correo: 'jose.nunez@example.co',
    pais: 170,
    provincia: 8,
    ciudad: 8001,
    empresas_id: ids.barranquilla,
    cargo,
  };
  const r = await admin('POST', '/api/persona', {
    persona,
    create_user: 1,
    empresas_id: ids.barranquilla,
    dominio_id: 1,
    detalles: { Nombre: persona.nombres },
    imagen: null,
  });
  expect(r.statusCode, r.body).toBe(200);
  expect(r.json().mensaje).toBe(M.guardado);
  id = r.json().data.id as number;
});
afterAll(async () => {
  await t.cerrar();
});

const buscar = async (texto: string) => {
  const r = await admin('GET', `/api/persona/empresa/${ids.raiz}?buscar=${encodeURIComponent(texto)}&limite=50`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ data: { id: number; nombres: string; apellidos: string }[]; paginacion: { total: number } }>();
};

describe('list search folds accents and case', () => {
  it('stores the name as written, in capitals with its accents', async () => {
    const guardada = await fila<{ apellidos: string }>(t.database.db, sql`SELECT apellidos FROM personas WHERE id = ${id}`);
    expect(guardada?.apellidos).toBe('NÚÑEZ PEÑA');
  });

  it.each(['nunez', 'nuñez', 'NUNEZ', 'NÚÑEZ', 'Nuñez', 'pena', 'jose angel', 'angel nunez pena'])(
    'finds NÚÑEZ PEÑA by %s',
    async (texto) => {
      const r = await buscar(texto);
      expect(r.data.map((p) => p.id)).toContain(id);
      expect(r.data.find((p) => p.id === id)).toMatchObject({ nombres: 'JOSÉ ÁNGEL', apellidos: 'NÚÑEZ PEÑA' });
    },
  );

  it('does not find him by another name, and a % in the term is a literal character', async () => {
    expect((await buscar('nunes')).data.map((p) => p.id)).not.toContain(id);
    expect((await buscar('n%z')).paginacion.total).toBe(0);
  });
});
