import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MENSAJES_CATALOGO as C, MENSAJES_NIT } from '@eds/contracts/configuracion/catalogo';
import { MENSAJES_CATEGORIA } from '@eds/contracts/configuracion/categorias';
import { MENSAJES_IMPUESTO } from '@eds/contracts/configuracion/impuestos';
import { MENSAJES_MEDIO_PAGO } from '@eds/contracts/configuracion/medios-pago';
import { fila, filas } from '../src/db/client';
import { conToken, contar, crearApp, ingresar, type AppDePrueba } from './helper';
import { crearOtroNegocio, idsDemo } from './factories';

/**
 * The simple catalogues of SCREENS.md G11 built on the catalogue factory: each one walks the same calls (list, create
 * with each validation message, duplicates, edit, A/I, delete, letters and scope), then its own rules.
 */
let t: AppDePrueba;
let admin: ReturnType<typeof conToken>;
let zonal: ReturnType<typeof conToken>;
let consulta: ReturnType<typeof conToken>;
let adminEds: ReturnType<typeof conToken>;
let ajeno: ReturnType<typeof conToken>;
let ids: Awaited<ReturnType<typeof idsDemo>>;
let otro: Awaited<ReturnType<typeof crearOtroNegocio>>;
let negocioDemo: number;

type Cuerpo = Record<string, unknown>;
type Cliente = ReturnType<typeof conToken>;

interface Catalogo {
  recurso: string;
  tabla: string;
  /** The module's name, granted to the station administrator for the scope checks. */
  modulo: string;
  /** A valid body for a code (the company is added). */
  cuerpo: (codigo: string) => Cuerpo;
  /** A field the list shows, as stored, after creating with `cuerpo`. */
  guardado: Cuerpo;
  /** Another field's invalid value and its message. */
  invalido?: { campo: string; valor: unknown; mensaje: string };
}

const CATALOGOS: Catalogo[] = [
  {
    recurso: 'categoria',
    tabla: 'categorias',
    modulo: 'GESTION CATEGORIAS',
    cuerpo: (codigo) => ({ codigo, descripcion: `categoria ${codigo}`, tipo_negocio: 'S', orden_pos: 3 }),
    guardado: { tipo_negocio: 'S', orden_pos: 3, padre_id: null },
    invalido: { campo: 'tipo_negocio', valor: 'X', mensaje: MENSAJES.campoObligatorioCorto },
  },
  {
    recurso: 'impuesto',
    tabla: 'impuestos',
    modulo: 'GESTION IMPUESTOS',
    cuerpo: (codigo) => ({
      codigo,
      descripcion: `impuesto ${codigo}`,
      codigo_dian: '01',
      porcentaje_valor: '%',
      impuesto_valor: 5,
      incluido_precio: true,
      vigente_desde: '2025-01-01',
    }),
    guardado: { codigo_dian: '01', porcentaje_valor: '%', impuesto_valor: 5, vigente_desde: '2025-01-01', versiones: 1 },
    invalido: { campo: 'impuesto_valor', valor: 101, mensaje: MENSAJES_IMPUESTO.porcentajeRango },
  },
  {
    recurso: 'medio-pago',
    tabla: 'medios_pago',
    modulo: 'GESTION MEDIOS PAGOS',
    cuerpo: (codigo) => ({
      codigo,
      descripcion: `medio ${codigo}`,
      tipo: 'TARJETA',
      codigo_dian: '48',
      categoria_conciliacion: 'OTROS MEDIOS DE PAGOS',
      requiere_datafono: true,
    }),
    guardado: { tipo: 'TARJETA', codigo_dian: '48', requiere_datafono: true, requiere_cliente: false, da_cambio: false },
    invalido: { campo: 'categoria_conciliacion', valor: 'NINGUNA', mensaje: MENSAJES.campoObligatorioCorto },
  },
  {
    recurso: 'tipo-vehiculo',
    tabla: 'tipos_vehiculo',
    modulo: 'GESTION TIPO VEHICULO',
    cuerpo: (codigo) => ({ codigo, descripcion: `tipo ${codigo}`, combustibles: [27, 29], capacidad_tanque: 15.5 }),
    guardado: { combustibles: [27, 29], capacidad_tanque: 15.5 },
    invalido: { campo: 'capacidad_tanque', valor: -1, mensaje: MENSAJES.valorNoValido },
  },
  {
    recurso: 'financiera',
    tabla: 'financieras',
    modulo: 'GESTION FINANCIERAS',
    cuerpo: (codigo) => ({
      codigo,
      descripcion: `banco ${codigo}`,
      nit: '890903938-8',
      razon_social: 'banco de prueba s.a.',
      tipo: 'BANCO',
    }),
    guardado: { nit: '890903938-8', razon_social: 'BANCO DE PRUEBA S.A.', tipo: 'BANCO' },
    invalido: { campo: 'nit', valor: '890903938-1', mensaje: MENSAJES_NIT.digitoVerificacion },
  },
  {
    recurso: 'verificadora',
    tabla: 'verificadoras',
    modulo: 'GESTION VERIFICADORES',
    cuerpo: (codigo) => ({
      codigo,
      descripcion: `verificador ${codigo}`,
      nit: '900888333',
      razon_social: 'certificadora de prueba',
      acreditacion_onac: '16-oin-001',
      vigente_hasta: '2030-12-31',
    }),
    guardado: { acreditacion_onac: '16-OIN-001', vigente_hasta: '2030-12-31', vencida: false },
    invalido: { campo: 'vigente_hasta', valor: '', mensaje: MENSAJES.campoObligatorio },
  },
  {
    recurso: 'taller',
    tabla: 'talleres',
    modulo: 'GESTION TALLERES',
    cuerpo: (codigo) => ({
      codigo,
      descripcion: `taller ${codigo}`,
      nit: '900777444',
      razon_social: 'taller de prueba',
      tipo: 'MECANICO',
      habilitacion: 'hab-1',
      vigente_hasta: '2020-01-31',
    }),
    guardado: { tipo: 'MECANICO', habilitacion: 'HAB-1', vigente_hasta: '2020-01-31', vencida: true },
    invalido: { campo: 'tipo', valor: 'PINTURA', mensaje: MENSAJES.campoObligatorioCorto },
  },
];

async function ingresarEn(host: string, usuario: string, clave: string): Promise<Cliente> {
  const r = await t.app.inject({ method: 'POST', url: '/api/v1/signin/', payload: { user: usuario, pass: clave }, headers: { host } });
  return conToken(t.app, r.json().data.token as string);
}

beforeAll(async () => {
  t = await crearApp();
  ids = await idsDemo(t.database);
  negocioDemo = (await fila<{ negocio_id: number }>(t.database.db, sql`SELECT negocio_id FROM empresas WHERE id = ${ids.raiz}`))!
    .negocio_id;
  // The station administrator gets every G11 module with R C U D, so that only the scope stops it.
  await t.database.db.execute(sql`
    INSERT INTO perfiles_modulos (perfiles_id, modulos_id, asignaciones)
    SELECT up.perfiles_id, m.id, 'RCUDE' FROM usuarios u JOIN usuarios_perfiles up ON up.usuarios_id = u.id, modulos m
     WHERE u.usuario = 'ADMINEDS' AND (m.descripcion IN ('CONFIGURACION', 'EMPRESA')
        OR m.descripcion IN (SELECT jsonb_array_elements_text(${JSON.stringify(CATALOGOS.map((c) => c.modulo))}::jsonb)))
    ON CONFLICT (perfiles_id, modulos_id) DO UPDATE SET asignaciones = 'RCUDE'`);
  admin = conToken(t.app, (await ingresar(t.app, 'SUPERADMIN')).token);
  zonal = conToken(t.app, (await ingresar(t.app, 'ZONAL')).token);
  consulta = conToken(t.app, (await ingresar(t.app, 'CONSULTA')).token);
  adminEds = conToken(t.app, (await ingresar(t.app, 'ADMINEDS')).token);
  otro = await crearOtroNegocio(t.database, { host: 'catalogos.example.co' });
  ajeno = await ingresarEn('catalogos.example.co', otro.usuario, otro.clave);
});
afterAll(async () => t.cerrar());

async function crear(c: Catalogo, codigo: string, extra: Cuerpo = {}, quien: Cliente = admin, empresa = ids.raiz): Promise<number> {
  const r = await quien('POST', `/api/${c.recurso}`, { ...c.cuerpo(codigo), empresa_id: empresa, ...extra });
  expect(r.statusCode, r.body).toBe(200);
  expect(r.json().mensaje).toBe(C.creado);
  return r.json().data.id as number;
}

describe.each(CATALOGOS)('catálogo $recurso', (c) => {
  const url = `/api/${c.recurso}`;

  it('creates upper-cased; refuses each invalid field with its message and a repeated code, writing nothing', async () => {
    const antes = await contar(t.database, c.tabla);
    const vacio = await admin('POST', url, { ...c.cuerpo(' '), descripcion: '', empresa_id: ids.raiz });
    expect(vacio.statusCode).toBe(400);
    expect(vacio.json().errores).toEqual(
      expect.arrayContaining([
        { campo: 'codigo', mensaje: MENSAJES.campoObligatorio },
        { campo: 'descripcion', mensaje: MENSAJES.campoObligatorio },
      ]),
    );
    const largo = await admin('POST', url, { ...c.cuerpo('CODIGO-ONCE'), empresa_id: ids.raiz });
    expect(largo.json().errores).toEqual([{ campo: 'codigo', mensaje: MENSAJES.valorNoValido }]);
    const descripcion = await admin('POST', url, { ...c.cuerpo('D31'), descripcion: 'X'.repeat(31), empresa_id: ids.raiz });
    expect(descripcion.json().errores).toEqual([{ campo: 'descripcion', mensaje: MENSAJES.valorNoValido }]);
    const sinEmpresa = await admin('POST', url, c.cuerpo('SINEMP'));
    expect(sinEmpresa.json().errores).toEqual([{ campo: 'empresa_id', mensaje: MENSAJES.campoObligatorioCorto }]);
    if (c.invalido) {
      const r = await admin('POST', url, { ...c.cuerpo('INV1'), [c.invalido.campo]: c.invalido.valor, empresa_id: ids.raiz });
      expect(r.statusCode).toBe(400);
      expect(r.json().errores).toEqual([{ campo: c.invalido.campo, mensaje: c.invalido.mensaje }]);
    }
    expect(await contar(t.database, c.tabla)).toBe(antes);

    const id = await crear(c, ' nuevo1 ');
    const leido = await admin('GET', `${url}/${id}`);
    expect(leido.statusCode, leido.body).toBe(200);
    expect(leido.json().data).toMatchObject({ codigo: 'NUEVO1', estado: 'A', en_uso: false, ...c.guardado });
    expect(leido.json().data.descripcion).toBe(String(c.cuerpo(' nuevo1 ').descripcion).trim().toUpperCase());
    const repetido = await admin('POST', url, { ...c.cuerpo('nuevo1'), empresa_id: ids.raiz });
    expect(repetido.statusCode).toBe(400);
    expect(repetido.json()).toMatchObject({ mensaje: C.codigoRepetido, errores: [{ campo: 'codigo', mensaje: C.codigoRepetido }] });
    // The write is in the audit log, with the module the route checked.
    const auditoria = await fila<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM auditoria a JOIN modulos m ON m.id = a.modulo_id
           WHERE a.tabla = ${c.tabla} AND a.registro_id = ${String(id)} AND a.accion = 'INSERT' AND m.descripcion = ${c.modulo}`,
    );
    expect(auditoria!.n).toBe(1);
  });

  it('lists one page with the true total, searches and sorts', async () => {
    await crear(c, 'LST1');
    await crear(c, 'LST2');
    const r = await admin('GET', `${url}/empresa/${ids.raiz}?limite=1&buscar=lst&orden=codigo:desc`);
    expect(r.statusCode).toBe(200);
    expect(r.json().paginacion).toEqual({ total: 2, limite: 1, desde: 0 });
    expect(r.json().data[0].codigo).toBe('LST2');
    expect((await admin('GET', `${url}/empresa/${ids.raiz}?orden=negocio_id:asc`)).statusCode).toBe(400);
    expect((await admin('GET', `${url}/empresa/${ids.raiz}?limite=501`)).statusCode).toBe(400);
  });

  it('edits, refusing another record’s code; switches A/I with the spec texts; deletes an unused record', async () => {
    const id = await crear(c, 'EDIT1');
    await crear(c, 'EDIT2');
    const editado = await admin('PUT', url, { ...c.cuerpo('EDIT1'), descripcion: 'cambiada', empresa_id: ids.raiz, id });
    expect(editado.statusCode, editado.body).toBe(200);
    expect(editado.json().mensaje).toBe(C.editado);
    expect((await admin('GET', `${url}/${id}`)).json().data.descripcion).toBe('CAMBIADA');
    const choque = await admin('PUT', url, { ...c.cuerpo('EDIT2'), empresa_id: ids.raiz, id });
    expect(choque.json().mensaje).toBe(C.codigoRepetido);

    const inactivar = await admin('PUT', `${url}/${id}/I`);
    expect(inactivar.json().mensaje).toBe(C.inactivado);
    const inactivos = await admin('GET', `${url}/empresa/${ids.raiz}?estado=I&buscar=EDIT1`);
    expect(inactivos.json().data.map((f: { id: number }) => f.id)).toEqual([id]);
    const activar = await admin('PUT', `${url}/${id}/A`);
    expect(activar.json().mensaje).toBe(C.activado);

    const borrar = await admin('DELETE', `${url}/${id}`);
    expect(borrar.json().mensaje).toBe(C.eliminado);
    expect((await admin('GET', `${url}/${id}`)).statusCode).toBe(404);
  });

  it('letters: R reads, and C, U, D are each refused without their letter; no module, no access', async () => {
    const id = await crear(c, 'LET1');
    const empresa = c.recurso === 'taller' ? ids.caribe : ids.caribe;
    expect((await zonal('GET', `${url}/empresa/${empresa}`)).statusCode).toBe(200);
    expect((await zonal('GET', `${url}/${id}`)).statusCode).toBe(200);
    for (const [metodo, ruta, cuerpo] of [
      ['POST', url, { ...c.cuerpo('LET2'), empresa_id: empresa }],
      ['PUT', url, { ...c.cuerpo('LET1'), empresa_id: empresa, id }],
      ['PUT', `${url}/${id}/I`, undefined],
      ['DELETE', `${url}/${id}`, undefined],
    ] as const) {
      const r = await zonal(metodo, ruta, cuerpo);
      expect(r.statusCode, `${metodo} ${ruta}`).toBe(403);
      expect(r.json().mensaje).toBe(MENSAJES.sinPermisoAccion);
    }
    const sinModulo = await consulta('GET', `${url}/empresa/${ids.raiz}`);
    expect(sinModulo.statusCode).toBe(403);
    expect(sinModulo.json().mensaje).toBe(MENSAJES.sinPermisoModulo);
  });

  it('scope: a station administrator cannot read or change another business’s rows by id, nor name a company outside its scope', async () => {
    const suyo = await crear(c, 'AJENO1', {}, ajeno, otro.raizId);
    for (const [metodo, ruta, cuerpo] of [
      ['GET', `${url}/${suyo}`, undefined],
      ['PUT', url, { ...c.cuerpo('AJENO1'), empresa_id: ids.barranquilla, id: suyo }],
      ['PUT', `${url}/${suyo}/I`, undefined],
      ['DELETE', `${url}/${suyo}`, undefined],
    ] as const) {
      const r = await adminEds(metodo, ruta, cuerpo);
      expect(r.statusCode, `${metodo} ${ruta}`).toBe(404);
    }
    const intacto = await fila<{ estado: string; descripcion: string }>(
      t.database.db,
      sql`SELECT estado, descripcion FROM ${sql.identifier(c.tabla)} WHERE id = ${suyo}`,
    );
    expect(intacto!.estado).toBe('A');
    const fuera = await adminEds('POST', url, { ...c.cuerpo('FUERA1'), empresa_id: ids.raiz });
    expect(fuera.statusCode).toBe(403);
    expect(fuera.json().mensaje).toBe(MENSAJES.empresaFueraDeAlcance);
    expect((await adminEds('GET', `${url}/empresa/${otro.raizId}`)).statusCode).toBe(403);
    // Within its station it works on its business's catalogue, and the other business's code does not clash.
    const propio = await crear(c, 'AJENO1', {}, adminEds, ids.barranquilla);
    const negocio = await fila<{ negocio_id: number }>(
      t.database.db,
      sql`SELECT negocio_id FROM ${sql.identifier(c.tabla)} WHERE id = ${propio}`,
    );
    expect(negocio!.negocio_id).toBe(negocioDemo);
    const lista = await ajeno('GET', `${url}/empresa/${otro.raizId}?limite=500`);
    expect(lista.json().data.map((f: { id: number }) => f.id)).not.toContain(propio);
  });
});

describe('categorías', () => {
  const cat = CATALOGOS[0];

  it('two levels with the parent’s business type; not inactivated while it has active products', async () => {
    const padre = await crear(cat, 'PADRE1');
    const hija = await crear(cat, 'HIJA1', { padre_id: padre });
    expect((await admin('GET', `/api/categoria/${hija}`)).json().data).toMatchObject({ padre_id: padre, padre: 'CATEGORIA PADRE1' });
    const nieta = await admin('POST', '/api/categoria', { ...cat.cuerpo('NIETA1'), empresa_id: ids.raiz, padre_id: hija });
    expect(nieta.json().errores).toEqual([{ campo: 'padre_id', mensaje: MENSAJES_CATEGORIA.dosNiveles }]);
    const otroTipo = await admin('POST', '/api/categoria', {
      ...cat.cuerpo('K1'),
      tipo_negocio: 'K',
      empresa_id: ids.raiz,
      padre_id: padre,
    });
    expect(otroTipo.json().errores).toEqual([{ campo: 'tipo_negocio', mensaje: MENSAJES_CATEGORIA.otroTipoNegocio }]);
    const propia = await admin('PUT', '/api/categoria', { ...cat.cuerpo('PADRE1'), empresa_id: ids.raiz, id: padre, padre_id: padre });
    expect(propia.json().errores).toEqual([{ campo: 'padre_id', mensaje: MENSAJES_CATEGORIA.padreSiMisma }]);
    const conHijas = await crear(cat, 'PADRE2');
    const bajo = await admin('PUT', '/api/categoria', { ...cat.cuerpo('PADRE1'), empresa_id: ids.raiz, id: padre, padre_id: conHijas });
    expect(bajo.json().errores).toEqual([{ campo: 'padre_id', mensaje: MENSAJES_CATEGORIA.conSubcategorias }]);

    const und = (await fila<{ id: number }>(t.database.db, sql`SELECT id FROM unidades WHERE negocio_id IS NULL AND codigo = 'UND'`))!.id;
    await t.database.db
      .execute(sql`INSERT INTO productos (negocio_id, codigo, descripcion, tipo_producto_id, clase_producto_id, tipos_negocio, unidad_id, precio, categoria_id)
      VALUES (${negocioDemo}, 'PRUEBA-CAT', 'PRODUCTO DE PRUEBA', 20, 23, '{S}', ${und}, 1000, ${hija})`);
    for (const id of [hija, padre]) {
      const r = await admin('PUT', `/api/categoria/${id}/I`);
      expect(r.statusCode).toBe(400);
      expect(r.json().mensaje).toBe(MENSAJES_CATEGORIA.conProductosActivos);
    }
    expect((await admin('DELETE', `/api/categoria/${hija}`)).json().mensaje).toBe(C.enUso);
    await t.database.db.execute(sql`UPDATE productos SET estado = 'I' WHERE codigo = 'PRUEBA-CAT'`);
    expect((await admin('PUT', `/api/categoria/${hija}/I`)).json().mensaje).toBe(C.inactivado);

    const select = await admin('GET', `/api/categoria/select/empresa/${ids.raiz}?limite=500`);
    const opciones = select.json().data as { id: number; tipo_negocio: string }[];
    expect(opciones.map((o) => o.id)).toContain(padre);
    expect(opciones.map((o) => o.id)).not.toContain(hija);
    const porTipo = await admin('GET', `/api/categoria/empresa/${ids.raiz}?tipo_negocio=K&limite=500`);
    expect(porTipo.json().data.every((f: { tipo_negocio: string }) => f.tipo_negocio === 'K')).toBe(true);
  });
});

describe('impuestos', () => {
  const imp = CATALOGOS[1];

  it('a rate change is a new version from a later date; products follow it, and the selector serves the rate in force', async () => {
    const id = await crear(imp, 'IVA5', { vigente_desde: '2024-01-01' });
    const und = (await fila<{ id: number }>(t.database.db, sql`SELECT id FROM unidades WHERE negocio_id IS NULL AND codigo = 'UND'`))!.id;
    const producto = (await fila<{ id: number }>(
      t.database.db,
      sql`INSERT INTO productos (negocio_id, codigo, descripcion, tipo_producto_id, clase_producto_id, tipos_negocio, unidad_id, precio)
          VALUES (${negocioDemo}, 'PRUEBA-IVA5', 'PRODUCTO IVA 5', 20, 23, '{S}', ${und}, 1000) RETURNING id`,
    ))!.id;
    await t.database.db.execute(sql`INSERT INTO productos_impuestos (producto_id, impuesto_id) VALUES (${producto}, ${id})`);

    const mismaFecha = await admin('PUT', '/api/impuesto', {
      ...imp.cuerpo('IVA5'),
      vigente_desde: '2024-01-01',
      impuesto_valor: 8,
      empresa_id: ids.raiz,
      id,
    });
    expect(mismaFecha.json().errores).toEqual([{ campo: 'vigente_desde', mensaje: MENSAJES_IMPUESTO.vigenciaPosterior }]);

    const version = await admin('PUT', '/api/impuesto', {
      ...imp.cuerpo('IVA5'),
      vigente_desde: '2099-01-01',
      impuesto_valor: 8,
      empresa_id: ids.raiz,
      id,
    });
    expect(version.statusCode, version.body).toBe(200);
    expect(version.json().mensaje).toBe(MENSAJES_IMPUESTO.nuevaVersion);
    const versiones = await filas<{ id: number; impuesto_valor: string; vigente_desde: string }>(
      t.database.db,
      sql`SELECT id, impuesto_valor::text, vigente_desde::text FROM impuestos WHERE negocio_id = ${negocioDemo} AND codigo = 'IVA5' ORDER BY vigente_desde`,
    );
    expect(versiones.map((v) => [v.impuesto_valor, v.vigente_desde])).toEqual([
      ['5.0000', '2024-01-01'],
      ['8.0000', '2099-01-01'],
    ]);
    // The old version is kept as it was; the product carries both and takes each from its date.
    const enlaces = await filas<{ impuesto_id: number }>(
      t.database.db,
      sql`SELECT impuesto_id FROM productos_impuestos WHERE producto_id = ${producto} ORDER BY impuesto_id`,
    );
    expect(enlaces.map((e) => e.impuesto_id)).toEqual(versiones.map((v) => v.id));

    // The list shows the tax once, at its latest version; the history call lists both.
    const lista = await admin('GET', `/api/impuesto/empresa/${ids.raiz}?buscar=IVA5`);
    expect(lista.json().paginacion.total).toBe(1);
    expect(lista.json().data[0]).toMatchObject({ impuesto_valor: 8, vigente_desde: '2099-01-01', versiones: 2 });
    const historia = await admin('GET', `/api/impuesto/${lista.json().data[0].id}/versiones`);
    expect(historia.json().data.map((v: { impuesto_valor: number }) => v.impuesto_valor)).toEqual([8, 5]);
    // The documented selector serves the version in force today.
    const select = await admin('GET', `/api/impuesto/select/empresa/${ids.raiz}/0?limite=500`);
    expect(select.json().data.find((i: { codigo: string }) => i.codigo === 'IVA5')).toMatchObject({ id, impuesto_valor: 5 });

    // A change of name only is not a version; the name belongs to every version.
    const nombre = await admin('PUT', '/api/impuesto', {
      ...imp.cuerpo('IVA5'),
      descripcion: 'iva reducido',
      vigente_desde: '2099-01-01',
      impuesto_valor: 8,
      empresa_id: ids.raiz,
      id: lista.json().data[0].id,
    });
    expect(nombre.json().mensaje).toBe(C.editado);
    const nombres = await filas<{ descripcion: string }>(
      t.database.db,
      sql`SELECT DISTINCT descripcion FROM impuestos WHERE negocio_id = ${negocioDemo} AND codigo = 'IVA5'`,
    );
    expect(nombres).toEqual([{ descripcion: 'IVA REDUCIDO' }]);
    const ultima = lista.json().data[0].id as number;
    expect((await admin('DELETE', `/api/impuesto/${ultima}`)).json().mensaje).toBe(C.enUso);
    // A/I acts on the tax, all its versions.
    expect((await admin('PUT', `/api/impuesto/${ultima}/I`)).json().mensaje).toBe(C.inactivado);
    const estados = await filas<{ estado: string }>(
      t.database.db,
      sql`SELECT DISTINCT estado FROM impuestos WHERE negocio_id = ${negocioDemo} AND codigo = 'IVA5'`,
    );
    expect(estados).toEqual([{ estado: 'I' }]);
  });
});

describe('medios de pago', () => {
  it('EFECTIVO cannot be inactivated nor change its type; the documented selector keeps its contract', async () => {
    const efectivo = (await fila<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM medios_pago WHERE negocio_id = ${negocioDemo} AND tipo = 'EFECTIVO'`,
    ))!.id;
    const r = await admin('PUT', `/api/medio-pago/${efectivo}/I`);
    expect(r.statusCode).toBe(400);
    expect(r.json().mensaje).toBe(MENSAJES_MEDIO_PAGO.efectivoActivo);
    const leido = (await admin('GET', `/api/medio-pago/${efectivo}`)).json().data;
    const tipo = await admin('PUT', '/api/medio-pago', { ...leido, tipo: 'TARJETA', empresa_id: ids.raiz });
    expect(tipo.json().errores).toEqual([{ campo: 'tipo', mensaje: MENSAJES_MEDIO_PAGO.efectivoTipo }]);
    const nombre = await admin('PUT', '/api/medio-pago', { ...leido, descripcion: 'efectivo pesos', empresa_id: ids.raiz });
    expect(nombre.json().mensaje).toBe(C.editado);
    expect((await admin('GET', `/api/medio-pago/${efectivo}`)).json().data.estado).toBe('A');

    const select = await admin('GET', `/api/medio-pago/select/${ids.raiz}`);
    expect(Object.keys(select.json().data[0]).sort()).toEqual(
      [
        'id',
        'codigo',
        'descripcion',
        'tipo',
        'codigo_dian',
        'categoria_conciliacion',
        'requiere_datafono',
        'requiere_cliente',
        'da_cambio',
        'estado',
      ].sort(),
    );
    // A payment method that sales used cannot be deleted.
    const usado = await fila<{ id: number }>(t.database.db, sql`SELECT medio_pago_id AS id FROM ventas_pagos LIMIT 1`);
    if (usado) expect((await admin('DELETE', `/api/medio-pago/${usado.id}`)).json().mensaje).toBe(C.enUso);
  });
});

describe('terceros: financieras, verificadoras, talleres', () => {
  it('expired workshops and verifiers stay listed but the documented selectors do not offer them', async () => {
    const taller = CATALOGOS[6];
    const vencido = await crear(taller, 'VENC1', { vigente_hasta: '2020-01-01' });
    const vigente = await crear(taller, 'VIG1', { vigente_hasta: '2099-01-01' });
    const select = await admin('GET', `/api/taller/select/${ids.raiz}?limite=500`);
    const ofrecidos = select.json().data.map((f: { id: number }) => f.id);
    expect(ofrecidos).toContain(vigente);
    expect(ofrecidos).not.toContain(vencido);
    const lista = await admin('GET', `/api/taller/empresa/${ids.raiz}?buscar=VENC1`);
    expect(lista.json().data[0]).toMatchObject({ id: vencido, vencida: true });
    // Rows written before Descripción existed show the start of their razón social.
    const demo = await admin('GET', `/api/financiera/empresa/${ids.raiz}?buscar=BANCOL`);
    expect(demo.json().data[0]).toMatchObject({ codigo: 'BANCOL', descripcion: 'BANCOLOMBIA S.A.' });
    const nit = await admin('POST', '/api/financiera', { ...CATALOGOS[4].cuerpo('NIT1'), nit: '12ab', empresa_id: ids.raiz });
    expect(nit.json().errores).toEqual([{ campo: 'nit', mensaje: MENSAJES_NIT.nitNoValido }]);
  });
});

describe('sin sesión', () => {
  it('answers 401 without a token', async () => {
    for (const c of CATALOGOS) expect((await t.app.inject({ method: 'POST', url: `/api/${c.recurso}`, payload: {} })).statusCode).toBe(401);
  });
});
