import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MENSAJES_CATALOGO as C } from '@eds/contracts/configuracion/catalogo';
import { MENSAJES_PRODUCTO as P } from '@eds/contracts/configuracion/productos';
import { fila, filas } from '../src/db/client';
import { conToken, contar, crearApp, ingresar, type AppDePrueba } from './helper';
import { crearOtroNegocio, idsDemo } from './factories';

/** Products of SCREENS.md G13: CRUD(producto), state switch, next code, ingredients, price history and scope. */
let t: AppDePrueba;
let admin: ReturnType<typeof conToken>;
let raiz: number;
let barranquilla: number;
let categoria: number;
let unidad: number;
let impuesto: number;

beforeAll(async () => {
  t = await crearApp();
  admin = conToken(t.app, (await ingresar(t.app, 'SUPERADMIN')).token);
  ({ raiz, barranquilla } = await idsDemo(t.database));
  const negocio = (await fila<{ id: number }>(t.database.db, sql`SELECT negocio_id AS id FROM empresas WHERE id = ${raiz}`))!.id;
  categoria = (await fila<{ id: number }>(
    t.database.db,
    sql`SELECT id FROM categorias WHERE negocio_id = ${negocio} AND estado = 'A' ORDER BY id LIMIT 1`,
  ))!.id;
  unidad = (await fila<{ id: number }>(
    t.database.db,
    sql`SELECT id FROM unidades WHERE codigo = 'UND' OR negocio_id IS NULL ORDER BY id LIMIT 1`,
  ))!.id;
  impuesto = (await fila<{ id: number }>(t.database.db, sql`SELECT id FROM impuestos WHERE negocio_id = ${negocio} ORDER BY id LIMIT 1`))!
    .id;
});
afterAll(async () => t.cerrar());

const nuevo = (codigo: string, extra: Record<string, unknown> = {}) => ({
  empresa_id: raiz,
  codigo,
  descripcion: `gaseosa ${codigo}`,
  codigos_barras: '7702004003508',
  tipo_producto_id: 20,
  clase_producto_id: 23,
  tipos_negocio: ['S', 'K'],
  categoria_id: categoria,
  unidad_id: unidad,
  impuestos: [impuesto],
  precio: 3500,
  stock_minimo: 5,
  stock_maximo: 50,
  ...extra,
});

async function crear(codigo: string, extra: Record<string, unknown> = {}): Promise<number> {
  const r = await admin('POST', '/api/producto', nuevo(codigo, extra));
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id as number;
}

describe('products (G13)', () => {
  it('proposes the next numeric code, creates upper-cased with taxes and barcodes and opens the price at every station', async () => {
    const c = await admin('GET', `/api/producto/posible-consecutivo/${raiz}`);
    expect(c.statusCode).toBe(200);
    const codigo = c.json().data.codigo as string;
    expect(codigo).toMatch(/^\d+$/);
    const r = await admin('POST', '/api/producto', nuevo(codigo));
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().mensaje).toBe(C.creado);
    const id = r.json().data.id as number;
    const siguiente = await admin('GET', `/api/producto/posible-consecutivo/${raiz}`);
    expect(siguiente.json().data.codigo).toBe(String(Number(codigo) + 1));
    const leido = await admin('GET', `/api/producto/${id}`);
    expect(leido.json().data).toMatchObject({
      codigo,
      descripcion: `GASEOSA ${codigo}`,
      codigos_barras: ['7702004003508'],
      impuestos: [impuesto],
      precio: 3500,
      costo: 0,
      tipos_negocio: ['S', 'K'],
      estado: 'A',
      en_uso: false,
    });
    const precio = await fila<{ precio: string; origen: string }>(
      t.database.db,
      sql`SELECT precio, origen FROM precios WHERE producto_id = ${id} AND empresa_id = ${barranquilla} AND vigente_hasta IS NULL`,
    );
    expect(precio).toEqual({ precio: '3500.00', origen: 'INICIAL' });
    const vende = await admin('GET', `/api/producto/empresa-final/${barranquilla}/tipo/20/S,K?limite=500`);
    expect(vende.json().data.some((p: { id: number }) => p.id === id)).toBe(true);
    const hist = await admin('GET', `/api/producto/historico-precios/${id}/empresa/${raiz}`);
    expect(hist.statusCode).toBe(200);
    expect(hist.json().data.find((h: { empresa_id: number }) => h.empresa_id === barranquilla)).toMatchObject({
      precio: 3500,
      precio_anterior: null,
      vigente_hasta: null,
      origen: 'INICIAL',
      usuario: 'SUPERADMIN',
    });
  });

  it('refuses with the spec texts and writes nothing', async () => {
    const antes = await contar(t.database, 'productos');
    const malo = await admin(
      'POST',
      '/api/producto',
      nuevo('X1', { descripcion: 'x'.repeat(31), codigos_barras: '7702004003509', precio: 0, stock_minimo: 10, stock_maximo: 2 }),
    );
    expect(malo.statusCode).toBe(400);
    const errores = malo.json().errores as { campo: string; mensaje: string }[];
    expect(errores).toEqual(
      expect.arrayContaining([
        { campo: 'descripcion', mensaje: MENSAJES.valorNoValido },
        { campo: 'codigos_barras.0', mensaje: P.codigoBarras },
        { campo: 'precio', mensaje: P.precioPositivo },
      ]),
    );
    const stock = await admin('POST', '/api/producto', nuevo('X2', { stock_minimo: 10, stock_maximo: 2 }));
    expect(stock.json().errores).toEqual([{ campo: 'stock_maximo', mensaje: P.stockMaximo }]);
    await crear('REP-1');
    const repetido = await admin('POST', '/api/producto', nuevo('rep-1'));
    expect(repetido.statusCode).toBe(400);
    expect(repetido.json().mensaje).toBe(C.codigoRepetido);
    expect(await contar(t.database, 'productos')).toBe(antes + 1);
  });

  it('keeps ingredients free of cycles and expands them to plain products', async () => {
    const azucar = await crear('ING-AZ', { clase_producto_id: 24, codigos_barras: '' });
    const cafe = await crear('ING-CF', { clase_producto_id: 24, codigos_barras: '' });
    const base = await crear('BASE-1', {
      clase_producto_id: 26,
      codigos_barras: '',
      ingredientes: [{ ingrediente_id: azucar, cantidad: 2 }],
    });
    const combo = await crear('COMBO-1', {
      clase_producto_id: 32,
      codigos_barras: '',
      ingredientes: [
        { ingrediente_id: base, cantidad: 3 },
        { ingrediente_id: cafe, cantidad: 1 },
      ],
    });
    const todos = await admin('GET', `/api/producto/get-ingredientes-todos/${combo}`);
    expect(todos.statusCode).toBe(200);
    expect(todos.json().data.map((i: { codigo: string; cantidad: number }) => [i.codigo, i.cantidad])).toEqual(
      expect.arrayContaining([
        ['ING-AZ', 6],
        ['ING-CF', 1],
      ]),
    );
    const conExtra = await admin('GET', `/api/producto/get-ingredientes-todos/${combo}/1`);
    expect(conExtra.json().data).toHaveLength(2);
    // BASE-1 containing COMBO-1, which contains BASE-1.
    const leido = (await admin('GET', `/api/producto/${base}`)).json().data;
    const ciclo = await admin('PUT', '/api/producto', {
      ...nuevo('BASE-1', { clase_producto_id: 26, codigos_barras: '' }),
      id: base,
      ingredientes: [
        ...leido.ingredientes.map((i: { ingrediente_id: number }) => ({ ingrediente_id: i.ingrediente_id, cantidad: 2 })),
        { ingrediente_id: combo, cantidad: 1 },
      ],
    });
    expect(ciclo.statusCode).toBe(400);
    expect(ciclo.json().mensaje).toBe(P.contenerse);
    const propio = await admin('PUT', '/api/producto', {
      ...nuevo('BASE-1', { clase_producto_id: 26, codigos_barras: '' }),
      id: base,
      ingredientes: [{ ingrediente_id: base, cantidad: 1 }],
    });
    expect(propio.json().mensaje).toBe(P.contenerse);
    const guardados = await filas(t.database.db, sql`SELECT ingrediente_id FROM productos_ingredientes WHERE producto_id = ${base}`);
    expect(guardados).toEqual([{ ingrediente_id: azucar }]);
  });

  it('edits, switches state with the spec texts, filters by business type and deletes only unused products', async () => {
    const id = await crear('EDIT-1');
    const e = await admin('PUT', '/api/producto', { ...nuevo('EDIT-1', { descripcion: 'agua', tipos_negocio: ['K'] }), id });
    expect(e.statusCode, e.body).toBe(200);
    expect(e.json().mensaje).toBe(C.editado);
    const i = await admin('PUT', `/api/producto/${id}/I`);
    expect(i.json().mensaje).toBe(C.inactivado);
    const row = await fila<{ estado: string; descripcion: string }>(
      t.database.db,
      sql`SELECT estado, descripcion FROM productos WHERE id = ${id}`,
    );
    expect(row).toEqual({ estado: 'I', descripcion: 'AGUA' });
    const kiosco = await admin('GET', `/api/producto/empresa/${raiz}?negocio=K&estado=I&buscar=EDIT-1`);
    expect(kiosco.json().data.map((p: { codigo: string }) => p.codigo)).toEqual(['EDIT-1']);
    const canastilla = await admin('GET', `/api/producto/empresa/${raiz}?negocio=S&estado=I&buscar=EDIT-1`);
    expect(canastilla.json().paginacion.total).toBe(0);
    const a = await admin('PUT', `/api/producto/${id}/A`);
    expect(a.json().mensaje).toBe(C.activado);
    // A special price refers to it: in use, nothing deleted.
    await t.database.db.execute(
      sql`INSERT INTO precios_especiales (negocio_id, producto_id, precio, fecha_inicio) SELECT negocio_id, id, 3000, current_date FROM productos WHERE id = ${id}`,
    );
    const especiales = await admin('GET', `/api/producto/${id}/precios-especiales`);
    expect(especiales.json().data).toEqual([
      expect.objectContaining({ producto_id: id, codigo: 'EDIT-1', empresa_id: null, precio: 3000, precio_lista: 3500, estado: 'A' }),
    ]);
    const borrar = await admin('DELETE', `/api/producto/${id}`);
    expect(borrar.statusCode).toBe(400);
    expect(borrar.json().mensaje).toBe(C.enUso);
    expect(await fila(t.database.db, sql`SELECT count(*)::int AS n FROM precios WHERE producto_id = ${id}`)).not.toEqual({ n: 0 });
    await t.database.db.execute(sql`DELETE FROM precios_especiales WHERE producto_id = ${id}`);
    // Never sold: its opening prices go with it.
    const ok = await admin('DELETE', `/api/producto/${id}`);
    expect(ok.json().mensaje).toBe(C.eliminado);
    expect(await fila(t.database.db, sql`SELECT id FROM productos WHERE id = ${id}`)).toBeUndefined();
    expect(await fila(t.database.db, sql`SELECT id FROM precios WHERE producto_id = ${id}`)).toBeUndefined();
  });

  it('never reads nor changes another business product by its id', async () => {
    const id = await crear('AJENO-1');
    const otro = await crearOtroNegocio(t.database, { host: 'productos.example.co' });
    const ingreso = await t.app.inject({
      method: 'POST',
      url: '/api/v1/signin/',
      payload: { user: otro.usuario, pass: otro.clave },
      headers: { host: 'productos.example.co' },
    });
    const ajeno = conToken(t.app, ingreso.json().data.token as string);
    expect((await ajeno('GET', `/api/producto/${id}`)).statusCode).toBe(404);
    expect((await ajeno('PUT', `/api/producto/${id}/I`)).statusCode).toBe(404);
    expect((await ajeno('DELETE', `/api/producto/${id}`)).statusCode).toBe(404);
    const put = await ajeno('PUT', '/api/producto', { ...nuevo('AJENO-1'), empresa_id: otro.raizId, id });
    expect(put.statusCode).toBe(404);
    expect((await ajeno('GET', `/api/producto/get-ingredientes-todos/${id}`)).statusCode).toBe(404);
    expect((await ajeno('GET', `/api/producto/${id}/precios-especiales`)).statusCode).toBe(404);
    expect((await ajeno('GET', `/api/producto/historico-precios/${id}/empresa/${otro.raizId}`)).statusCode).toBe(404);
    expect((await ajeno('GET', `/api/producto/empresa/${raiz}`)).statusCode).toBe(403);
    const estado = await fila<{ estado: string }>(t.database.db, sql`SELECT estado FROM productos WHERE id = ${id}`);
    expect(estado?.estado).toBe('A');
  });

  it('lets the kiosk screen module read the products and keeps writing to its letters', async () => {
    await t.database.db.execute(sql`
      DELETE FROM perfiles_modulos WHERE modulos_id IN (SELECT id FROM modulos WHERE descripcion IN ('PRODUCTOS', 'PRODUCTOS CANASTILLA'))
        AND perfiles_id IN (SELECT up.perfiles_id FROM usuarios u JOIN usuarios_perfiles up ON up.usuarios_id = u.id WHERE u.usuario = 'ADMINEDS')`);
    await t.database.db.execute(sql`
      INSERT INTO perfiles_modulos (perfiles_id, modulos_id, asignaciones)
      SELECT up.perfiles_id, m.id, 'R' FROM usuarios u JOIN usuarios_perfiles up ON up.usuarios_id = u.id, modulos m
       WHERE u.usuario = 'ADMINEDS' AND m.descripcion = 'PRODUCTOS KIOSCO'
      ON CONFLICT (perfiles_id, modulos_id) DO UPDATE SET asignaciones = 'R'`);
    const eds = conToken(t.app, (await ingresar(t.app, 'ADMINEDS')).token);
    const lista = await eds('GET', `/api/producto/empresa/${barranquilla}?negocio=K`);
    expect(lista.statusCode, lista.body).toBe(200);
    expect(lista.json().data.every((p: { tipos_negocio: string[] }) => p.tipos_negocio.includes('K'))).toBe(true);
    const crearSinC = await eds('POST', '/api/producto', { ...nuevo('KIO-1'), empresa_id: barranquilla });
    expect(crearSinC.statusCode).toBe(403);
    expect(crearSinC.json().mensaje).toBe(MENSAJES.sinPermisoAccion);
  });
});
