import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES } from '@eds/contracts/mensajes';
import { REPORTES } from '@eds/contracts/reportes/catalogo';
import { fila, filas } from '../src/db/client';
import { conToken, crearApp, ingresar, type AppDePrueba } from './helper';
import { estacionPos, tokenAdmin, type EstacionPos } from './pos-fixtures';
import { festivosEntre } from '@eds/contracts/reportes/festivos';
import { sumarDias } from '@eds/contracts/dia-operativo';
import { aLas, diaDePrueba, exportar, hojaExcel, islaYPromotor, pesos, publicar, reporte, textosPdf, ventaDe } from './reportes-fixtures';

/**
 * The reports of a station's working day over operations posted through the POS API on a day no demo operation reaches:
 * - shift 1 (07:00–14:00, template MAÑANA 06:00–14:00): a sale invoiced in contingency (08:00), a sale typed by hand
 *   (09:15), an envelope of 100.000 (09:00), a test pour of 1 gal (11:30), a final hand-over of 5.000;
 * - a tank dip at 15:00 (5.000,5 gal).
 */

let t: AppDePrueba;
let a: EstacionPos;
let pedir: ReturnType<typeof reporte>;
let D: string;
let turno1: number;
let promotor: number;
let nombrePromotor: string;
let mangueras: number[];
let prefijo: string;
let uuidTurno1: string;
const c = { contingencia: 0, manual: 0 };

beforeAll(async () => {
  t = await crearApp();
  a = await estacionPos(t, 0);
  pedir = reporte(t.app, a.admin);
  D = diaDePrueba();
  const isla = await islaYPromotor(t, a);
  promotor = isla.promotorId;
  mangueras = isla.mangueras;
  nombrePromotor = (await fila<{ n: string }>(
    t.database.db,
    sql`SELECT trim(pe.nombres || ' ' || pe.apellidos) AS n FROM promotores p JOIN personas pe ON pe.id = p.persona_id WHERE p.id = ${promotor}`,
  ))!.n;
  const manana = (await fila<{ id: number }>(
    t.database.db,
    sql`SELECT id FROM horarios WHERE empresa_id = ${a.empresaId} AND nombre = 'MAÑANA'`,
  ))!.id;
  const lecturas = (extra: number) => mangueras.map((m, i) => ({ manguera_id: m, lectura: 9000 + i + (m === a.manguera.id ? extra : 0) }));
  const uuid1 = randomUUID();
  uuidTurno1 = uuid1;
  await publicar(t.app, a.token, 'turnos/apertura', 'turnos', [
    {
      uuid: uuid1,
      fecha: aLas(D, '07:00:00'),
      isla_id: a.manguera.islaId,
      promotor_id: promotor,
      horario_id: manana,
      lecturas: lecturas(0),
    },
  ]);
  prefijo = (await fila<{ p: string }>(
    t.database.db,
    sql`SELECT prefijo AS p FROM resoluciones WHERE empresa_id = ${a.empresaId} AND tipo_documento = 'FACTURA ELECTRONICA' ORDER BY id LIMIT 1`,
  ))!.p;
  const contingencia = ventaDe(a, aLas(D, '08:00:00'), 10.019, {
    turno: uuid1,
    promotor,
    factura: { prefijo, consecutivo: 999001, electronica: true, estado: 7, contingencia: true },
  });
  const manual = ventaDe(a, aLas(D, '09:15:00'), 2, { turno: uuid1, promotor, origen: 'MANUAL' });
  c.contingencia = contingencia.centavos;
  c.manual = manual.centavos;
  await publicar(t.app, a.token, 'ventas', 'ventas', [contingencia, manual]);
  await publicar(t.app, a.token, 'sobres', 'sobres', [
    { uuid: randomUUID(), fecha: aLas(D, '09:00:00'), turno: uuid1, numero: 1, valor: 100000 },
  ]);
  await publicar(t.app, a.token, 'calibraciones', 'calibraciones', [
    { uuid: randomUUID(), fecha: aLas(D, '11:30:00'), manguera_id: a.manguera.id, volumen: 1, turno: uuid1, promotor_id: promotor },
  ]);
  await publicar(t.app, a.token, 'turnos/cierre', 'turnos', [
    { uuid: uuid1, fecha: aLas(D, '14:00:00'), lecturas: lecturas(12.019), efectivo_entregado: 5000 },
  ]);
  await publicar(t.app, a.token, 'lecturas-tanque', 'lecturas', [
    { uuid: randomUUID(), fecha: aLas(D, '15:00:00'), bodega_id: a.manguera.bodegaId, volumen: 5000.5 },
  ]);
  turno1 = Number((await fila<{ id: number }>(t.database.db, sql`SELECT id FROM turnos WHERE uuid = ${uuid1}::uuid`))!.id);
});
afterAll(async () => t.cerrar());

const dia = () => ({ fecha_inicial: D, fecha_final: D });

describe('eds/bitacorajornada', () => {
  it("lists the day's events in time order, each from the table it lives in, with its hour, shift and person", async () => {
    const data = REPORTES['eds/bitacorajornada'].datos.parse(
      (await pedir('eds/bitacorajornada', { estaciones: [a.empresaId], ...dia(), tamano: 100 })).json().data,
    );
    const turno = `#${turno1} · MAÑANA`;
    const tanque = (await fila<{ d: string }>(t.database.db, sql`SELECT descripcion AS d FROM bodegas WHERE id = ${a.manguera.bodegaId}`))!
      .d;
    const hoses = await filas<{ id: number; s: number; m: number }>(
      t.database.db,
      sql`SELECT m.id, s.numero AS s, m.numero AS m FROM mangueras m JOIN surtidores s ON s.id = m.surtidor_id WHERE m.id = ANY(${`{${mangueras.join(',')}}`}::int[]) ORDER BY m.id`,
    );
    const lectura = (tipo: string, extra: number) =>
      hoses
        .map((h, i) => `Surtidor ${h.s} · Manguera ${h.m} · ${tipo} · ${(9000 + i + (h.id === a.manguera.id ? extra : 0)).toFixed(3)}`)
        .sort();
    const sin = (tipo: string) => data.filas.filter((f) => f.tipo === tipo);
    expect(data.filas.map((f) => f.fecha_hora)).toEqual([...data.filas.map((f) => f.fecha_hora)].sort());
    expect(sin('Apertura turno')).toMatchObject([
      { fecha_hora: `${D} 07:00:00`, hora: '07:00', turno_id: turno1, turno, responsable: nombrePromotor, valor: 0 },
    ]);
    expect(
      sin('Lectura manguera')
        .filter((f) => f.fecha_hora === `${D} 07:00:00`)
        .map((f) => f.detalle)
        .sort(),
    ).toEqual(lectura('APERTURA', 0));
    expect(
      sin('Lectura manguera')
        .filter((f) => f.fecha_hora === `${D} 14:00:00`)
        .map((f) => f.detalle)
        .sort(),
    ).toEqual(lectura('CIERRE', 12.019));
    const fe = (await fila<{ estado: number }>(
      t.database.db,
      sql`SELECT estado FROM facturas_electronicas WHERE empresa_id = ${a.empresaId} AND prefijo = ${prefijo} AND consecutivo = 999001`,
    ))!;
    expect(sin('Contingencia FE')).toMatchObject([
      {
        fecha_hora: `${D} 08:00:00`,
        turno,
        detalle: `Factura ${prefijo}-999001 en contingencia · estado DIAN ${fe.estado}`,
        valor: pesos(c.contingencia),
      },
    ]);
    expect(sin('Sobre')).toMatchObject([
      { fecha_hora: `${D} 09:00:00`, detalle: 'Sobre #1 · REGISTRADO', valor: 100000, responsable: nombrePromotor },
    ]);
    expect(sin('Novedad')).toMatchObject([
      { fecha_hora: `${D} 09:15:00`, detalle: expect.stringMatching(/^Venta manual /), valor: pesos(c.manual) },
    ]);
    expect(sin('Calibración')).toHaveLength(1);
    expect(sin('Calibración')[0].detalle).toMatch(/ · 1\.000 gal$/);
    expect(sin('Cierre turno')).toMatchObject([
      {
        fecha_hora: `${D} 14:00:00`,
        hora: '14:00',
        turno,
        valor: 105000,
        detalle: 'Cierre · 2 ventas · 12.019 gal medidor · 1 sobres · entrega final 5000.00',
      },
    ]);
    expect(sin('Lectura tanque')).toMatchObject([
      { fecha_hora: `${D} 15:00:00`, turno: null, detalle: `${tanque} · 5000.500 gal · agua 0.000 gal · SONDA`, valor: null },
    ]);
    expect(data.total_filas).toBe(data.filas.length);
    expect(data.filas.every((f) => f.estacion_id === a.empresaId)).toBe(true);
  });

  it('filters by kind of event, shift and promoter', async () => {
    const cuerpo = (filtros: Record<string, unknown>) => ({ estaciones: [a.empresaId], ...dia(), tamano: 100, filtros });
    const tipos = REPORTES['eds/bitacorajornada'].datos.parse(
      (await pedir('eds/bitacorajornada', cuerpo({ tipo_evento: ['Sobre', 'Cierre turno'] }))).json().data,
    );
    expect(tipos.filas.map((f) => f.tipo)).toEqual(['Sobre', 'Cierre turno']);
    const delTurno = REPORTES['eds/bitacorajornada'].datos.parse(
      (await pedir('eds/bitacorajornada', cuerpo({ turno: turno1 }))).json().data,
    );
    expect(delTurno.filas.some((f) => f.tipo === 'Lectura tanque')).toBe(false);
    expect(delTurno.filas.every((f) => f.turno_id === turno1)).toBe(true);
    const otro = await pedir('eds/bitacorajornada', cuerpo({ promotor: a.promotorId === promotor ? promotor + 100000 : a.promotorId }));
    expect(otro.json().data.filas).toEqual([]);
  });

  it('keeps a station user to its own station and exports a file named without the slash of its route', async () => {
    const b = await estacionPos(t, 1);
    const estacion = await ingresar(t.app, 'ADMINEDS');
    const r = await reporte(t.app, estacion.token)('eds/bitacorajornada', { estaciones: [b.empresaId], ...dia() });
    expect(r.statusCode).toBe(403);
    expect(r.json().mensaje).toBe(MENSAJES.estacionFueraDeAlcance);
    const vacio = await pedir('eds/bitacorajornada', { estaciones: [b.empresaId], ...dia() });
    expect(vacio.json().data.filas).toEqual([]);
    const { archivo, contenido } = await exportar(t.app, a.admin, 'eds/bitacorajornada', {
      estaciones: [a.empresaId],
      ...dia(),
      formato: 'xlsx',
      filtros: { tipo_evento: ['Sobre'] },
    });
    expect(archivo).toMatch(
      new RegExp(`^eds-bitacorajornada_[A-Za-z0-9-]+_${D.replace(/-/g, '')}-${D.replace(/-/g, '')}_export_\\d{14}\\.xlsx$`),
    );
    const hoja = await hojaExcel(contenido, 'Reporte');
    expect(hoja.some((f) => f.includes('Sobre #1 · REGISTRADO'))).toBe(true);
  });
});

describe('eds/planillaturnos', () => {
  /** A week of a second promoter: Thursday to Wednesday, Sunday the fourth day. */
  let D0: string;
  let q: { id: number; nombre: string };
  const cuerpo = (filtros: Record<string, unknown> = {}) => ({
    estaciones: [a.empresaId],
    fecha_inicial: D0,
    fecha_final: sumarDias(D0, 6),
    filtros,
  });

  beforeAll(async () => {
    let domingo = sumarDias(D, -10);
    while (new Date(`${domingo}T00:00:00Z`).getUTCDay() !== 0) domingo = sumarDias(domingo, -1);
    D0 = sumarDias(domingo, -3);
    const otro = await fila<{ id: number; nombre: string }>(
      t.database.db,
      sql`SELECT p.id, trim(pe.nombres || ' ' || pe.apellidos) AS nombre FROM promotores p JOIN personas pe ON pe.id = p.persona_id
           WHERE p.empresa_id = ${a.empresaId} AND p.id <> ${promotor}
             AND NOT EXISTS (SELECT 1 FROM turnos x WHERE x.promotor_id = p.id AND x.estado = 'A') ORDER BY p.id LIMIT 1`,
    );
    q = otro!;
    const horario = async (nombre: string) =>
      (await fila<{ id: number }>(t.database.db, sql`SELECT id FROM horarios WHERE empresa_id = ${a.empresaId} AND nombre = ${nombre}`))!
        .id;
    const manana = await horario('MAÑANA');
    const noche = await horario('NOCHE');
    // The roster has no screen of its own yet: its rows are stored as that screen would store them.
    for (const [dia, h] of [
      [D0, manana],
      [sumarDias(D0, 1), manana],
      [sumarDias(D0, 2), noche],
    ] as const)
      await t.database.db.execute(
        sql`INSERT INTO planilla_promotores (empresa_id, promotor_id, horario_id, isla_id, fecha) VALUES (${a.empresaId}, ${q.id}, ${h}, ${a.manguera.islaId}, ${dia})`,
      );
    let lectura = 20000;
    const turno = async (dia: string, abre: string, cierra: string) => {
      const uuid = randomUUID();
      const lecturas = () => mangueras.map((m, i) => ({ manguera_id: m, lectura: lectura + i }));
      await publicar(t.app, a.token, 'turnos/apertura', 'turnos', [
        { uuid, fecha: aLas(dia, abre), isla_id: a.manguera.islaId, promotor_id: q.id, lecturas: lecturas() },
      ]);
      lectura += 10;
      await publicar(t.app, a.token, 'turnos/cierre', 'turnos', [{ uuid, fecha: aLas(dia, cierra), lecturas: lecturas() }]);
    };
    await turno(D0, '06:05:00', '14:00:00');
    await turno(sumarDias(D0, 1), '06:20:00', '14:00:00');
    await turno(sumarDias(D0, 3), '14:00:00', '22:30:00');
  });

  it('sets the roster against the shifts worked, day by day, with the payroll hours', async () => {
    const data = REPORTES['eds/planillaturnos'].datos.parse((await pedir('eds/planillaturnos', cuerpo())).json().data);
    expect(data.filas).toHaveLength(1);
    const f = data.filas[0];
    const dm = (n: number) => {
      const [, m, d] = sumarDias(D0, n).split('-');
      return `${d}/${m}`;
    };
    expect(f).toMatchObject({
      promotor_id: q.id,
      promotor: q.nombre,
      d1: `${dm(0)} · MAÑANA 06:00–14:00 · 06:05–14:00 · CUMPLIDO`,
      d2: `${dm(1)} · MAÑANA 06:00–14:00 · 06:20–14:00 · TARDE`,
      d3: `${dm(2)} · NOCHE 22:00–06:00 · — · AUSENTE`,
      d4: `${dm(3)} · — · 14:00–22:30 · EXTRA`,
      d5: null,
      d7: null,
      d8: null,
      cumplidos: 1,
      tardes: 1,
      ausencias: 1,
      extras: 1,
      horas_programadas: 24,
      // 7 h 55 min + 7 h 40 min + 8 h 30 min = 24,0833… h, shown 24,08; extra 0,0833… h, shown 0,08.
      horas_trabajadas: 24.08,
      horas_extra: 0.08,
      // 19:00–22:30 of the Sunday shift.
      horas_nocturnas: 3.5,
    });
    // The Sunday shift, and the weekday shifts when they fell on a holiday.
    const festivos = festivosEntre(D0, sumarDias(D0, 1));
    const dominicales = 8.5 + (festivos.includes(D0) ? 7 + 55 / 60 : 0) + (festivos.includes(sumarDias(D0, 1)) ? 7 + 40 / 60 : 0);
    expect(f.horas_dominicales).toBe(Math.trunc(dominicales * 100) / 100);
    expect(data.totales).toMatchObject({ horas_trabajadas: 24.08, horas_extra: 0.08, cumplidos: 1, ausencias: 1 });
  });

  it('takes the lateness tolerance and the night band as parameters, and filters by promoter', async () => {
    const tolerante = REPORTES['eds/planillaturnos'].datos.parse(
      (await pedir('eds/planillaturnos', cuerpo({ minutos_tarde: 30, nocturna_inicio: 21, nocturna_fin: 6 }))).json().data,
    );
    expect(tolerante.filas[0]).toMatchObject({ cumplidos: 2, tardes: 0, horas_nocturnas: 1.5 });
    expect(tolerante.filas[0].d2).toMatch(/ · CUMPLIDO$/);
    const otro = await pedir('eds/planillaturnos', cuerpo({ promotor: promotor }));
    expect(otro.json().data.filas).toEqual([]);
    const invalido = await pedir('eds/planillaturnos', cuerpo({ nocturna_inicio: 25 }));
    expect(invalido.statusCode).toBe(400);
  });

  it('keeps a station user to its own station', async () => {
    const b = await estacionPos(t, 1);
    const estacion = await ingresar(t.app, 'ADMINEDS');
    const r = await reporte(t.app, estacion.token)('eds/planillaturnos', {
      estaciones: [b.empresaId],
      fecha_inicial: D0,
      fecha_final: sumarDias(D0, 6),
    });
    expect(r.statusCode).toBe(403);
    expect(r.json().mensaje).toBe(MENSAJES.estacionFueraDeAlcance);
  });
});

describe('cierre-dia-completo', () => {
  let origen: number;
  beforeAll(async () => {
    // A later invoice of the same resolution, two numbers after the first: the book shows the gap.
    await publicar(t.app, a.token, 'ventas', 'ventas', [
      ventaDe(a, aLas(D, '13:00:00'), 1, { turno: uuidTurno1, promotor, factura: { prefijo, consecutivo: 999004, electronica: true } }),
    ]);
    // A transfer of the day between two warehouses of the station, posted through the back office's inventory call.
    const admin = conToken(t.app, await tokenAdmin(t.app));
    const bodega = async (codigo: string, descripcion: string) => {
      const r = await admin('POST', '/api/bodega', { empresa_id: a.empresaId, codigo, descripcion, tipo: 'GENERAL' });
      expect(r.statusCode, r.body).toBe(200);
      return r.json().data.id as number;
    };
    origen = await bodega('LIB-1', 'bodega origen');
    const destino = await bodega('LIB-2', 'bodega destino');
    const ajuste = await admin('POST', '/api/movimiento/ajuste-inicial', {
      empresa_id: a.empresaId,
      tipo_negocio: 'S',
      bodega_id: origen,
      fecha: aLas(D, '10:00:00'),
      lineas: [{ producto_id: a.productoCanastilla.id, cantidad: 10, costo_unitario: 1350 }],
    });
    expect(ajuste.statusCode, ajuste.body).toBe(200);
    const traslado = await admin('POST', '/api/movimiento/traslado', {
      empresa_id: a.empresaId,
      tipo_negocio: 'S',
      bodega_id: origen,
      bodega_destino_id: destino,
      fecha: aLas(D, '10:30:00'),
      observaciones: 'Surtido de la isla',
      lineas: [{ producto_id: a.productoCanastilla.id, cantidad: 4 }],
    });
    expect(traslado.statusCode, traslado.body).toBe(200);
  });

  it('lists the sections of the day with the rows each report gives, and exports them as a book', async () => {
    const cuerpo = { estaciones: [a.empresaId], ...dia() };
    const data = REPORTES['cierre-dia-completo'].datos.parse((await pedir('cierre-dia-completo', cuerpo)).json().data);
    expect(data.filas.map((f) => [f.orden, f.seccion])).toEqual([
      [1, 'Cierre diario'],
      [2, 'Consolidado de turnos'],
      [3, 'Lecturas de manguera'],
      [4, 'Lecturas de tanque'],
      [5, 'Calibraciones'],
      [6, 'Recibos de combustible'],
      [7, 'Traslados'],
      [8, 'Facturas por resolución'],
      [9, 'Anulaciones, contingencias y novedades'],
    ]);
    const filasDe = async (ruta: string, filtros: Record<string, unknown> = {}) =>
      (await pedir(ruta, { ...cuerpo, filtros })).json().data.total_filas as number;
    const esperadas = [
      await filasDe('cierre_diario'),
      await filasDe('consolidado-cierre-turno'),
      await filasDe('lectura-manguera'),
      await filasDe('lectura-tanque'),
      await filasDe('calibraciones'),
      await filasDe('diferencia-recibo'),
      1,
      1,
      await filasDe('eds/bitacorajornada', { tipo_evento: ['Anulación', 'Contingencia FE', 'Equipo desconectado', 'Novedad'] }),
    ];
    expect(data.filas.map((f) => f.filas)).toEqual(esperadas);
    expect(esperadas[0]).toBeGreaterThan(0);
    expect(data.totales.filas).toBe(esperadas.reduce((x, y) => x + y, 0));

    const { archivo, contenido } = await exportar(t.app, a.admin, 'cierre-dia-completo', { ...cuerpo, formato: 'xlsx' });
    expect(archivo).toMatch(/^cierre-dia-completo_/);
    const facturas = await hojaExcel(contenido, 'Facturas por resolución');
    const fila = facturas.find((f) => f.includes(prefijo))!;
    // Desde, hasta, cantidad, huecos and the numbers missing.
    expect(fila.slice(2, 7)).toEqual([999001, 999004, 2, 2, '999002, 999003']);
    const traslados = await hojaExcel(contenido, 'Traslados');
    const producto = (
      await filas<{ d: string }>(t.database.db, sql`SELECT descripcion AS d FROM productos WHERE id = ${a.productoCanastilla.id}`)
    )[0].d;
    const linea = traslados.find((f) => f.includes(producto))!;
    // Documento, origen, destino, producto, cantidad, costo unitario, valor, estado … observaciones.
    expect(linea.slice(1, 9)).toEqual([1, 'BODEGA ORIGEN', 'BODEGA DESTINO', producto, 4, 1350, 5400, 'REGISTRADO']);
    expect(linea).toContain('Surtido de la isla');
    expect(origen).toBeGreaterThan(0);
    const cierre = await hojaExcel(contenido, 'Cierre diario');
    expect(cierre.some((f) => f.includes('Elaborado por'))).toBe(true);
    const novedades = await hojaExcel(contenido, 'Anulaciones, contingencias y no');
    expect(novedades.some((f) => f.some((x) => typeof x === 'string' && x.startsWith('Venta manual ')))).toBe(true);

    const pdf = await exportar(t.app, a.admin, 'cierre-dia-completo', { ...cuerpo, formato: 'pdf' });
    const textos = textosPdf(pdf.contenido);
    for (const titulo of ['Cierre diario', 'Consolidado de turnos', 'Facturas por resolución']) expect(textos).toContain(titulo);
    expect(textos).toContain('999002, 999003');
  });
});

describe('historico-cierres', () => {
  it('tells how each day closed: by hand or automatically, reconciled and sent to accounting, with the closing sheet figures', async () => {
    let D0 = sumarDias(D, -10);
    while (new Date(`${D0}T00:00:00Z`).getUTCDay() !== 0) D0 = sumarDias(D0, -1);
    D0 = sumarDias(D0, -3);
    const cuerpo = (filtros: Record<string, unknown> = {}) => ({
      estaciones: [a.empresaId],
      fecha_inicial: D0,
      fecha_final: D,
      tamano: 50,
      filtros,
    });
    const equipo = (await fila<{ alias: string }>(t.database.db, sql`SELECT alias FROM equipos WHERE id = ${a.equipoId}`))!.alias;
    // The automatic close ran on the first day of the roster week (it found one shift open and only alerted).
    await t.database.db.execute(
      sql`INSERT INTO cierres_automaticos_ejecuciones (empresa_id, fecha_negocio, accion, turnos_cerrados, turnos_alertados, ejecutado_en)
          VALUES (${a.empresaId}, ${D0}, 'SOLO ALERTAR', 0, 1, ${`${sumarDias(D0, 1)} 06:30:00-05`}::timestamptz)`,
    );
    // The bitácora's day was reconciled and its voucher exported (the reconciliation flow stores these two rows).
    const dc = (await fila<{ id: number }>(
      t.database.db,
      sql`INSERT INTO dias_conciliados (empresa_id, fecha, creado_en) VALUES (${a.empresaId}, ${D}, ${`${sumarDias(D, 1)} 09:00:00-05`}::timestamptz) RETURNING id`,
    ))!;
    await t.database.db.execute(
      sql`INSERT INTO comprobantes_contables (empresa_id, dia_conciliado_id, fecha, total_debitos, total_creditos, estado)
          VALUES (${a.empresaId}, ${dc.id}, ${D}, 0, 0, 'ENVIADO')`,
    );
    const data = REPORTES['historico-cierres'].datos.parse((await pedir('historico-cierres', cuerpo())).json().data);
    const v3 = REPORTES.cierre_diario_v3.datos.parse((await pedir('cierre_diario_v3', cuerpo())).json().data);
    expect(data.filas.map((f) => f.dia)).toEqual(v3.filas.map((f) => f.dia));
    for (const f of data.filas) {
      const o = v3.filas.find((x) => x.dia === f.dia)!;
      expect([f.total, f.diferencia_efectivo, f.diferencia]).toEqual([o.total, o.diferencia_efectivo, o.diferencia]);
    }
    const dia = (d: string) => data.filas.find((f) => f.dia === d)!;
    expect(dia(D)).toMatchObject({
      hora_cierre: `${D} 14:00:00`,
      tipo_cierre: 'MANUAL',
      usuario: equipo,
      turnos: 1,
      turnos_abiertos: 0,
      // The meter's 12,019 gal less the 1 gal test pour, at the pump price, truncated once.
      total: Math.trunc((11019 * Math.round(a.precioCombustible * 100)) / 1000) / 100,
      estado: 'CONCILIADO',
      fecha_conciliacion: `${sumarDias(D, 1)} 09:00:00`,
      enviado_contabilidad: 'SÍ',
    });
    expect(dia(D0)).toMatchObject({
      hora_cierre: `${sumarDias(D0, 1)} 06:30:00`,
      tipo_cierre: 'AUTOMÁTICO',
      usuario: 'SISTEMA',
      turnos: 1,
      turnos_abiertos: 1,
      estado: 'CERRADO',
      fecha_conciliacion: null,
      enviado_contabilidad: 'NO',
    });
    expect(data.totales.turnos).toBe(data.filas.reduce((s, f) => s + f.turnos, 0));
    const automaticos = REPORTES['historico-cierres'].datos.parse(
      (await pedir('historico-cierres', cuerpo({ tipo_cierre: 'AUTOMÁTICO' }))).json().data,
    );
    expect(automaticos.filas.map((f) => f.dia)).toEqual([D0]);
    const conciliados = REPORTES['historico-cierres'].datos.parse(
      (await pedir('historico-cierres', cuerpo({ estado: 'CONCILIADO' }))).json().data,
    );
    expect(conciliados.filas.map((f) => f.dia)).toEqual([D]);
    const b = await estacionPos(t, 1);
    const estacion = await ingresar(t.app, 'ADMINEDS');
    const r = await reporte(t.app, estacion.token)('historico-cierres', { estaciones: [b.empresaId], fecha_inicial: D, fecha_final: D });
    expect(r.statusCode).toBe(403);
  });
});
