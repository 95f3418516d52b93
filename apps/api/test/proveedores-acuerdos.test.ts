import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MENSAJES_ACUERDO as A } from '@eds/contracts/configuracion/acuerdos';
import { MENSAJES_CATALOGO as C, MENSAJES_NIT } from '@eds/contracts/configuracion/catalogo';
import { MENSAJES_PROVEEDOR as P } from '@eds/contracts/configuracion/proveedores';
import { fila, filas } from '../src/db/client';
import { contar, type AppDePrueba } from './helper';
import { escenarioCatalogos, type Cliente, type EscenarioCatalogos } from './catalogos-escenario';

/**
 * SCREENS.md G12: suppliers (CRUD(`proveedor`), the loyalty route's PREMIOS-only CRUD(`proveedor-premio`)) and supplier
 * price agreements (CRUD(`contrato`), PUT contrato/{id}/estado and the documented lookups).
 */
let t: AppDePrueba;
let admin: Cliente;
let lector: Cliente;
let adminEds: Cliente;
let consulta: Cliente;
let ajeno: Cliente;
let ids: EscenarioCatalogos['ids'];
let otro: EscenarioCatalogos['otro'];
let negocioDemo: number;
let productosDemo: number[];

let nitSecuencia = 900100000;
const proveedor = (extra: Record<string, unknown> = {}) => ({
  empresa_id: ids.raiz,
  tipo_persona: 'JURIDICA',
  tipo_identificacion_id: 31,
  nit: String(nitSecuencia++),
  razon_social: 'distribuidora de prueba s.a.s.',
  nombre_comercial: 'la prueba',
  correo: 'Compras@Prueba.co',
  telefono: '6051234567',
  plazo_pago: 30,
  tipo: 'CANASTILLA',
  empresas: [],
  ...extra,
});

async function crearProveedor(extra: Record<string, unknown> = {}, quien: Cliente = admin, recurso = 'proveedor'): Promise<number> {
  const r = await quien('POST', `/api/${recurso}`, proveedor(extra));
  expect(r.statusCode, r.body).toBe(200);
  expect(r.json().mensaje).toBe(C.creado);
  return r.json().data.id as number;
}

let numero = 1;
const acuerdo = (proveedorId: number, extra: Record<string, unknown> = {}) => ({
  empresa_id: ids.raiz,
  proveedor_id: proveedorId,
  numero: `ac-${numero++}`,
  fecha_inicio: '2026-01-01',
  fecha_fin: '2099-12-31',
  estaciones: [ids.barranquilla],
  lineas: [{ producto_id: productosDemo[0], costo: 1500.5, descuento: 5 }],
  ...extra,
});

async function crearAcuerdo(proveedorId: number, extra: Record<string, unknown> = {}): Promise<number> {
  const r = await admin('POST', '/api/contrato', acuerdo(proveedorId, extra));
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id as number;
}

beforeAll(async () => {
  // ZONAL reads and writes drafts (R C U D) without A; ADMINEDS holds every letter, so only its scope stops it.
  ({ t, ids, otro, negocioDemo, admin, lector, adminEds, consulta, ajeno } = await escenarioCatalogos(
    'proveedores.example.co',
    ['GESTION ACUERDOS', 'GESTION PROVEEDORES CONFIGURACION', 'GESTION PROVEEDORES FIDELIZACION'],
    'RCUD',
    'RCUDEA',
  ));
  productosDemo = (
    await filas<{ id: number }>(t.database.db, sql`SELECT id FROM productos WHERE negocio_id = ${negocioDemo} ORDER BY id LIMIT 2`)
  ).map((p) => p.id);
});
afterAll(async () => t.cerrar());

describe('proveedor', () => {
  it('creates; refuses each invalid field with its message and a repeated NIT, writing nothing', async () => {
    const antes = await contar(t.database, 'proveedores');
    const vacio = await admin('POST', '/api/proveedor', { empresa_id: ids.raiz });
    expect(vacio.statusCode).toBe(400);
    expect(vacio.json().errores).toEqual(
      expect.arrayContaining([
        { campo: 'tipo_persona', mensaje: MENSAJES.campoObligatorioCorto },
        { campo: 'tipo_identificacion_id', mensaje: MENSAJES.campoObligatorioCorto },
        { campo: 'nit', mensaje: MENSAJES.campoObligatorio },
        { campo: 'razon_social', mensaje: MENSAJES.campoObligatorio },
        { campo: 'correo', mensaje: MENSAJES.campoObligatorio },
        { campo: 'tipo', mensaje: MENSAJES.campoObligatorioCorto },
      ]),
    );
    for (const [campo, valor, mensaje] of [
      ['nit', '900100000-1', MENSAJES_NIT.digitoVerificacion],
      ['correo', 'compras@', MENSAJES.correoValido],
      ['telefono', '12345', MENSAJES.telefonoMinimo],
      ['plazo_pago', 366, MENSAJES.entre(0, 365)],
      ['plazo_pago', -1, MENSAJES.entre(0, 365)],
      ['tipo', 'OTRO', MENSAJES.campoObligatorioCorto],
    ] as const) {
      const r = await admin('POST', '/api/proveedor', proveedor({ [campo]: valor }));
      expect(r.json().errores, `${campo}=${valor}`).toEqual([{ campo, mensaje }]);
    }
    const tipoId = await admin('POST', '/api/proveedor', proveedor({ tipo_identificacion_id: 9999 }));
    expect(tipoId.json().errores).toEqual([{ campo: 'tipo_identificacion_id', mensaje: P.tipoIdentificacion }]);
    const fuera = await admin('POST', '/api/proveedor', proveedor({ empresas: [otro.raizId] }));
    expect(fuera.json().errores).toEqual([{ campo: 'empresas', mensaje: MENSAJES.empresaFueraDeAlcance }]);
    expect(await contar(t.database, 'proveedores')).toBe(antes);

    const id = await crearProveedor({ nit: '890903938-8', empresas: [ids.barranquilla] });
    const leido = (await admin('GET', `/api/proveedor/${id}`)).json().data;
    expect(leido).toMatchObject({
      codigo: '890903938-8',
      descripcion: 'DISTRIBUIDORA DE PRUEBA S.A.S.',
      razon_social: 'DISTRIBUIDORA DE PRUEBA S.A.S.',
      nombre_comercial: 'LA PRUEBA',
      correo: 'compras@prueba.co',
      plazo_pago: 30,
      empresas: [ids.barranquilla],
      estado: 'A',
      en_uso: false,
    });
    const repetido = await admin('POST', '/api/proveedor', proveedor({ nit: '890903938-8' }));
    expect(repetido.json()).toMatchObject({ mensaje: C.codigoRepetido, errores: [{ campo: 'nit', mensaje: C.codigoRepetido }] });
    const auditoria = await fila<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM auditoria a JOIN modulos m ON m.id = a.modulo_id
           WHERE a.tabla = 'proveedores' AND a.registro_id = ${String(id)} AND a.accion = 'INSERT'
             AND m.descripcion = 'GESTION PROVEEDORES CONFIGURACION'`,
    );
    expect(auditoria!.n).toBe(1);
  });

  it('lists, searches and filters by type; edits; A/I; deletes an unused supplier; the documented selectors offer active ones', async () => {
    const id = await crearProveedor({ razon_social: 'lubricantes del norte', tipo: 'SERVICIOS' });
    const lista = await admin('GET', `/api/proveedor/empresa/${ids.raiz}?buscar=lubricantes del&tipo=SERVICIOS`);
    expect(lista.json().data.map((f: { id: number }) => f.id)).toEqual([id]);
    expect((await admin('GET', `/api/proveedor/empresa/${ids.raiz}?orden=correo:asc`)).statusCode).toBe(400);
    const editado = await admin('PUT', '/api/proveedor', { ...proveedor({ razon_social: 'lubricantes norte', tipo: 'SERVICIOS' }), id });
    expect(editado.json().mensaje).toBe(C.editado);
    expect((await admin('GET', `/api/proveedor/${id}`)).json().data.razon_social).toBe('LUBRICANTES NORTE');

    const mostrar = async (): Promise<number[]> =>
      (await admin('GET', '/api/persona/mostrar-proveedor/obtener/proveedores?limite=500'))
        .json<{ data: { id: number }[] }>()
        .data.map((f) => f.id);
    const select = async (): Promise<number[]> =>
      (await admin('GET', `/api/proveedor/empresa/select/${ids.raiz}?limite=500`)).json<{ data: { id: number }[] }>().data.map((f) => f.id);
    expect(await mostrar()).toContain(id);
    expect((await admin('PUT', `/api/proveedor/${id}/I`)).json().mensaje).toBe(C.inactivado);
    expect(await mostrar()).not.toContain(id);
    expect(await select()).not.toContain(id);
    expect((await admin('PUT', `/api/proveedor/${id}/A`)).json().mensaje).toBe(C.activado);
    expect((await admin('DELETE', `/api/proveedor/${id}`)).json().mensaje).toBe(C.eliminado);

    // A supplier with an agreement is in use.
    const usado = await crearProveedor();
    await crearAcuerdo(usado);
    expect((await admin('DELETE', `/api/proveedor/${usado}`)).json().mensaje).toBe(C.enUso);
  });

  it('the loyalty route sees and writes PREMIOS suppliers only', async () => {
    const premios = await crearProveedor({ tipo: 'PREMIOS' }, admin, 'proveedor-premio');
    const canastilla = await crearProveedor({ tipo: 'CANASTILLA' });
    const otroTipo = await admin('POST', '/api/proveedor-premio', proveedor({ tipo: 'KIOSCO' }));
    expect(otroTipo.json().errores).toEqual([{ campo: 'tipo', mensaje: P.soloPremios }]);
    const lista = (await admin('GET', `/api/proveedor-premio/empresa/${ids.raiz}?limite=500`)).json().data;
    expect(lista.every((f: { tipo: string }) => f.tipo === 'PREMIOS')).toBe(true);
    expect(lista.map((f: { id: number }) => f.id)).toContain(premios);
    expect((await admin('GET', `/api/proveedor-premio/${canastilla}`)).statusCode).toBe(404);
    expect((await admin('PUT', `/api/proveedor-premio/${canastilla}/I`)).statusCode).toBe(404);
  });

  it('letters and scope: no module, no access; a station administrator cannot reach another business’s supplier by id', async () => {
    const sinModulo = await consulta('GET', `/api/proveedor/empresa/${ids.raiz}`);
    expect(sinModulo.statusCode).toBe(403);
    expect(sinModulo.json().mensaje).toBe(MENSAJES.sinPermisoModulo);
    const suyo = await crearProveedor({ empresa_id: otro.raizId }, ajeno);
    for (const [metodo, ruta, cuerpo] of [
      ['GET', `/api/proveedor/${suyo}`, undefined],
      ['PUT', '/api/proveedor', { ...proveedor({ empresa_id: ids.barranquilla }), id: suyo }],
      ['PUT', `/api/proveedor/${suyo}/I`, undefined],
      ['DELETE', `/api/proveedor/${suyo}`, undefined],
    ] as const) {
      expect((await adminEds(metodo, ruta, cuerpo)).statusCode, `${metodo} ${ruta}`).toBe(404);
    }
    const fuera = await adminEds('POST', '/api/proveedor', proveedor());
    expect(fuera.statusCode).toBe(403);
    expect(fuera.json().mensaje).toBe(MENSAJES.empresaFueraDeAlcance);
    expect((await t.app.inject({ method: 'POST', url: '/api/proveedor', payload: {} })).statusCode).toBe(401);
  });
});

describe('contrato', () => {
  it('creates a draft; refuses each invalid field with its message, writing nothing', async () => {
    const prov = await crearProveedor();
    const antes = await contar(t.database, 'contratos');
    const vacio = await admin('POST', '/api/contrato', { empresa_id: ids.raiz });
    expect(vacio.statusCode).toBe(400);
    expect(vacio.json().errores).toEqual(
      expect.arrayContaining([
        { campo: 'proveedor_id', mensaje: MENSAJES.campoObligatorioCorto },
        { campo: 'numero', mensaje: MENSAJES.campoObligatorio },
        { campo: 'fecha_inicio', mensaje: MENSAJES.campoObligatorio },
        { campo: 'estaciones', mensaje: MENSAJES.campoObligatorioCorto },
        { campo: 'lineas', mensaje: MENSAJES.campoObligatorioCorto },
      ]),
    );
    const fechas = await admin('POST', '/api/contrato', acuerdo(prov, { fecha_inicio: '2026-05-01', fecha_fin: '2026-04-30' }));
    expect(fechas.json().errores).toEqual([{ campo: 'fecha_fin', mensaje: A.fechas }]);
    const descuento = await admin(
      'POST',
      '/api/contrato',
      acuerdo(prov, { lineas: [{ producto_id: productosDemo[0], costo: 10, descuento: 101 }] }),
    );
    expect(descuento.json().errores).toEqual([{ campo: 'lineas.0.descuento', mensaje: A.descuento }]);
    const repetido = await admin(
      'POST',
      '/api/contrato',
      acuerdo(prov, {
        lineas: [
          { producto_id: productosDemo[0], costo: 1 },
          { producto_id: productosDemo[0], costo: 2 },
        ],
      }),
    );
    expect(repetido.json().errores).toEqual([{ campo: 'lineas', mensaje: A.productoRepetido }]);
    const producto = await admin('POST', '/api/contrato', acuerdo(prov, { lineas: [{ producto_id: 99999999, costo: 1 }] }));
    expect(producto.json().errores).toEqual([{ campo: 'lineas', mensaje: A.productoNoValido }]);
    const proveedorAjeno = await admin('POST', '/api/contrato', acuerdo(99999999));
    expect(proveedorAjeno.json().errores).toEqual([{ campo: 'proveedor_id', mensaje: A.proveedorNoValido }]);
    expect(await contar(t.database, 'contratos')).toBe(antes);

    const id = await crearAcuerdo(prov, { numero: 'ac-100' });
    const leido = (await admin('GET', `/api/contrato/${id}`)).json().data;
    expect(leido).toMatchObject({ numero: 'AC-100', estado: 'BORRADOR', estaciones: [ids.barranquilla], productos: 1 });
    expect(leido.lineas).toEqual([expect.objectContaining({ producto_id: productosDemo[0], costo: 1500.5, descuento: 5 })]);
    const numeroRepetido = await admin('POST', '/api/contrato', acuerdo(prov, { numero: 'AC-100' }));
    expect(numeroRepetido.json().errores).toEqual([{ campo: 'numero', mensaje: A.numeroRepetido }]);
  });

  it('BORRADOR → VIGENTE takes letter A; one in force per supplier, product and station; only drafts are edited or deleted', async () => {
    const prov = await crearProveedor();
    const primero = await crearAcuerdo(prov);
    const sinA = await lector('PUT', `/api/contrato/${primero}/estado`, { estado: 'VIGENTE' });
    expect(sinA.statusCode).toBe(403);
    expect(sinA.json().mensaje).toBe(MENSAJES.sinPermisoAccion);
    const vigente = await admin('PUT', `/api/contrato/${primero}/estado`, { estado: 'VIGENTE' });
    expect(vigente.statusCode, vigente.body).toBe(200);
    expect(vigente.json().mensaje).toBe(A.activado);

    // The same product at the same station: refused. Another station: allowed.
    const segundo = await crearAcuerdo(prov, { fecha_inicio: '2026-06-01' });
    const choque = await admin('PUT', `/api/contrato/${segundo}/estado`, { estado: 'VIGENTE' });
    expect(choque.statusCode).toBe(400);
    expect(choque.json().mensaje).toBe(A.vigenteRepetido);
    expect((await admin('GET', `/api/contrato/${segundo}`)).json().data.estado).toBe('BORRADOR');
    const otraEstacion = await crearAcuerdo(prov, { estaciones: [ids.caribe] });
    expect((await admin('PUT', `/api/contrato/${otraEstacion}/estado`, { estado: 'VIGENTE' })).statusCode).toBe(200);

    // In force: not edited, not deleted, and no way back to draft.
    const edicion = await admin('PUT', '/api/contrato', { ...acuerdo(prov), id: primero });
    expect(edicion.json().mensaje).toBe(A.soloBorrador);
    expect((await admin('DELETE', `/api/contrato/${primero}`)).json().mensaje).toBe(A.soloBorrador);
    expect((await admin('PUT', `/api/contrato/${primero}/estado`, { estado: 'BORRADOR' })).json().mensaje).toBe(A.transicion);

    // The documented lookups: the agreed costs in force at a station, and the agreements covering it.
    const productos = await admin('GET', `/api/contrato/get-contratoProducto-proveedor/${prov}/${ids.barranquilla}`);
    expect(productos.json().data).toEqual([
      expect.objectContaining({
        producto_id: productosDemo[0],
        costo: 1500.5,
        descuento: 5,
        contrato_id: primero,
        empresa_id: ids.barranquilla,
      }),
    ]);
    const todas = await admin('GET', `/api/contrato/get-contratoProducto-proveedor/${prov}`);
    expect(
      todas
        .json()
        .data.map((l: { contrato_id: number }) => l.contrato_id)
        .sort(),
    ).toEqual([primero, otraEstacion].sort());
    const deEstacion = await admin('GET', `/api/contrato/acuerdos-empresas/${ids.barranquilla}?limite=500&proveedor_id=${prov}`);
    expect(
      deEstacion
        .json()
        .data.map((k: { id: number }) => k.id)
        .sort(),
    ).toEqual([primero, segundo].sort());

    // Cancelling one in force takes A; then the other may be put in force.
    expect((await lector('PUT', `/api/contrato/${primero}/estado`, { estado: 'CANCELADO' })).statusCode).toBe(403);
    expect((await admin('PUT', `/api/contrato/${primero}/estado`, { estado: 'CANCELADO' })).json().mensaje).toBe(A.estadoCambiado);
    expect((await admin('PUT', `/api/contrato/${segundo}/estado`, { estado: 'VIGENTE' })).statusCode).toBe(200);

    // A draft is edited and deleted with U and D.
    const borrador = await crearAcuerdo(prov, { estaciones: [ids.raiz] });
    const editado = await lector('PUT', '/api/contrato', {
      ...acuerdo(prov, { numero: 'AC-EDIT', estaciones: [ids.caribe] }),
      empresa_id: ids.caribe,
      id: borrador,
    });
    expect(editado.statusCode, editado.body).toBe(200);
    expect((await admin('GET', `/api/contrato/${borrador}`)).json().data).toMatchObject({ numero: 'AC-EDIT', estaciones: [ids.caribe] });
    expect((await admin('DELETE', `/api/contrato/${borrador}`)).json().mensaje).toBe(C.eliminado);
  });

  it('one in force whose end date passed reads VENCIDO and no longer gives costs', async () => {
    const prov = await crearProveedor();
    const id = await crearAcuerdo(prov, { fecha_inicio: '2020-01-01', fecha_fin: '2020-12-31' });
    expect((await admin('PUT', `/api/contrato/${id}/estado`, { estado: 'VIGENTE' })).statusCode).toBe(200);
    expect((await admin('GET', `/api/contrato/${id}`)).json().data.estado).toBe('VENCIDO');
    const vencidos = await admin('GET', `/api/contrato/empresa/${ids.raiz}?estado_acuerdo=VENCIDO&proveedor_id=${prov}`);
    expect(vencidos.json().data.map((k: { id: number }) => k.id)).toEqual([id]);
    const inactivos = await admin('GET', `/api/contrato/empresa/${ids.raiz}?estado=I&proveedor_id=${prov}`);
    expect(inactivos.json().data.map((k: { id: number }) => k.id)).toEqual([id]);
    expect((await admin('GET', `/api/contrato/empresa/${ids.raiz}?estado=A&proveedor_id=${prov}`)).json().data).toEqual([]);
    expect((await admin('GET', `/api/contrato/get-contratoProducto-proveedor/${prov}/${ids.barranquilla}`)).json().data).toEqual([]);
  });

  it('scope: a station administrator cannot reach another business’s agreement by id nor name a station outside its scope', async () => {
    const suProveedor = await crearProveedor({ empresa_id: otro.raizId }, ajeno);
    const suProducto = (await fila<{ id: number }>(
      t.database.db,
      sql`INSERT INTO productos (negocio_id, codigo, descripcion, tipo_producto_id, clase_producto_id, tipos_negocio, unidad_id, precio)
          SELECT ${otro.negocioId}, 'AJENO-1', 'PRODUCTO AJENO', 20, 23, '{S}', id, 1000 FROM unidades WHERE negocio_id IS NULL AND codigo = 'UND'
          RETURNING id`,
    ))!.id;
    const r = await ajeno('POST', '/api/contrato', {
      ...acuerdo(suProveedor),
      empresa_id: otro.raizId,
      estaciones: [otro.raizId],
      lineas: [{ producto_id: suProducto, costo: 10 }],
    });
    expect(r.statusCode, r.body).toBe(200);
    const suyo = r.json().data.id as number;
    for (const [metodo, ruta, cuerpo] of [
      ['GET', `/api/contrato/${suyo}`, undefined],
      ['PUT', `/api/contrato/${suyo}/estado`, { estado: 'VIGENTE' }],
      ['DELETE', `/api/contrato/${suyo}`, undefined],
    ] as const) {
      expect((await adminEds(metodo, ruta, cuerpo)).statusCode, `${metodo} ${ruta}`).toBe(404);
    }
    expect((await fila<{ estado: string }>(t.database.db, sql`SELECT estado FROM contratos WHERE id = ${suyo}`))!.estado).toBe('BORRADOR');
    const prov = await crearProveedor();
    const fuera = await adminEds('POST', '/api/contrato', { ...acuerdo(prov), empresa_id: ids.barranquilla, estaciones: [ids.caribe] });
    expect(fuera.statusCode).toBe(403);
    expect(fuera.json().mensaje).toBe(MENSAJES.empresaFueraDeAlcance);
    expect((await adminEds('GET', `/api/contrato/acuerdos-empresas/${ids.caribe}`)).statusCode).toBe(403);
    expect((await consulta('GET', `/api/contrato/empresa/${ids.raiz}`)).json().mensaje).toBe(MENSAJES.sinPermisoModulo);
  });
});
