import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_CATALOGO as C } from '@eds/contracts/configuracion/catalogo';
import { fila } from '../src/db/client';
import { CLAVES_MENSAJES_POS, MENSAJES_POS_DEFECTO } from '@eds/contracts/facturacion/formatos';
import { MENSAJES } from '@eds/contracts/mensajes';
import { conToken, contar, crearApp, ingresar, type AppDePrueba } from './helper';
import { hacerOperadorPlataforma } from './factories';
import { estacionPos, postPos, ventaCombustible } from './pos-fixtures';

/**
 * Defects the fuzz run (faults/fuzz.ts) found, each kept as the request that answered 5xx: now a 4xx that stores
 * nothing.
 */
let t: AppDePrueba;
let pedir: ReturnType<typeof conToken>;
let raiz: number;

beforeAll(async () => {
  t = await crearApp();
  // Some findings are geography writes, the platform operator's (decision 059).
  await hacerOperadorPlataforma(t.database, 'SUPERADMIN');
  const ingreso = await ingresar(t.app, 'SUPERADMIN');
  pedir = conToken(t.app, ingreso.token);
  raiz = ingreso.data.empresas_id;
});
afterAll(async () => t.cerrar());

describe('hallazgos del fuzz', () => {
  it('DELETE /api/proveedor/{id} of a supplier a purchase order names answers 400 "en uso", not 500', async () => {
    const creado = await pedir('POST', '/api/proveedor', {
      empresa_id: raiz,
      tipo_persona: 'JURIDICA',
      tipo_identificacion_id: 31,
      nit: '900777001',
      razon_social: 'proveedor con orden de compra',
      nombre_comercial: 'con orden',
      correo: 'compras@orden.co',
      telefono: '6051234567',
      plazo_pago: 30,
      tipo: 'CANASTILLA',
      empresas: [],
    });
    expect(creado.statusCode, creado.body).toBe(200);
    const id = creado.json<{ data: { id: number } }>().data.id;
    const bodega = await fila<{ id: number; empresa: number }>(
      t.database.db,
      sql`SELECT b.id, b.empresa_id AS empresa FROM bodegas b JOIN empresas e ON e.id = b.empresa_id
           WHERE e.negocio_id = (SELECT negocio_id FROM empresas WHERE id = ${raiz}) ORDER BY b.id LIMIT 1`,
    );
    await t.database.db.execute(
      sql`INSERT INTO ordenes_compra (empresa_id, proveedor_id, bodega_id, consecutivo, fecha, fecha_entrega, tipo_negocio)
          VALUES (${bodega!.empresa}, ${id}, ${bodega!.id}, 990001, '2026-11-01', '2026-11-05', 'T')`,
    );
    const antes = await contar(t.database, 'proveedores');

    const r = await pedir('DELETE', `/api/proveedor/${id}`);

    expect(r.statusCode).toBe(400);
    expect(r.json().mensaje).toBe(C.enUso);
    expect(await contar(t.database, 'proveedores')).toBe(antes);
    expect((await pedir('GET', `/api/proveedor/${id}`)).statusCode).toBe(200);
  });

  it('a NUL character in a search answers 400 naming the field, not 500', async () => {
    const r = await pedir('GET', `/api/unidad/empresa/${raiz}?buscar=a%00b`);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({
      success: false,
      status: 400,
      mensaje: MENSAJES.datosInvalidos,
      errores: [{ campo: 'buscar', mensaje: MENSAJES.datosInvalidos }],
    });
    expect((await pedir('GET', `/api/unidad/empresa/${raiz}?buscar=gal`)).statusCode).toBe(200);
  });

  it('a NUL or a lone surrogate in a body answers 400 and stores nothing (jsonb refused both with a 500)', async () => {
    const mensajes = Object.fromEntries(CLAVES_MENSAJES_POS.map((c) => [c, `${MENSAJES_POS_DEFECTO[c]} PRUEBA`.slice(0, 200)]));
    expect((await pedir('POST', '/api/parametrizacion/mensajes-pos', mensajes)).statusCode).toBe(200);
    const guardados = (await pedir('GET', '/api/parametrizacion/mensajes-pos')).body;

    const conNulo = await pedir('POST', '/api/parametrizacion/mensajes-pos', { ...mensajes, mensajeExtra1: 'a\u0000b' });
    expect(conNulo.statusCode).toBe(400);
    expect(conNulo.json().errores).toEqual([{ campo: 'mensajeExtra1', mensaje: MENSAJES.datosInvalidos }]);
    // JSON may escape half a surrogate pair; it is no character and PostgreSQL's jsonb refuses it.
    const texto = JSON.stringify({ ...mensajes, exitoEnvioFE: 'X' }).replace('"exitoEnvioFE":"X"', '"exitoEnvioFE":"a\\ud800b"');
    const sustituto = await pedir('POST', '/api/parametrizacion/mensajes-pos', texto, { 'content-type': 'application/json' });
    expect(sustituto.statusCode).toBe(400);
    expect(sustituto.json().errores).toEqual([{ campo: 'exitoEnvioFE', mensaje: MENSAJES.datosInvalidos }]);
    // A whole pair is a character like any other.
    expect((await pedir('POST', '/api/parametrizacion/mensajes-pos', { ...mensajes, mensajeExtra2: 'surtidor ⛽ 😀' })).statusCode).toBe(
      200,
    );
    const despues = JSON.parse((await pedir('GET', '/api/parametrizacion/mensajes-pos')).body);
    expect({ ...despues, data: { ...despues.data, mensajeExtra2: JSON.parse(guardados).data.mensajeExtra2 } }).toEqual(
      JSON.parse(guardados),
    );
  });

  it('a POS batch is never refused whole for one item carrying a NUL: that item is refused, the rest stored', async () => {
    const e = await estacionPos(t);
    const buena = ventaCombustible(e, 4);
    const mala = ventaCombustible(e, 4, { placa: 'ABC\u0000123' });
    const r = await postPos(t.app, e.token, 'ventas', { ventas: [buena, mala] });
    expect(r.statusCode, r.body).toBe(206);
    expect(r.json().data.aceptadas).toBe(1);
    expect(r.json().data.rechazadas.map((x: { uuid: string }) => x.uuid)).toEqual([mala.uuid]);
  });

  it('geography ids beyond int4 answer 400 naming the field, not 500 (integer out of range in PostgreSQL)', async () => {
    const antes = await contar(t.database, 'departamentos');
    const departamento = await pedir('POST', '/api/geografia/departamento', {
      pais_id: 9007199254740991,
      codigo: '98',
      descripcion: 'PRUEBA',
    });
    expect(departamento.statusCode).toBe(400);
    expect(departamento.json().errores).toContainEqual({ campo: 'pais_id', mensaje: MENSAJES.identificadorNoValido });
    expect(await contar(t.database, 'departamentos')).toBe(antes);
    const ciudad = await pedir('POST', '/api/geografia/ciudad', { departamento_id: 2147483648, codigo: '98001', descripcion: 'PRUEBA' });
    expect(ciudad.statusCode).toBe(400);
    expect(ciudad.json().errores).toContainEqual({ campo: 'departamento_id', mensaje: MENSAJES.identificadorNoValido });
    const lista = await pedir('GET', '/api/geografia/ciudad?departamento_id=3644653915872722');
    expect(lista.statusCode).toBe(400);
    expect((await pedir('GET', '/api/geografia/departamento?pais_id=2147483648')).statusCode).toBe(400);
  });
});
