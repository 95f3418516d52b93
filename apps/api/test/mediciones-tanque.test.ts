import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MENSAJES_MEDICION as MM } from '@eds/contracts/combustible/mediciones';
import { MENSAJES_OPERACION as M } from '@eds/contracts/mensajes-operacion';
import { fila, filas } from '../src/db/client';
import { conToken, contar, crearApp, ingresar, type AppDePrueba } from './helper';
import { idsDemo, usuarioConModulos } from './factories';

/** SCREENS.md G04 "Medición": manual dips through the chart, stored as POS readings are, with book and scope. */
let t: AppDePrueba;
let ids: Awaited<ReturnType<typeof idsDemo>>;
let admin: ReturnType<typeof conToken>;
let estacion: ReturnType<typeof conToken>;
let lector: ReturnType<typeof conToken>;
let tanqueBq: number;
let tanqueCtg: number;

const usuarioMedicion = (usuario: string, empresaId: number, letras: string) =>
  usuarioConModulos(t, usuario, empresaId, ['MEDICION TANQUES'], letras);

/** A tank of its own with a two-point chart in force from 2026-01-01: 1000 mm → 5000 gal, 2000 mm → 12000 gal. */
async function tanqueConAforo(empresaId: number, codigo: string): Promise<number> {
  const p = await fila<{ id: number }>(
    t.database.db,
    sql`SELECT p.id FROM productos p JOIN empresas e ON e.negocio_id = p.negocio_id
         WHERE e.id = ${empresaId} AND p.tipo_producto_id = 21 AND p.estado = 'A' ORDER BY p.id LIMIT 1`,
  );
  const r = await admin('POST', '/api/bodega', {
    empresa_id: empresaId,
    codigo,
    descripcion: 'tanque medicion',
    tipo: 'TANQUE',
    producto_id: p!.id,
    capacidad: 12000,
    volumen_minimo: 500,
  });
  expect(r.statusCode, r.body).toBe(200);
  const id = r.json().data.id as number;
  const a = await admin('PUT', `/api/bodega/${id}/aforo`, {
    vigente_desde: '2026-01-01 00:00:00',
    puntos: [
      { altura_mm: 1000, volumen: 5000 },
      { altura_mm: 2000, volumen: 12000 },
    ],
  });
  expect(a.statusCode, a.body).toBe(200);
  return id;
}

beforeAll(async () => {
  t = await crearApp();
  ids = await idsDemo(t.database);
  admin = conToken(t.app, (await ingresar(t.app, 'SUPERADMIN')).token);
  estacion = await usuarioMedicion('MEDICIONEDS', ids.barranquilla, 'RC');
  lector = await usuarioMedicion('MEDICIONLEE', ids.barranquilla, 'R');
  tanqueBq = await tanqueConAforo(ids.barranquilla, 'tq-m1');
  tanqueCtg = await tanqueConAforo(ids.cartagena, 'tq-m2');
});
afterAll(async () => t.cerrar());

describe('Medición de tanques (G04)', () => {
  it('stores a dip as the POS does: volume from the chart, day rollup and tank state', async () => {
    const r = await estacion('POST', '/api/tanque/medicion', {
      bodega_id: tanqueBq,
      fecha: '2026-02-01 08:00:00',
      altura_mm: 500,
      altura_agua_mm: 100,
      temperatura: 28.5,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().mensaje).toBe(MM.registrada);
    expect(r.json().data.volumen).toBe(2500);
    const guardada = await fila<Record<string, unknown>>(
      t.database.db,
      sql`SELECT origen, volumen::text AS volumen, volumen_agua::text AS agua, fecha_negocio::text AS dia, equipo_id, aforo_id IS NOT NULL AS con_aforo
            FROM lecturas_tanque WHERE id = ${r.json().data.id}`,
    );
    expect(guardada).toEqual({
      origen: 'MANUAL',
      volumen: '2500.000',
      agua: '500.000',
      dia: '2026-02-01',
      equipo_id: null,
      con_aforo: true,
    });
    const dia = await fila<{ n: number; v: string }>(
      t.database.db,
      sql`SELECT num_lecturas AS n, volumen_final::text AS v FROM tanques_dia WHERE bodega_id = ${tanqueBq} AND fecha_negocio = '2026-02-01'`,
    );
    expect(dia).toEqual({ n: 1, v: '2500.000' });
    const estado = await fila<{ v: string }>(
      t.database.db,
      sql`SELECT volumen::text AS v FROM tanques_estado WHERE bodega_id = ${tanqueBq}`,
    );
    expect(estado?.v).toBe('2500.000');
  });

  it('refuses a height beyond the chart, a future date, a missing height and a warehouse that is not a tank, storing nothing', async () => {
    const antes = await contar(t.database, 'lecturas_tanque');
    const fuera = await estacion('POST', '/api/tanque/medicion', { bodega_id: tanqueBq, fecha: '2026-02-01 09:00:00', altura_mm: 2500 });
    expect(fuera.statusCode).toBe(400);
    expect(fuera.json().mensaje).toBe('Altura fuera de la tabla de aforo');
    expect(fuera.json().errores).toContainEqual({ campo: 'altura_mm', mensaje: 'Altura fuera de la tabla de aforo' });

    const futura = await estacion('POST', '/api/tanque/medicion', { bodega_id: tanqueBq, fecha: '2099-01-01 08:00:00', altura_mm: 500 });
    expect(futura.statusCode).toBe(400);
    expect(futura.json().mensaje).toBe(MM.fechaFutura);

    const sinAltura = await estacion('POST', '/api/tanque/medicion', { bodega_id: tanqueBq, fecha: '2026-02-01 09:00:00', altura_mm: '' });
    expect(sinAltura.statusCode).toBe(400);
    expect(sinAltura.json().errores).toContainEqual(
      expect.objectContaining({ campo: 'altura_mm', mensaje: MENSAJES.campoObligatorioCorto }),
    );

    const general = await admin('POST', '/api/bodega', {
      empresa_id: ids.barranquilla,
      codigo: 'gen-m1',
      descripcion: 'general',
      tipo: 'GENERAL',
    });
    const noTanque = await estacion('POST', '/api/tanque/medicion', {
      bodega_id: general.json().data.id,
      fecha: '2026-02-01 09:00:00',
      altura_mm: 500,
    });
    expect(noTanque.statusCode).toBe(400);
    expect(noTanque.json().mensaje).toBe(M.noEsTanque);

    // A batch is all or none: the second row's refusal names it and the first is not kept.
    const lote = await estacion('POST', '/api/tanque/mediciones', {
      mediciones: [
        { bodega_id: tanqueBq, fecha: '2026-02-01 10:00:00', altura_mm: 600 },
        { bodega_id: tanqueBq, fecha: '2026-02-01 11:00:00', altura_mm: 2001 },
      ],
    });
    expect(lote.statusCode).toBe(400);
    expect(lote.json().errores).toContainEqual({ campo: 'mediciones.1.altura_mm', mensaje: 'Altura fuera de la tabla de aforo' });
    expect(await contar(t.database, 'lecturas_tanque')).toBe(antes);
  });

  it('stores a batch, and lists each dip with its book stock and difference', async () => {
    const lote = await estacion('POST', '/api/tanque/mediciones', {
      mediciones: [
        { bodega_id: tanqueBq, fecha: '2026-02-02 08:00:00', altura_mm: 1000 },
        { bodega_id: tanqueBq, fecha: '2026-02-03 08:00:00', altura_mm: 900 },
      ],
    });
    expect(lote.statusCode, lote.body).toBe(200);
    expect(lote.json().mensaje).toBe(MM.registradas(2));
    expect(lote.json().data.ids).toHaveLength(2);

    const lista = await lector('GET', `/api/tanque/mediciones/empresa/${ids.barranquilla}?bodega_id=${tanqueBq}`);
    expect(lista.statusCode).toBe(200);
    expect(lista.json().paginacion.total).toBe(3);
    const [tercera, segunda, primera] = lista.json().data;
    expect(primera).toEqual(
      expect.objectContaining({ fecha: '2026-02-01 08:00:00', volumen: 2500, libro: null, diferencia: null, origen: 'MANUAL' }),
    );
    // The second dip found 5000 gal where the book said 2500 (nothing was received in between): +2500.
    expect(segunda).toEqual(expect.objectContaining({ volumen: 5000, libro: 2500, diferencia: 2500 }));
    expect(tercera).toEqual(expect.objectContaining({ tanque: 'TQ-M1 TANQUE MEDICION', volumen: 4500, libro: 5000, diferencia: -500 }));

    const porFecha = await lector(
      'GET',
      `/api/tanque/mediciones/empresa/${ids.barranquilla}?bodega_id=${tanqueBq}&fecha_inicio=2026-02-02&fecha_fin=2026-02-02`,
    );
    expect(porFecha.json().data.map((f: { volumen: number }) => f.volumen)).toEqual([5000]);
    const buscar = await admin('GET', `/api/tanque/mediciones/empresa/${ids.raiz}?buscar=tq-m1&limite=1`);
    expect(buscar.json().paginacion.total).toBe(3);
  });

  it('a station user neither reads nor writes another station’s tanks; the letters guard each call', async () => {
    const ajena = await estacion('POST', '/api/tanque/medicion', { bodega_id: tanqueCtg, fecha: '2026-02-01 08:00:00', altura_mm: 500 });
    expect(ajena.statusCode).toBe(403);
    expect(ajena.json().mensaje).toBe(MENSAJES.empresaFueraDeAlcance);
    const ajenaLote = await estacion('POST', '/api/tanque/mediciones', {
      mediciones: [{ bodega_id: tanqueCtg, fecha: '2026-02-01 08:00:00', altura_mm: 500 }],
    });
    expect(ajenaLote.statusCode).toBe(403);
    expect(await fila(t.database.db, sql`SELECT 1 FROM lecturas_tanque WHERE bodega_id = ${tanqueCtg}`)).toBeUndefined();

    const leer = await estacion('GET', `/api/tanque/mediciones/empresa/${ids.cartagena}`);
    expect(leer.statusCode).toBe(403);
    const raiz = await estacion('GET', `/api/tanque/mediciones/empresa/${ids.raiz}`);
    expect(raiz.statusCode).toBe(403);
    const filtro = await estacion('GET', `/api/tanque/mediciones/empresa/${ids.barranquilla}?estacion_id=${ids.cartagena}`);
    expect(filtro.statusCode).toBe(403);

    const sinC = await lector('POST', '/api/tanque/medicion', { bodega_id: tanqueBq, fecha: '2026-02-01 08:00:00', altura_mm: 500 });
    expect(sinC.statusCode).toBe(403);

    const superadmin = await admin('POST', '/api/tanque/medicion', { bodega_id: tanqueCtg, fecha: '2026-02-01 08:00:00', altura_mm: 500 });
    expect(superadmin.statusCode).toBe(200);
    const deCartagena = await filas(t.database.db, sql`SELECT 1 FROM lecturas_tanque WHERE bodega_id = ${tanqueCtg}`);
    expect(deCartagena).toHaveLength(1);
  });
});
