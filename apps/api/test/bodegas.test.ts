import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MENSAJES_BODEGA } from '@eds/contracts/bodegas';
import { MENSAJES_CATALOGO as C } from '@eds/contracts/configuracion/catalogo';
import { MENSAJES_OPERACION as M } from '@eds/contracts/mensajes-operacion';
import { fila, filas } from '../src/db/client';
import { conToken, contar, crearApp, ingresar, type AppDePrueba } from './helper';
import { idsDemo, usuarioConModulos } from './factories';

/** SCREENS.md G04 "Bodega" and "Aforo": the warehouses list, A/I switch, tank rules and chart versions, with scope. */
let t: AppDePrueba;
let ids: Awaited<ReturnType<typeof idsDemo>>;
let admin: ReturnType<typeof conToken>;
let estacion: ReturnType<typeof conToken>;
let lector: ReturnType<typeof conToken>;
let combustible: number;
let otroCombustible: number;

/** A user of the demo business holding the warehouse and chart screens with the given letters, on one company. */
const usuarioBodegas = (usuario: string, empresaId: number, tipo: number, letras: string) =>
  usuarioConModulos(t, usuario, empresaId, ['GESTION BODEGA', 'GESTION AFORO'], letras, tipo);

const tanque = (extra: Record<string, unknown> = {}) => ({
  empresa_id: ids.barranquilla,
  codigo: 'tq-91',
  descripcion: 'tanque prueba',
  tipo: 'TANQUE',
  producto_id: combustible,
  capacidad: 12000,
  volumen_minimo: 500,
  ...extra,
});

beforeAll(async () => {
  t = await crearApp();
  ids = await idsDemo(t.database);
  admin = conToken(t.app, (await ingresar(t.app, 'SUPERADMIN')).token);
  estacion = await usuarioBodegas('BODEGASEDS', ids.barranquilla, 5, 'RCUE');
  lector = await usuarioBodegas('BODEGASLEE', ids.barranquilla, 5, 'R');
  const r = await filas<{ id: number }>(
    t.database.db,
    sql`SELECT p.id FROM productos p JOIN empresas e ON e.negocio_id = p.negocio_id
         WHERE e.id = ${ids.barranquilla} AND p.tipo_producto_id = 21 AND p.estado = 'A' ORDER BY p.id LIMIT 2`,
  );
  [combustible, otroCombustible] = r.map((f) => f.id);
});
afterAll(async () => t.cerrar());

describe('Bodegas (G04)', () => {
  it('creates a tank with its rules, lists it, finds it by search and reads it', async () => {
    const sinMinimo = await estacion('POST', '/api/bodega', tanque({ volumen_minimo: 12000 }));
    expect(sinMinimo.statusCode).toBe(400);
    expect(sinMinimo.body).toContain('El volumen mínimo debe ser menor que la capacidad');
    const sinProducto = await estacion('POST', '/api/bodega', tanque({ producto_id: null }));
    expect(sinProducto.statusCode).toBe(400);
    expect(sinProducto.json().errores).toContainEqual(
      expect.objectContaining({ campo: 'producto_id', mensaje: MENSAJES.campoObligatorioCorto }),
    );

    const creada = await estacion('POST', '/api/bodega', tanque());
    expect(creada.statusCode).toBe(200);
    const id = creada.json().data.id as number;
    const guardada = await fila<{ codigo: string; capacidad: string; estado: string }>(
      t.database.db,
      sql`SELECT codigo, capacidad, estado FROM bodegas WHERE id = ${id}`,
    );
    expect(guardada).toEqual({ codigo: 'TQ-91', capacidad: '12000.000', estado: 'A' });

    const repetida = await estacion('POST', '/api/bodega', tanque({ descripcion: 'otro' }));
    expect(repetida.statusCode).toBe(400);
    expect(repetida.json().mensaje).toBe(C.codigoRepetido);

    const lista = await estacion('GET', `/api/bodega/empresa/${ids.barranquilla}?buscar=tq-91&estado=T`);
    expect(lista.statusCode).toBe(200);
    expect(lista.json().data).toEqual([
      expect.objectContaining({ id, codigo: 'TQ-91', descripcion: 'TANQUE PRUEBA', tipo: 'TANQUE', capacidad: 12000, en_uso: false }),
    ]);
    expect(lista.json().paginacion.total).toBe(1);

    const una = await estacion('GET', `/api/bodega/${id}`);
    expect(una.json().data).toEqual(expect.objectContaining({ id, volumen_minimo: 500, producto_id: combustible }));

    const combustibles = await estacion('GET', `/api/bodega/combustibles/empresa/${ids.barranquilla}`);
    expect(combustibles.json().data.map((c: { id: number }) => c.id)).toContain(combustible);
  });

  it('a business user lists the warehouses of every station under it; a station user only its own', async () => {
    await admin('POST', '/api/bodega', { empresa_id: ids.cartagena, codigo: 'gen-91', descripcion: 'bodega cartagena', tipo: 'GENERAL' });
    const todas = await admin('GET', `/api/bodega/empresa/${ids.raiz}?buscar=91&limite=50`);
    expect(todas.statusCode).toBe(200);
    const codigos = todas.json().data.map((b: { codigo: string }) => b.codigo);
    expect(codigos).toEqual(expect.arrayContaining(['TQ-91', 'GEN-91']));
    const cartagena = await admin('GET', `/api/bodega/empresa/${ids.raiz}?buscar=91&estacion_id=${ids.cartagena}`);
    expect(cartagena.json().data.map((b: { codigo: string; estacion: string }) => [b.codigo, b.estacion])).toEqual([
      ['GEN-91', 'EDS CARTAGENA BOCAGRANDE'],
    ]);
    const tanques = await admin('GET', `/api/bodega/empresa/${ids.raiz}?buscar=91&tipo=TANQUE`);
    expect(tanques.json().data.map((b: { codigo: string }) => b.codigo)).toEqual(['TQ-91']);

    const ajena = await estacion('GET', `/api/bodega/empresa/${ids.cartagena}`);
    expect(ajena.statusCode).toBe(403);
    expect(ajena.json().mensaje).toBe(MENSAJES.empresaFueraDeAlcance);
    const raiz = await estacion('GET', `/api/bodega/empresa/${ids.raiz}`);
    expect(raiz.statusCode).toBe(403);

    const otra = await fila<{ id: number }>(t.database.db, sql`SELECT id FROM bodegas WHERE codigo = 'GEN-91'`);
    const leer = await estacion('GET', `/api/bodega/${otra!.id}`);
    expect(leer.statusCode).toBe(403);
    const apagar = await estacion('PUT', `/api/bodega/${otra!.id}/I`);
    expect(apagar.statusCode).toBe(403);
    const editar = await estacion('PUT', '/api/bodega', {
      id: otra!.id,
      empresa_id: ids.cartagena,
      codigo: 'GEN-91',
      descripcion: 'X',
      tipo: 'GENERAL',
    });
    expect(editar.statusCode).toBe(403);
    const aforo = await estacion('GET', `/api/bodega/${otra!.id}/aforo`);
    expect(aforo.statusCode).toBe(403);
    expect(await fila(t.database.db, sql`SELECT estado, descripcion FROM bodegas WHERE id = ${otra!.id}`)).toEqual({
      estado: 'A',
      descripcion: 'BODEGA CARTAGENA',
    });
  });

  it('a regional user lists the stations of its region only', async () => {
    await admin('POST', '/api/bodega', { empresa_id: ids.bogota, codigo: 'gen-92', descripcion: 'bodega bogota', tipo: 'GENERAL' });
    const regional = await usuarioBodegas('BODEGASREG', ids.caribe, 4, 'R');
    const caribe = await regional('GET', `/api/bodega/empresa/${ids.caribe}?limite=500`);
    expect(caribe.statusCode).toBe(200);
    const estaciones = new Set(caribe.json().data.map((b: { empresa_id: number }) => b.empresa_id));
    expect(estaciones.has(ids.barranquilla) && estaciones.has(ids.cartagena)).toBe(true);
    expect(estaciones.has(ids.bogota)).toBe(false);
    expect((await regional('GET', `/api/bodega/empresa/${ids.andina}`)).statusCode).toBe(403);
    expect((await regional('GET', `/api/bodega/empresa/${ids.bogota}`)).statusCode).toBe(403);
  });

  it('inactivates and activates a warehouse with the letter U; a tank with active hoses stays active', async () => {
    const id = (await fila<{ id: number }>(t.database.db, sql`SELECT id FROM bodegas WHERE codigo = 'TQ-91'`))!.id;
    const sinLetra = await lector('PUT', `/api/bodega/${id}/I`);
    expect(sinLetra.statusCode).toBe(403);
    expect(sinLetra.json().mensaje).toBe(MENSAJES.sinPermisoAccion);

    const off = await estacion('PUT', `/api/bodega/${id}/I`);
    expect(off.statusCode).toBe(200);
    expect(off.json().mensaje).toBe(C.inactivado);
    expect((await fila<{ estado: string }>(t.database.db, sql`SELECT estado FROM bodegas WHERE id = ${id}`))!.estado).toBe('I');
    const auditado = await fila<{ despues: { estado: string } }>(
      t.database.db,
      sql`SELECT despues FROM auditoria WHERE tabla = 'bodegas' AND accion = 'UPDATE' AND registro_id = ${String(id)} ORDER BY id DESC LIMIT 1`,
    );
    expect(auditado!.despues.estado).toBe('I');
    const activas = await estacion('GET', `/api/bodega/empresa/${ids.barranquilla}?buscar=TQ-91&estado=A`);
    expect(activas.json().data).toEqual([]);
    const on = await estacion('PUT', `/api/bodega/${id}/A`);
    expect(on.json().mensaje).toBe(C.activado);

    const conManguera = await fila<{ bodega_id: number }>(
      t.database.db,
      sql`SELECT m.bodega_id FROM mangueras m JOIN bodegas b ON b.id = m.bodega_id WHERE b.empresa_id = ${ids.barranquilla} AND m.estado = 'A' LIMIT 1`,
    );
    const r = await estacion('PUT', `/api/bodega/${conManguera!.bodega_id}/I`);
    expect(r.statusCode).toBe(400);
    expect(r.json().mensaje).toBe(MENSAJES_BODEGA.tanqueConMangueras);

    const noExiste = await estacion('PUT', '/api/bodega/999999/I');
    expect(noExiste.statusCode).toBe(404);
    expect(noExiste.json().mensaje).toBe(M.bodegaNoExiste);
  });

  it("freezes a tank's product while it holds stock", async () => {
    const id = (await fila<{ id: number }>(t.database.db, sql`SELECT id FROM bodegas WHERE codigo = 'TQ-91'`))!.id;
    await t.database.db.execute(
      sql`INSERT INTO existencias (empresa_id, bodega_id, producto_id, cantidad, costo_promedio) VALUES (${ids.barranquilla}, ${id}, ${combustible}, 100, 10000)`,
    );
    const r = await estacion('PUT', '/api/bodega', { ...tanque({ producto_id: otroCombustible }), id });
    expect(r.statusCode).toBe(400);
    expect(r.json().mensaje).toBe(M.tanqueConExistencias);
    expect((await fila<{ producto_id: number }>(t.database.db, sql`SELECT producto_id FROM bodegas WHERE id = ${id}`))!.producto_id).toBe(
      combustible,
    );
    const lista = await estacion('GET', `/api/bodega/empresa/${ids.barranquilla}?buscar=TQ-91`);
    expect(lista.json().data[0]).toEqual(expect.objectContaining({ saldo: 100, en_uso: true }));
  });
});

describe('Tablas de aforo (G04)', () => {
  it('saves versions, refuses decreasing heights and interpolates with the version in force', async () => {
    const id = (await fila<{ id: number }>(t.database.db, sql`SELECT id FROM bodegas WHERE codigo = 'TQ-91'`))!.id;
    const antes = await contar(t.database, 'aforos');
    const mal = await estacion('PUT', `/api/bodega/${id}/aforo`, {
      puntos: [
        { altura_mm: 100, volumen: 50 },
        { altura_mm: 90, volumen: 60 },
      ],
    });
    expect(mal.statusCode).toBe(400);
    expect(mal.body).toContain('Las alturas deben ser crecientes');
    expect(await contar(t.database, 'aforos')).toBe(antes);

    const v1 = await estacion('PUT', `/api/bodega/${id}/aforo`, {
      vigente_desde: '2026-01-01 00:00:00',
      puntos: [
        { altura_mm: 1000, volumen: 5000 },
        { altura_mm: 2000, volumen: 12000 },
      ],
    });
    expect(v1.statusCode).toBe(200);
    expect(v1.json().data.vigente_desde).toBe('2026-01-01 00:00:00');
    const v2 = await estacion('PUT', `/api/bodega/${id}/aforo`, {
      vigente_desde: '2026-02-01 00:00:00',
      puntos: [
        { altura_mm: 1000, volumen: 5500 },
        { altura_mm: 2000, volumen: 11000 },
      ],
    });
    expect(v2.statusCode).toBe(200);

    const enero = await estacion('POST', `/api/bodega/${id}/aforo/calcular`, { altura_mm: 500, fecha: '2026-01-15 08:00:00' });
    expect(enero.json().data).toEqual({ altura_mm: 500, volumen: 2500, aforo_id: v1.json().data.id });
    const hoy = await estacion('POST', `/api/bodega/${id}/aforo/calcular`, { altura_mm: 500 });
    expect(hoy.json().data).toEqual({ altura_mm: 500, volumen: 2750, aforo_id: v2.json().data.id });
    const fuera = await estacion('POST', `/api/bodega/${id}/aforo/calcular`, { altura_mm: 2500 });
    expect(fuera.statusCode).toBe(400);
    expect(fuera.json().mensaje).toBe(M.alturaFueraDeAforo);

    const versiones = await estacion('GET', `/api/bodega/${id}/aforo`);
    expect(versiones.json().data.map((v: { vigente_desde: string }) => v.vigente_desde)).toEqual([
      '2026-02-01 00:00:00',
      '2026-01-01 00:00:00',
    ]);
    const sinLetra = await lector('PUT', `/api/bodega/${id}/aforo`, {
      puntos: [
        { altura_mm: 1, volumen: 1 },
        { altura_mm: 2, volumen: 2 },
      ],
    });
    expect(sinLetra.statusCode).toBe(403);
  });
});
