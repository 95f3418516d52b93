import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaOperativo } from '@eds/contracts/dia-operativo';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MENSAJES_CUPO, MENSAJES_SOPORTE } from '@eds/contracts/soporte';
import { fila } from '../src/db/client';
import { conToken, contar, crearApp, type AppDePrueba } from './helper';
import { idsDemo, usuarioConModulos } from './factories';
import { estacionPos, haceMinutos, postPos, ventaCombustible, type EstacionPos } from './pos-fixtures';

/** Soporte (SCREENS.md G06 second half): sync reconciliation, sent notifications, authorisations; scoped to the caller. */
let t: AppDePrueba;
let ids: Awaited<ReturnType<typeof idsDemo>>;
let eds: EstacionPos;
let otra: EstacionPos;
let admin: ReturnType<typeof conToken>;
let estacion: ReturnType<typeof conToken>;
let soloLectura: ReturnType<typeof conToken>;
const hoy = () => diaOperativo(new Date());
/** The calendar day in Bogotá: the notification and authorisation logs filter by it, not by the business day. */
const hoyCalendario = () => diaOperativo(new Date(), 0);
const MODULOS = ['CONCILIACION', 'REPORTENOTIFICACIONES', 'REPORTE AUTORIZACIONES'];

beforeAll(async () => {
  t = await crearApp();
  ids = await idsDemo(t.database);
  eds = await estacionPos(t, { id: ids.barranquilla });
  otra = await estacionPos(t, { id: ids.cartagena });
  admin = conToken(t.app, eds.admin);
  estacion = await usuarioConModulos(t, 'SOPORTEX', ids.barranquilla, MODULOS, 'REX');
  soloLectura = await usuarioConModulos(t, 'SOPORTER', ids.barranquilla, MODULOS, 'R');
});
afterAll(async () => t?.cerrar());

describe('Conciliación de sincronización', () => {
  it('counts what the POS reports against what arrived, finds numbering gaps and refuses a sibling station', async () => {
    const res = await fila<{ prefijo: string; desde: number }>(
      t.database.db,
      sql`SELECT prefijo, desde::int AS desde FROM resoluciones WHERE empresa_id = ${eds.empresaId} AND estado = 'A' AND prefijo LIKE 'F%'
           AND 'C' = ANY(tipos_negocio) ORDER BY id LIMIT 1`,
    );
    const base = res!.desde + 800_000 + Math.floor(Math.random() * 50_000);
    const ventas = [0, 1, 4].map((i) => ventaCombustible(eds, 1, { factura: { prefijo: res!.prefijo, consecutivo: base + i } }));
    const v = await postPos(t.app, eds.token, 'ventas', { ventas });
    expect(v.statusCode, v.body).toBe(200);

    const mal = await estacion('POST', '/api/sincronizacion/conciliacion', { fecha: hoy() });
    expect(mal.statusCode).toBe(400);
    expect(mal.json().errores[0].mensaje).toBe(MENSAJES_SOPORTE.estacionObligatoria);
    expect((await estacion('POST', '/api/sincronizacion/conciliacion', { empresa_id: ids.cartagena, fecha: hoy() })).statusCode).toBe(403);

    const leer = async () => {
      const r = await estacion('POST', '/api/sincronizacion/conciliacion', { empresa_id: eds.empresaId, fecha: hoy() });
      expect(r.statusCode, r.body).toBe(200);
      return r.json().data as {
        equipos: { equipo_id: number; ventas_pos: number | null; ventas_servidor: number; diferencia: number | null; estado: string }[];
        prefijos: { prefijo: string; ultimo: number; huecos: string; equipos: number[] }[];
      };
    };
    const antes = await leer();
    const propio = antes.equipos.find((e) => e.equipo_id === eds.equipoId)!;
    expect(propio.ventas_servidor).toBeGreaterThanOrEqual(3);
    const prefijo = antes.prefijos.find((p) => p.prefijo === res!.prefijo)!;
    expect(prefijo.ultimo).toBe(base + 4);
    expect(prefijo.huecos.endsWith(`${base + 2}-${base + 3}`)).toBe(true);
    expect(prefijo.equipos).toContain(eds.equipoId);

    // The POS says it made one sale more than arrived; reporting the same count twice changes nothing.
    const conteo = { conteos: [{ fecha: hoy(), ventas: propio.ventas_servidor + 1, total: 1000 }] };
    for (let i = 0; i < 2; i++) {
      const c = await postPos(t.app, eds.token, 'conteos', conteo);
      expect(c.statusCode, c.body).toBe(200);
      expect(c.json().mensaje).toBe(MENSAJES_SOPORTE.conteosRegistrados);
    }
    expect(
      (await fila<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM equipos_conteos_dia WHERE equipo_id = ${eds.equipoId}`))!
        .n,
    ).toBe(1);
    const despues = (await leer()).equipos.find((e) => e.equipo_id === eds.equipoId)!;
    expect(despues).toMatchObject({ ventas_pos: propio.ventas_servidor + 1, diferencia: 1, estado: 'FALTANTES' });
    expect((await postPos(t.app, eds.token, 'conteos', { conteos: [{ fecha: 'ayer', ventas: 1 }] })).statusCode).toBe(400);
  });

  it('asks the devices to resend with letter X, only devices of the station in scope', async () => {
    const cuerpo = { empresa_id: eds.empresaId, fecha: hoy(), equipos: [eds.equipoId], prefijo: 'F000', desde: 10, hasta: 12 };
    const antes = await contar(t.database, 'comandos');
    expect((await soloLectura('POST', '/api/sincronizacion/reenvio', cuerpo)).statusCode).toBe(403);
    expect((await estacion('POST', '/api/sincronizacion/reenvio', { ...cuerpo, empresa_id: ids.cartagena })).statusCode).toBe(403);
    const ajeno = await estacion('POST', '/api/sincronizacion/reenvio', { ...cuerpo, equipos: [otra.equipoId] });
    expect(ajeno.statusCode).toBe(400);
    expect(ajeno.json().mensaje).toBe(MENSAJES_SOPORTE.sinEquiposReenvio);
    const rango = await estacion('POST', '/api/sincronizacion/reenvio', { ...cuerpo, desde: 20 });
    expect(rango.statusCode).toBe(400);
    expect(rango.json().errores[0].mensaje).toBe(MENSAJES_SOPORTE.rangoConsecutivos);
    expect(await contar(t.database, 'comandos')).toBe(antes);

    const r = await estacion('POST', '/api/sincronizacion/reenvio', cuerpo);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().mensaje).toBe(MENSAJES_SOPORTE.reenvioSolicitado);
    const c = await fila<{ tipo: string; payload: unknown; equipo_id: number }>(
      t.database.db,
      sql`SELECT tipo, payload, equipo_id FROM comandos WHERE id = ${r.json().data.ids[0] as number}`,
    );
    expect(c).toEqual({
      tipo: 'REENVIAR_VENTAS',
      equipo_id: eds.equipoId,
      payload: { fecha: hoy(), prefijo: 'F000', desde: 10, hasta: 12 },
    });
    const entregados = await conToken(t.app, eds.token)('GET', '/api/pos/v1/comandos');
    expect(entregados.json().data.map((x: { tipo: string }) => x.tipo)).toContain('REENVIAR_VENTAS');
  });
});

describe('Notificaciones enviadas', () => {
  it('lists socket messages and mail of the caller companies, and resends with letter X', async () => {
    const propio = await admin('POST', '/api/notificaciones', {
      empresa: eds.empresaId,
      titulo: 'AVISO PROPIO',
      texto: 'Texto propio',
      tipo: 200,
    });
    expect(propio.statusCode, propio.body).toBe(200);
    const ajeno = await admin('POST', '/api/notificaciones', {
      empresa: ids.cartagena,
      titulo: 'AVISO AJENO',
      texto: 'Texto ajeno',
      tipo: 400,
    });
    const correo = await fila<{ id: number }>(
      t.database.db,
      sql`INSERT INTO correos_salida (negocio_id, empresa_id, para, asunto, texto, enviado_en, proximo_intento)
          SELECT negocio_id, id, 'soporte@example.co', 'CORREO PROPIO', 'Cuerpo del correo', now(), NULL FROM empresas WHERE id = ${eds.empresaId}
          RETURNING id`,
    );

    const filtro = { fecha_inicial: hoyCalendario(), fecha_final: hoyCalendario(), limite: 50 };
    const largo = await estacion('POST', '/api/notificacion/listar', { ...filtro, fecha_inicial: '2026-01-01', fecha_final: '2026-03-01' });
    expect(largo.statusCode).toBe(400);
    expect(largo.json().errores[0].mensaje).toBe(MENSAJES_SOPORTE.rangoMaximo);
    expect((await estacion('POST', '/api/notificacion/listar', { ...filtro, empresa_id: ids.cartagena })).statusCode).toBe(403);

    const r = await estacion('POST', '/api/notificacion/listar', filtro);
    expect(r.statusCode, r.body).toBe(200);
    const filas = r.json().data as { id: number; canal: string; titulo: string; estado: string; tipo: number; empresa_id: number }[];
    expect(filas.find((f) => f.canal === 'SOCKET' && f.titulo === 'AVISO PROPIO')).toMatchObject({ estado: 'ENVIADO', tipo: 200 });
    expect(filas.find((f) => f.canal === 'CORREO' && f.id === correo!.id)).toMatchObject({ estado: 'ENVIADO', titulo: 'CORREO PROPIO' });
    expect(filas.some((f) => f.titulo === 'AVISO AJENO')).toBe(false);
    expect(filas.every((f) => f.empresa_id === eds.empresaId)).toBe(true);
    const soloCorreo = await estacion('POST', '/api/notificacion/listar', { ...filtro, canal: 'CORREO' });
    expect((soloCorreo.json().data as { canal: string }[]).every((f) => f.canal === 'CORREO')).toBe(true);

    // Resending: X only, own rows only, not one-time mails.
    const idPropio = propio.json().data.consecutivo as number;
    expect((await soloLectura('POST', `/api/notificacion/${idPropio}/reenviar`, { canal: 'SOCKET' })).statusCode).toBe(403);
    expect(
      (await estacion('POST', `/api/notificacion/${ajeno.json().data.consecutivo as number}/reenviar`, { canal: 'SOCKET' })).statusCode,
    ).toBe(403);
    const noExiste = await estacion('POST', '/api/notificacion/99999999/reenviar', { canal: 'CORREO' });
    expect(noExiste.statusCode).toBe(404);
    expect(noExiste.json().mensaje).toBe(MENSAJES_SOPORTE.notificacionNoExiste);

    const antesSocket = await contar(t.database, 'notificaciones');
    const s = await estacion('POST', `/api/notificacion/${idPropio}/reenviar`, { canal: 'SOCKET' });
    expect(s.statusCode, s.body).toBe(200);
    expect(s.json().mensaje).toBe(MENSAJES_SOPORTE.notificacionReenviada);
    expect(await contar(t.database, 'notificaciones')).toBe(antesSocket + 1);

    const m = await estacion('POST', `/api/notificacion/${correo!.id}/reenviar`, { canal: 'CORREO' });
    expect(m.statusCode, m.body).toBe(200);
    const copia = await fila<{ para: string; asunto: string; empresa_id: number; enviado_en: string | null }>(
      t.database.db,
      sql`SELECT para, asunto, empresa_id, enviado_en FROM correos_salida WHERE id = ${m.json().data.id as number}`,
    );
    expect(copia).toEqual({ para: 'soporte@example.co', asunto: 'CORREO PROPIO', empresa_id: eds.empresaId, enviado_en: null });

    const solicitud = await fila<{ id: number }>(
      t.database.db,
      sql`INSERT INTO solicitudes_clave (usuarios_id, token_hash, expira_en) VALUES (${ids.usuarioAdminEds}, ${randomUUID()}, now() + interval '1 hour')
          RETURNING id`,
    );
    const unico = await fila<{ id: number }>(
      t.database.db,
      sql`INSERT INTO correos_salida (negocio_id, empresa_id, para, asunto, texto, solicitud_clave_id)
          SELECT negocio_id, id, 'x@example.co', 'CLAVE', 'texto', ${solicitud!.id} FROM empresas WHERE id = ${eds.empresaId} RETURNING id`,
    );
    const r1 = await estacion('POST', `/api/notificacion/${unico!.id}/reenviar`, { canal: 'CORREO' });
    expect(r1.statusCode).toBe(400);
    expect(r1.json().mensaje).toBe(MENSAJES_SOPORTE.correoNoReenviable);
  });
});

describe('Notificaciones enviadas: business and company ids', () => {
  it('matches a business-level mail by its business, never a business id against company ids', async () => {
    const negocioA = (await fila<{ negocio_id: number }>(t.database.db, sql`SELECT negocio_id FROM empresas WHERE id = ${ids.raiz}`))!
      .negocio_id;
    // Another business whose id is the id of a company in A's scope (a station of A's business).
    const colision = await fila<{ id: number }>(
      t.database.db,
      sql`SELECT e.id FROM empresas e WHERE e.negocio_id = ${negocioA} AND e.id <> ${negocioA}
            AND NOT EXISTS (SELECT 1 FROM negocios n WHERE n.id = e.id) ORDER BY e.id LIMIT 1`,
    );
    await t.database.db.execute(sql`INSERT INTO negocios (id, nombre, nit) VALUES (${colision!.id}, 'NEGOCIO AJENO', '900000063')`);
    const correo = async (negocio: number, empresa: number | null, asunto: string) =>
      (await fila<{ id: number }>(
        t.database.db,
        sql`INSERT INTO correos_salida (negocio_id, empresa_id, para, asunto, texto, enviado_en, proximo_intento)
            VALUES (${negocio}, ${empresa}, 'aviso@example.co', ${asunto}, 'Cuerpo', now(), NULL) RETURNING id`,
      ))!.id;
    const ajeno = await correo(colision!.id, null, 'CORREO DE OTRO NEGOCIO');
    const deNegocio = await correo(negocioA, null, 'CORREO DEL NEGOCIO');
    const deEstacion = await correo(negocioA, colision!.id, 'CORREO DE LA ESTACION');

    const negocio = await usuarioConModulos(t, 'SOPORTENEG', ids.raiz, MODULOS, 'REX', 2);
    const r = await negocio('POST', '/api/notificacion/listar', {
      fecha_inicial: hoyCalendario(),
      fecha_final: hoyCalendario(),
      canal: 'CORREO',
      limite: 500,
    });
    expect(r.statusCode, r.body).toBe(200);
    const vistos = (r.json().data as { id: number; empresa_id: number | null }[]).filter((f) =>
      [ajeno, deNegocio, deEstacion].includes(f.id),
    );
    expect(vistos.map((f) => f.id).sort((a, b) => a - b)).toEqual([deNegocio, deEstacion]);
    expect(vistos.find((f) => f.id === deNegocio)!.empresa_id).toBe(ids.raiz);
    const filtrado = await negocio('POST', '/api/notificacion/listar', {
      fecha_inicial: hoyCalendario(),
      fecha_final: hoyCalendario(),
      canal: 'CORREO',
      empresa_id: colision!.id,
      limite: 500,
    });
    expect((filtrado.json().data as { id: number }[]).some((f) => f.id === ajeno)).toBe(false);
    const reenvio = await negocio('POST', `/api/notificacion/${ajeno}/reenviar`, { canal: 'CORREO' });
    expect(reenvio.statusCode).toBe(403);
    expect(reenvio.json().mensaje).toBe(MENSAJES.empresaFueraDeAlcance);

    // A station user does not see the business-level mail; its own station's mail it does.
    const estacionColision = await usuarioConModulos(t, 'SOPORTECOL', colision!.id, MODULOS, 'R');
    const e = await estacionColision('POST', '/api/notificacion/listar', {
      fecha_inicial: hoyCalendario(),
      fecha_final: hoyCalendario(),
      canal: 'CORREO',
      limite: 500,
    });
    const deE = (e.json().data as { id: number }[]).map((f) => f.id);
    expect(deE).toContain(deEstacion);
    expect(deE).not.toContain(deNegocio);
    expect(deE).not.toContain(ajeno);
  });
});

describe('Autorizaciones', () => {
  const autorizacion = (extra: Record<string, unknown> = {}) => ({
    uuid: randomUUID(),
    fecha: haceMinutos(1),
    tipo: 'CUPO',
    referencia: `ref-${randomUUID().slice(0, 8)}`,
    valor: 50000,
    respuesta: 'APROBADA',
    codigo: '00',
    tiempo_ms: 420,
    ...extra,
  });

  it('stores what the POS reports exactly once and lists each station its own', async () => {
    const propias = [autorizacion(), autorizacion({ tipo: 'DATAFONO', respuesta: 'RECHAZADA', codigo: '51', tiempo_ms: 1800 })];
    const r = await postPos(t.app, eds.token, 'autorizaciones', { autorizaciones: [...propias, autorizacion({ tipo: 'OTRA' })] });
    expect(r.statusCode, r.body).toBe(206);
    expect(r.json().data).toMatchObject({ aceptadas: 2, duplicadas: 0 });
    expect(r.json().data.rechazadas[0]).toMatchObject({ campo: 'tipo', mensaje: MENSAJES.valorNoValido });
    const otraVez = await postPos(t.app, eds.token, 'autorizaciones', { autorizaciones: propias });
    expect(otraVez.statusCode).toBe(200);
    expect(otraVez.json().data).toMatchObject({ aceptadas: 0, duplicadas: 2 });
    const ajena = autorizacion({ tipo: 'GOPASS' });
    expect((await postPos(t.app, otra.token, 'autorizaciones', { autorizaciones: [ajena] })).statusCode).toBe(200);

    const filtro = { fecha_inicial: hoyCalendario(), fecha_final: hoyCalendario(), limite: 100 };
    expect((await estacion('POST', '/api/autorizacion/listar', { ...filtro, empresa_id: ids.cartagena })).statusCode).toBe(403);
    const lista = await estacion('POST', '/api/autorizacion/listar', filtro);
    expect(lista.statusCode, lista.body).toBe(200);
    const filas = lista.json().data as {
      referencia: string;
      empresa_id: number;
      tipo: string;
      respuesta: string;
      tiempo_ms: number;
      valor: string;
    }[];
    const rechazada = filas.find((f) => f.referencia === propias[1].referencia.toUpperCase());
    expect(rechazada).toMatchObject({ tipo: 'DATAFONO', respuesta: 'RECHAZADA', tiempo_ms: 1800, valor: '50000.00' });
    expect(filas.some((f) => f.referencia === ajena.referencia.toUpperCase())).toBe(false);
    expect(filas.every((f) => f.empresa_id === eds.empresaId)).toBe(true);
    const soloRechazadas = await estacion('POST', '/api/autorizacion/listar', {
      ...filtro,
      respuesta: 'RECHAZADA',
      buscar: propias[1].referencia,
    });
    expect(soloRechazadas.json().paginacion.total).toBe(1);
    const todas = await admin('POST', '/api/autorizacion/listar', { ...filtro, tipo: 'GOPASS' });
    expect((todas.json().data as { referencia: string }[]).some((f) => f.referencia === ajena.referencia.toUpperCase())).toBe(true);
  });
  it('answers the credit quota check online, records it as a CUPO authorisation, and repeats the answer for a uuid', async () => {
    const uuid = randomUUID();
    const pedir = (valor: number, extra: Record<string, unknown> = {}) =>
      postPos(t.app, eds.token, 'autorizaciones/cupo', { uuid: randomUUID(), cliente_id: eds.clienteCredito, valor, ...extra });
    const si = await pedir(1, { uuid, referencia: 'abc123' });
    expect(si.statusCode, si.body).toBe(200);
    expect(si.json().data).toMatchObject({ autorizada: true, respuesta: 'APROBADA', codigo: '00', mensaje: MENSAJES_CUPO.aprobado });
    expect(Number(si.json().data.disponible)).toBeGreaterThan(0);
    const no = await pedir(999_999_999_999);
    expect(no.json().data).toMatchObject({ autorizada: false, respuesta: 'RECHAZADA', codigo: '51' });
    expect(no.json().data.mensaje).toBe(MENSAJES_CUPO.insuficiente(no.json().data.disponible as string));
    const sin = await pedir(1, { cliente_id: 2_000_000_000 });
    expect(sin.json().data).toMatchObject({ autorizada: false, codigo: '14', mensaje: MENSAJES_CUPO.sinCupo });
    expect((await pedir(0)).statusCode).toBe(400);

    const antes = await contar(t.database, 'autorizaciones');
    const otraVez = await pedir(999_999_999_999, { uuid });
    expect(otraVez.json().data).toMatchObject({ autorizada: true, codigo: '00' });
    expect(await contar(t.database, 'autorizaciones')).toBe(antes);
    const lista = await estacion('POST', '/api/autorizacion/listar', {
      fecha_inicial: hoyCalendario(),
      fecha_final: hoyCalendario(),
      tipo: 'CUPO',
      buscar: 'ABC123',
    });
    expect(lista.json().data).toHaveLength(1);
    expect(lista.json().data[0]).toMatchObject({ referencia: 'ABC123', respuesta: 'APROBADA', codigo: '00', valor: '1.00' });
  });

  it('holds an approved amount until the sale arrives or the hold expires, so racing approvals never exceed the quota', async () => {
    const cupo = (await fila<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM cupos WHERE cliente_id = ${eds.clienteCredito} AND tipo = 'CREDITO' AND flota_id IS NULL AND vehiculo_id IS NULL
           ORDER BY id LIMIT 1`,
    ))!.id;
    await t.database.db.execute(
      sql`UPDATE cupos SET valor = 100, consumido = 0, periodo = NULL, periodicidad = 'MENSUAL' WHERE id = ${cupo}`,
    );
    await t.database.db.execute(sql`DELETE FROM cupos_retenciones WHERE cupo_id = ${cupo}`);
    const pedir = (valor: number) =>
      postPos(t.app, eds.token, 'autorizaciones/cupo', { uuid: randomUUID(), cliente_id: eds.clienteCredito, valor });
    const retenciones = async () =>
      (await fila<{ n: number; total: string | null }>(
        t.database.db,
        sql`SELECT count(*)::int AS n, sum(valor)::text AS total FROM cupos_retenciones WHERE cupo_id = ${cupo}`,
      ))!;

    const carrera = await Promise.all([pedir(70), pedir(70)]);
    const respuestas = carrera.map((r) => r.json().data as { autorizada: boolean; codigo: string; mensaje: string; disponible: string });
    expect(respuestas.filter((r) => r.autorizada)).toHaveLength(1);
    expect(respuestas.find((r) => !r.autorizada)).toMatchObject({
      codigo: '51',
      mensaje: 'Cupo insuficiente. Disponible: $30,00',
      disponible: '30.00',
    });
    expect(await retenciones()).toEqual({ n: 1, total: '70.00' });

    // The hold expires: its amount is available again and a new approval holds it.
    await t.database.db.execute(sql`UPDATE cupos_retenciones SET vence_en = now() - interval '1 minute' WHERE cupo_id = ${cupo}`);
    const otra = await pedir(70);
    expect(otra.json().data).toMatchObject({ autorizada: true, codigo: '00', disponible: '100.00' });
    expect(await retenciones()).toEqual({ n: 1, total: '70.00' });
    expect((await pedir(70)).json().data).toMatchObject({ autorizada: false, codigo: '51' });

    // The customer's credit sale arrives: it consumes the quota and releases the hold.
    const venta = ventaCombustible(eds, 1, { cliente: eds.clienteCredito });
    (venta.medios_pago as { medio_pago_id: number }[])[0].medio_pago_id = eds.medios.creditoCliente;
    const v = await postPos(t.app, eds.token, 'ventas', { ventas: [venta] });
    expect(v.json().data.aceptadas, v.body).toBe(1);
    expect(await retenciones()).toEqual({ n: 0, total: null });
  });
});
