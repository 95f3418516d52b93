import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESTADO_FE } from '@eds/contracts/facturacion/electronica';
import { MENSAJES_RESOLUCION as M } from '@eds/contracts/facturacion/resoluciones';
import { MENSAJES } from '@eds/contracts/mensajes';
import { fila, filas } from '../src/db/client';
import type { SimuladorDian } from '../src/services/facturacion/simulador';
import { crearOtroNegocio, idsDemo } from './factories';
import { conToken, contar, crearApp, ingresar, type AppDePrueba } from './helper';
import { emitirToken, estacionPos, postPos, ventaCombustible } from './pos-fixtures';

/**
 * Resoluciones de facturación (SCREENS.md G17): CRUD(resolucion) with its rules (no overlapping ranges, one active
 * per station, document type and business type, frozen once used, the technical key never answered) and
 * `POST resolucion/consultar-dian` answered by the DIAN simulator from its own configured ranges.
 */
let t: AppDePrueba;
let admin: ReturnType<typeof conToken>;
let zonal: ReturnType<typeof conToken>;
let ids: Awaited<ReturnType<typeof idsDemo>>;
const db = () => t.database.db;

const nueva = (extra: Record<string, unknown> = {}) => ({
  empresa_id: ids.bogota,
  tipo_documento: 'REMISION',
  numero: '18764000111',
  prefijo: 'rm',
  desde: 1,
  hasta: 1000,
  fecha_inicio: '2026-01-01',
  fecha_fin: '2027-12-31',
  clave_tecnica: 'clave-secreta-de-prueba-0001',
  tipos_negocio: ['K'],
  alerta_consecutivos: 50,
  alerta_dias: 15,
  ...extra,
});

async function crear(extra: Record<string, unknown> = {}): Promise<number> {
  const r = await admin('POST', '/api/resolucion', nueva(extra));
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id as number;
}

beforeAll(async () => {
  t = await crearApp();
  admin = conToken(t.app, (await ingresar(t.app, 'SUPERADMIN')).token);
  zonal = conToken(t.app, (await ingresar(t.app, 'ZONAL')).token);
  ids = await idsDemo(t.database);
});
afterAll(async () => t?.cerrar());

describe('resoluciones de facturación', () => {
  it('lists the stations’ resolutions with what remains and never answers the technical key', async () => {
    const r = await admin('GET', `/api/resolucion/empresa/${ids.raiz}?limite=50&estado=T`);
    expect(r.statusCode).toBe(200);
    const total = await contar(t.database, 'resoluciones');
    expect(r.json().paginacion.total).toBe(total);
    const fe = r
      .json()
      .data.find(
        (x: { empresa_id: number; tipo_documento: string }) => x.empresa_id === ids.bogota && x.tipo_documento === 'FACTURA ELECTRONICA',
      );
    expect(fe).toMatchObject({ clave_tecnica_configurada: true, estado: 'A', tipos_negocio: ['C', 'S', 'K'] });
    expect(fe).not.toHaveProperty('clave_tecnica');
    expect(fe.restante).toBe(fe.hasta - (fe.actual ?? fe.desde - 1));
    const claves = await filas<{ clave_tecnica: string }>(db(), sql`SELECT clave_tecnica FROM resoluciones`);
    for (const c of claves) expect(r.body).not.toContain(c.clave_tecnica);

    const deUna = await admin('GET', `/api/resolucion/empresa/${ids.bogota}?tipo_documento=POS%20ELECTRONICO`);
    expect(deUna.json().data).toHaveLength(1);
    expect(deUna.json().data[0]).toMatchObject({ empresa_id: ids.bogota, tipo_documento: 'POS ELECTRONICO' });
  });

  it('refuses missing and inconsistent fields with the screen’s messages, writing nothing', async () => {
    const antes = await contar(t.database, 'resoluciones');
    const vacia = await admin('POST', '/api/resolucion', nueva({ numero: '', prefijo: ' ', clave_tecnica: '', tipos_negocio: [] }));
    expect(vacia.statusCode).toBe(400);
    expect(vacia.json().errores).toEqual(
      expect.arrayContaining([
        { campo: 'numero', mensaje: MENSAJES.campoObligatorio },
        { campo: 'prefijo', mensaje: MENSAJES.campoObligatorio },
        { campo: 'tipos_negocio', mensaje: M.seleccioneNegocio },
      ]),
    );
    const rango = await admin('POST', '/api/resolucion', nueva({ desde: 500, hasta: 500, fecha_fin: '2025-12-31', clave_tecnica: '' }));
    expect(rango.json().errores).toEqual(
      expect.arrayContaining([
        { campo: 'hasta', mensaje: M.finalMayor },
        { campo: 'fecha_fin', mensaje: M.fechaFinal },
        { campo: 'clave_tecnica', mensaje: MENSAJES.campoObligatorio },
      ]),
    );
    const prefijo = await admin('POST', '/api/resolucion', nueva({ prefijo: 'ABCDE', numero: '0' }));
    expect(prefijo.json().errores).toEqual(
      expect.arrayContaining([
        { campo: 'prefijo', mensaje: M.prefijoNoValido },
        { campo: 'numero', mensaje: MENSAJES.valorNoValido },
      ]),
    );
    const noEstacion = await admin('POST', '/api/resolucion', nueva({ empresa_id: ids.caribe }));
    expect(noEstacion.json()).toMatchObject({ mensaje: M.noEsEstacion });
    expect(await contar(t.database, 'resoluciones')).toBe(antes);
  });

  it('creates upper-cased with the key stored, refuses an overlapping range naming the resolution and a second active one', async () => {
    const id = await crear();
    const guardada = await fila<{ prefijo: string; clave_tecnica: string; negocio_id: number; actual: number | null }>(
      db(),
      sql`SELECT prefijo, clave_tecnica, negocio_id, actual FROM resoluciones WHERE id = ${id}`,
    );
    expect(guardada).toMatchObject({ prefijo: 'RM', clave_tecnica: 'clave-secreta-de-prueba-0001', actual: null });
    const leida = await admin('GET', `/api/resolucion/${id}`);
    expect(leida.json().data).toMatchObject({ prefijo: 'RM', desde: 1, hasta: 1000, actual: null, restante: 1000, en_uso: false });
    expect(leida.body).not.toContain('clave-secreta');
    // The audit row of the creation names the resolution but not its key.
    const auditoria = await filas<{ texto: string }>(
      db(),
      sql`SELECT coalesce(despues::text, '') AS texto FROM auditoria WHERE tabla = 'resoluciones' AND registro_id = ${String(id)}`,
    );
    expect(auditoria).toHaveLength(1);
    expect(auditoria[0].texto).toContain('"prefijo": "RM"');
    expect(auditoria[0].texto).not.toContain('clave-secreta');

    const cruce = await admin(
      'POST',
      '/api/resolucion',
      nueva({ tipo_documento: 'NOTA CREDITO', numero: '18764000222', desde: 900, hasta: 2000 }),
    );
    expect(cruce.statusCode).toBe(400);
    expect(cruce.json()).toMatchObject({
      mensaje: 'El rango se cruza con la resolución 18764000111',
      errores: [
        { campo: 'desde', mensaje: 'El rango se cruza con la resolución 18764000111' },
        { campo: 'hasta', mensaje: 'El rango se cruza con la resolución 18764000111' },
      ],
    });
    const otraActiva = await admin('POST', '/api/resolucion', nueva({ prefijo: 'RN', tipos_negocio: ['K', 'S'] }));
    expect(otraActiva.json().mensaje).toBe(M.activaRepetida);
    // Another business type of the station, or the next range of the prefix, is allowed.
    await crear({ prefijo: 'RN', numero: '18764000333', tipos_negocio: ['S'] });
    await crear({ tipo_documento: 'NOTA CREDITO', numero: '18764000444', desde: 1001, hasta: 2000 });
  });

  it('edits an unused resolution keeping its key when none is sent; once used only validity and thresholds change', async () => {
    const id = await crear({ tipo_documento: 'NOTA DEBITO', prefijo: 'ND', numero: '18764000555', tipos_negocio: ['C'] });
    const editada = await admin('PUT', '/api/resolucion', {
      ...nueva({ tipo_documento: 'NOTA DEBITO', prefijo: 'ND', numero: '18764000555', tipos_negocio: ['C'] }),
      id,
      hasta: 5000,
      clave_tecnica: '',
    });
    expect(editada.json().mensaje).toBe(M.editado);
    expect(await fila(db(), sql`SELECT hasta::int AS hasta, clave_tecnica FROM resoluciones WHERE id = ${id}`)).toEqual({
      hasta: 5000,
      clave_tecnica: 'clave-secreta-de-prueba-0001',
    });

    const usada = (await admin('GET', `/api/resolucion/empresa/${ids.bogota}?tipo_documento=POS%20ELECTRONICO`)).json().data[0];
    expect(usada.en_uso).toBe(true);
    const cuerpo = {
      id: usada.id,
      empresa_id: usada.empresa_id,
      tipo_documento: usada.tipo_documento,
      numero: usada.numero,
      prefijo: usada.prefijo,
      desde: usada.desde,
      hasta: usada.hasta,
      fecha_inicio: usada.fecha_inicio,
      fecha_fin: usada.fecha_fin,
      tipos_negocio: usada.tipos_negocio,
      alerta_consecutivos: usada.alerta_consecutivos,
      alerta_dias: usada.alerta_dias,
    };
    const rango = await admin('PUT', '/api/resolucion', { ...cuerpo, hasta: usada.hasta + 10 });
    expect(rango.statusCode).toBe(400);
    expect(rango.json().mensaje).toBe(M.enUso);
    const clave = await admin('PUT', '/api/resolucion', { ...cuerpo, clave_tecnica: 'otra-clave' });
    expect(clave.json().mensaje).toBe(M.enUso);
    const vigencia = await admin('PUT', '/api/resolucion', {
      ...cuerpo,
      fecha_fin: '2030-06-30',
      alerta_consecutivos: 1234,
      alerta_dias: 45,
    });
    expect(vigencia.json().mensaje).toBe(M.editado);
    expect(
      await fila(
        db(),
        sql`SELECT fecha_fin::text AS f, alerta_consecutivos AS a, alerta_dias AS d FROM resoluciones WHERE id = ${usada.id}`,
      ),
    ).toEqual({
      f: '2030-06-30',
      a: 1234,
      d: 45,
    });
    const borrar = await admin('DELETE', `/api/resolucion/${usada.id}`);
    expect(borrar.json().mensaje).toBe(M.enUsoEliminar);
  });

  it('inactivates and refuses reactivating beside another active one; deletes an unused one', async () => {
    const id = await crear({ tipo_documento: 'CONTINGENCIA', prefijo: 'CT', numero: '18764000666', tipos_negocio: ['C'] });
    expect((await admin('PUT', `/api/resolucion/${id}/I`)).json().mensaje).toBe(M.inactivado);
    await crear({ tipo_documento: 'CONTINGENCIA', prefijo: 'CU', numero: '18764000777', tipos_negocio: ['C'] });
    const reactivar = await admin('PUT', `/api/resolucion/${id}/A`);
    expect(reactivar.statusCode).toBe(400);
    expect(reactivar.json().mensaje).toBe(M.activaRepetida);
    expect((await admin('DELETE', `/api/resolucion/${id}`)).json().mensaje).toBe(M.eliminado);
    expect(await fila(db(), sql`SELECT count(*)::int AS n FROM resoluciones WHERE id = ${id}`)).toEqual({ n: 0 });
  });

  it('Equipos: only devices of the resolution’s station, stored, and served to those devices’ POS alone', async () => {
    const e = await estacionPos(t, 0);
    const ajeno = (await fila<{ id: number }>(db(), sql`SELECT id FROM equipos WHERE empresa_id <> ${e.empresaId} ORDER BY id LIMIT 1`))!
      .id;
    const datos = {
      empresa_id: e.empresaId,
      tipo_documento: 'NOTA DEBITO',
      numero: '18764000999',
      prefijo: 'EQ',
      desde: 1,
      hasta: 500,
      tipos_negocio: ['S'],
    };
    const antes = await contar(t.database, 'resoluciones');
    const r = await admin('POST', '/api/resolucion', nueva({ ...datos, equipos: [e.equipoCanastillaId, ajeno] }));
    expect(r.statusCode).toBe(400);
    expect(r.json().mensaje).toBe(M.equipoAjeno);
    expect(r.json().errores).toEqual([{ campo: 'equipos', mensaje: M.equipoAjeno }]);
    expect(await contar(t.database, 'resoluciones')).toBe(antes);

    const id = await crear({ ...datos, equipos: [e.equipoCanastillaId] });
    expect(await fila(db(), sql`SELECT equipos FROM resoluciones WHERE id = ${id}`)).toEqual({ equipos: [e.equipoCanastillaId] });
    const leida = await admin('GET', `/api/resolucion/${id}`);
    expect(leida.json().data.equipos).toEqual([e.equipoCanastillaId]);

    const prefijos = async (token: string) => {
      const c = await t.app.inject({ method: 'GET', url: '/api/pos/v1/configuracion', headers: { authorization: `Bearer ${token}` } });
      expect(c.statusCode).toBe(200);
      return (c.json().data.resoluciones as { prefijo: string }[]).map((x) => x.prefijo);
    };
    expect(await prefijos(await emitirToken(t.app, e.admin, e.equipoCanastillaId))).toContain('EQ');
    const delSurtidor = await prefijos(e.token);
    expect(delSurtidor).not.toContain('EQ');
    // Resolutions without devices reach every device of the station.
    expect(delSurtidor.length).toBeGreaterThan(0);

    // Emptied, it is for every device again.
    const edicion = await admin('PUT', '/api/resolucion', { ...nueva({ ...datos, equipos: [] }), id, clave_tecnica: '' });
    expect(edicion.statusCode, edicion.body).toBe(200);
    expect(await prefijos(e.token)).toContain('EQ');
    expect((await admin('DELETE', `/api/resolucion/${id}`)).statusCode).toBe(200);
  });

  it('keeps a user inside its scope and its letters', async () => {
    const propia = (await admin('GET', `/api/resolucion/empresa/${ids.bogota}`)).json().data[0];
    const otro = await crearOtroNegocio(t.database, { host: 'resoluciones.example.co' });
    const ingreso = await t.app.inject({
      method: 'POST',
      url: '/api/v1/signin/',
      payload: { user: otro.usuario, pass: otro.clave },
      headers: { host: 'resoluciones.example.co' },
    });
    const ajeno = conToken(t.app, ingreso.json().data.token as string);
    expect((await ajeno('GET', `/api/resolucion/${propia.id}`)).statusCode).toBe(404);
    expect((await ajeno('PUT', `/api/resolucion/${propia.id}/I`)).statusCode).toBe(404);
    const fuera = await ajeno('GET', `/api/resolucion/empresa/${ids.bogota}`);
    expect(fuera.statusCode).toBe(403);
    expect(fuera.json().mensaje).toBe(MENSAJES.empresaFueraDeAlcance);
    expect((await ajeno('POST', '/api/resolucion', nueva())).statusCode).toBe(403);
    expect((await ajeno('POST', '/api/resolucion/consultar-dian', { empresa_id: ids.bogota })).statusCode).toBe(403);
    expect((await ajeno('GET', `/api/resolucion/empresa/${otro.raizId}`)).json().paginacion.total).toBe(0);
    // Their business has no DIAN software registered.
    expect((await ajeno('POST', '/api/resolucion/consultar-dian', { empresa_id: otro.estacionId })).json().mensaje).toBe(
      M.sinConfiguracionFe,
    );

    // CONFIGURACION R only: reads, but neither creates nor asks DIAN.
    expect((await zonal('GET', `/api/resolucion/empresa/${ids.caribe}`)).statusCode).toBe(200);
    expect((await zonal('POST', '/api/resolucion', nueva({ empresa_id: ids.cartagena }))).statusCode).toBe(403);
    expect((await zonal('POST', '/api/resolucion/consultar-dian', { empresa_id: ids.cartagena })).statusCode).toBe(403);
    const caribe = await admin('GET', `/api/resolucion/empresa/${ids.caribe}?limite=50`);
    const estaciones = new Set(caribe.json().data.map((r: { empresa_id: number }) => r.empresa_id));
    expect(estaciones).toContain(ids.barranquilla);
    expect(estaciones).toContain(ids.cartagena);
    expect(estaciones).not.toContain(ids.bogota);
    expect((await admin('POST', '/api/resolucion/consultar-dian', { empresa_id: ids.caribe })).json().mensaje).toBe(M.noEsEstacion);
  });

  it('Consultar DIAN answers the simulator’s ranges; the new range, registered, numbers a POS invoice DIAN authorises', async () => {
    const e = await estacionPos(t);
    const r = await admin('POST', '/api/resolucion/consultar-dian', { empresa_id: e.empresaId });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().mensaje).toBe(M.rangosConsultados);
    const rangos = r.json().data as {
      numero: string;
      prefijo: string;
      desde: number;
      hasta: number;
      registrada: boolean;
      clave_tecnica: string;
      fecha_inicio: string;
      fecha_fin: string;
    }[];
    const fe = await fila<{ id: number; prefijo: string; hasta: number }>(
      db(),
      sql`SELECT id, prefijo, hasta::float8 AS hasta FROM resoluciones WHERE empresa_id = ${e.empresaId} AND tipo_documento = 'FACTURA ELECTRONICA'`,
    );
    expect(rangos.filter((x) => x.registrada).length).toBeGreaterThanOrEqual(2);
    const nuevo = rangos.find((x) => !x.registrada && x.prefijo === fe!.prefijo)!;
    expect(nuevo).toMatchObject({ prefijo: fe!.prefijo, desde: fe!.hasta + 1 });
    expect(nuevo.clave_tecnica).toMatch(/^[0-9a-f]{40}$/);

    // The exhausted range is inactivated; the one DIAN answered is registered with what it answered.
    expect((await admin('PUT', `/api/resolucion/${fe!.id}/I`)).statusCode).toBe(200);
    const id = await crear({
      empresa_id: e.empresaId,
      tipo_documento: 'FACTURA ELECTRONICA',
      numero: nuevo.numero,
      prefijo: nuevo.prefijo,
      desde: nuevo.desde,
      hasta: nuevo.hasta,
      fecha_inicio: nuevo.fecha_inicio,
      fecha_fin: nuevo.fecha_fin,
      clave_tecnica: nuevo.clave_tecnica,
      tipos_negocio: ['C', 'S', 'K'],
    });
    const otraVez = await admin('POST', '/api/resolucion/consultar-dian', { empresa_id: e.empresaId });
    expect(
      otraVez.json().data.find((x: { numero: string; prefijo: string }) => x.numero === nuevo.numero && x.prefijo === nuevo.prefijo),
    ).toMatchObject({ registrada: true });

    const consecutivo = nuevo.desde + 7;
    const venta = ventaCombustible(e, 2, { factura: { prefijo: nuevo.prefijo, consecutivo, electronica: true } });
    const pos = await postPos(t.app, e.token, 'ventas', { ventas: [venta] });
    expect(pos.json().data.aceptadas, pos.body).toBe(1);
    const factura = await fila<{ id: number; resolucion_id: number }>(
      db(),
      sql`SELECT id, resolucion_id FROM facturas_electronicas WHERE empresa_id = ${e.empresaId} AND consecutivo = ${consecutivo} AND prefijo = ${nuevo.prefijo}`,
    );
    expect(factura!.resolucion_id).toBe(id);
    for (let i = 0; i < 20 && (await t.app.fe.enviar()) > 0; i++);
    expect(await fila(db(), sql`SELECT estado::int AS estado FROM facturas_electronicas WHERE id = ${factura!.id}`)).toEqual({
      estado: ESTADO_FE.AUTORIZADA,
    });
    expect((t.app.fe.proveedor as SimuladorDian).recepciones.get(`${nuevo.prefijo}${consecutivo}`)).toBe(1);
    expect((await admin('GET', `/api/resolucion/${id}`)).json().data).toMatchObject({
      actual: consecutivo,
      en_uso: true,
      restante: nuevo.hasta - consecutivo,
    });
  });
});
