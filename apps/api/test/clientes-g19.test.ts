import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES } from '@eds/contracts/mensajes';
import { MENSAJES_CATALOGO as C, MENSAJES_NIT } from '@eds/contracts/configuracion/catalogo';
import { MENSAJES_CLIENTE as M } from '@eds/contracts/clientes/clientes';
import { MENSAJES_EMPLEADO } from '@eds/contracts/usuarios/empleados';
import { fila, filas } from '../src/db/client';
import { contar, type AppDePrueba } from './helper';
import { escenarioCatalogos, type Cliente, type EscenarioCatalogos } from './catalogos-escenario';
import { usuarioConModulos } from './factories';
import { estacionPos, type EstacionPos } from './pos-fixtures';

/**
 * SCREENS.md G19 (issue 25): customers, fleets (a customer's and the business's own), vehicles and identification
 * media; the customer scope by station (decision 071); the plate rule; one active entity per code; sending media to
 * stations (206 with what was not processed) and the media a device receives.
 */
let t: AppDePrueba;
let admin: Cliente;
let lector: Cliente;
let adminEds: Cliente;
let ajeno: Cliente;
let ids: EscenarioCatalogos['ids'];
let otro: EscenarioCatalogos['otro'];
/** ADMINEDS's station, and another station of the business it does not reach. */
let suya: number;
let ajena: number;
let pos: EstacionPos;

const MODULOS = [
  'CLIENTES',
  'FLOTAS USUARIOS',
  'FLOTAS EMPRESA',
  'VEHICULOS USUARIOS',
  'VEHICULOS EMPRESA',
  'GESTION MEDIOS IDENTIFICACION',
];

let nit = 800100000;
const cliente = (extra: Record<string, unknown> = {}) => ({
  empresa_id: ids.raiz,
  tipo_identificacion_id: 31,
  identificacion: String(nit++),
  nombre: 'transportes de prueba s.a.s.',
  correo: 'Facturas@Prueba.co',
  telefono: '6051234567',
  direccion: 'calle 1 # 2-3',
  tipo: 'CREDITO',
  autoriza_datos: true,
  estaciones: [],
  ...extra,
});

async function crear(quien: Cliente, recurso: string, cuerpo: Record<string, unknown>): Promise<number> {
  const r = await quien('POST', `/api/${recurso}`, cuerpo);
  expect(r.statusCode, r.body).toBe(200);
  expect(r.json().mensaje).toBe(C.creado);
  return r.json().data.id as number;
}

let placa = 100;
const nuevaPlaca = () => `TST${placa++}`;
const vehiculo = (extra: Record<string, unknown> = {}) => ({
  empresa_id: ids.raiz,
  placa: nuevaPlaca(),
  tipo_vehiculo: 'taxi',
  combustible_id: 27,
  kilometraje: 1000,
  ...extra,
});

beforeAll(async () => {
  ({ t, ids, otro, admin, lector, adminEds, ajeno } = await escenarioCatalogos('clientes.example.co', MODULOS, 'R', 'RCUDE'));
  suya = (await fila<{ id: number }>(t.database.db, sql`SELECT empresas_id AS id FROM usuarios WHERE usuario = 'ADMINEDS'`))!.id;
  ajena = [ids.barranquilla, ids.cartagena, ids.bogota].find((e) => e !== suya)!;
  pos = await estacionPos(t, { id: suya });
});
afterAll(async () => t.cerrar());

describe('cliente', () => {
  it('refuses each invalid field with its message, writing nothing; creates, reads, edits and inactivates', async () => {
    const antes = await contar(t.database, 'clientes');
    const vacio = await admin('POST', '/api/cliente', { empresa_id: ids.raiz });
    expect(vacio.statusCode).toBe(400);
    expect(vacio.json().errores).toEqual(
      expect.arrayContaining([
        { campo: 'tipo_identificacion_id', mensaje: MENSAJES.campoObligatorioCorto },
        { campo: 'identificacion', mensaje: MENSAJES.campoObligatorio },
        { campo: 'nombre', mensaje: MENSAJES.campoObligatorio },
        { campo: 'correo', mensaje: MENSAJES.campoObligatorio },
        { campo: 'tipo', mensaje: MENSAJES.campoObligatorioCorto },
        { campo: 'autoriza_datos', mensaje: M.autorizacionDatos },
      ]),
    );
    for (const [campo, valor, mensaje] of [
      ['identificacion', '900100000-1', MENSAJES_NIT.digitoVerificacion],
      ['correo', 'facturas@', MENSAJES.correoValido],
      ['telefono', '12345', MENSAJES.telefonoMinimo],
      ['direccion', 'ab', MENSAJES.direccionMinimo],
      ['autoriza_datos', false, M.autorizacionDatos],
      ['tipo', 'OTRO', MENSAJES.campoObligatorioCorto],
    ] as const) {
      const r = await admin('POST', '/api/cliente', cliente({ [campo]: valor }));
      expect(r.statusCode, `${campo}=${valor}`).toBe(400);
      expect(r.json().errores, `${campo}=${valor}`).toEqual([{ campo, mensaje }]);
    }
    const fuera = await admin('POST', '/api/cliente', cliente({ estaciones: [otro.estacionId] }));
    expect(fuera.statusCode).toBe(403);
    expect(await contar(t.database, 'clientes')).toBe(antes);

    // A cédula is not checked as a NIT; a NIT with its right check digit is kept as typed.
    await crear(admin, 'cliente', cliente({ tipo_identificacion_id: 13, identificacion: '1098700001', tipo: 'CONTADO' }));
    const id = await crear(admin, 'cliente', cliente({ identificacion: '811222333-2', estaciones: [suya] }));
    const leido = (await admin('GET', `/api/cliente/${id}`)).json().data;
    expect(leido).toMatchObject({
      codigo: '811222333-2',
      descripcion: 'TRANSPORTES DE PRUEBA S.A.S.',
      correo: 'facturas@prueba.co',
      direccion: 'CALLE 1 # 2-3',
      tipo: 'CREDITO',
      atributos: { value: 'S' },
      estaciones: [suya],
      estado: 'A',
    });
    const repetido = await admin('POST', '/api/cliente', cliente({ identificacion: '811222333-2' }));
    expect(repetido.json().errores).toEqual([{ campo: 'identificacion', mensaje: C.codigoRepetido }]);

    const editado = await admin('PUT', '/api/cliente', {
      ...cliente({ identificacion: '811222333-2', tipo: 'PREPAGO', estaciones: [suya] }),
      id,
    });
    expect(editado.json().mensaje).toBe(C.editado);
    expect((await admin('GET', `/api/cliente/${id}`)).json().data.atributos).toEqual({ value: 'N' });

    const lista = await admin('GET', `/api/cliente/empresa/${ids.raiz}?buscar=811222333&estado=A`);
    expect(lista.json().data.map((c: { id: number }) => c.id)).toEqual([id]);
    const inactivar = await admin('PUT', `/api/cliente/${id}/I`);
    expect(inactivar.json().mensaje).toBe(C.inactivado);
    expect((await fila<{ estado: string }>(t.database.db, sql`SELECT estado FROM clientes WHERE id = ${id}`))!.estado).toBe('I');
    const activos = await admin('GET', `/api/cliente/empresa/${ids.raiz}?buscar=811222333&estado=A`);
    expect(activos.json().data).toEqual([]);
    // A reader does not write.
    expect((await lector('POST', '/api/cliente', cliente())).statusCode).toBe(403);
  });

  it("keeps a station user to its stations' customers and another business out", async () => {
    const deSuya = await crear(admin, 'cliente', cliente({ estaciones: [suya] }));
    const deAjena = await crear(admin, 'cliente', cliente({ estaciones: [ajena] }));
    const delNegocio = await crear(admin, 'cliente', cliente({ estaciones: [] }));

    expect((await adminEds('GET', `/api/cliente/${deSuya}`)).statusCode).toBe(200);
    expect((await adminEds('GET', `/api/cliente/${delNegocio}`)).statusCode).toBe(200);
    const noVista = await adminEds('GET', `/api/cliente/${deAjena}`);
    expect(noVista.statusCode).toBe(404);
    expect(noVista.json().mensaje).toBe(C.noExiste);
    expect((await adminEds('PUT', `/api/cliente/${deAjena}/I`)).statusCode).toBe(404);
    const lista = (await adminEds('GET', `/api/cliente/empresa/${suya}?limite=500`)).json().data.map((c: { id: number }) => c.id);
    expect(lista).toContain(deSuya);
    expect(lista).toContain(delNegocio);
    expect(lista).not.toContain(deAjena);

    // The station user creates customers of its stations only.
    expect((await adminEds('POST', '/api/cliente', cliente({ empresa_id: suya, estaciones: [ajena] }))).statusCode).toBe(403);
    const sinEstacion = await adminEds('POST', '/api/cliente', cliente({ empresa_id: suya, estaciones: [] }));
    expect(sinEstacion.json().errores).toEqual([{ campo: 'estaciones', mensaje: MENSAJES.campoObligatorioCorto }]);
    // Editing a customer of two stations keeps the one it does not reach.
    const compartido = await crear(admin, 'cliente', cliente({ estaciones: [suya, ajena] }));
    const leido = (await admin('GET', `/api/cliente/${compartido}`)).json().data;
    const r = await adminEds('PUT', '/api/cliente', {
      ...cliente({ identificacion: leido.identificacion, empresa_id: suya, estaciones: [suya], nombre: 'compartido' }),
      id: compartido,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect((await admin('GET', `/api/cliente/${compartido}`)).json().data.estaciones).toEqual([suya, ajena].sort((a, b) => a - b));

    // Another business reaches none of them by id.
    for (const id of [deSuya, delNegocio]) {
      expect((await ajeno('GET', `/api/cliente/${id}`)).statusCode).toBe(404);
      expect((await ajeno('PUT', `/api/cliente/${id}/I`)).statusCode).toBe(404);
      expect((await ajeno('DELETE', `/api/cliente/${id}`)).statusCode).toBe(404);
    }
    // The station's customers for the POS screens: its own and the business's.
    const dominio = (await fila<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM dominios WHERE negocio_id = (SELECT negocio_id FROM empresas WHERE id = ${suya}) ORDER BY id LIMIT 1`,
    ))!.id;
    const deEstacion = (await admin('GET', `/api/cliente/dominio2/${dominio}/eds/${suya}`)).json().data.map((c: { id: number }) => c.id);
    expect(deEstacion).toEqual(expect.arrayContaining([deSuya, delNegocio]));
    expect(deEstacion).not.toContain(deAjena);
    expect((await ajeno('GET', `/api/cliente/dominio2/${dominio}/eds/${otro.estacionId}`)).statusCode).toBe(404);
  });
});

describe('flota', () => {
  it("creates a customer's fleet and the business's own; each kind answers to its module; another business gets 404", async () => {
    const clienteId = await crear(admin, 'cliente', cliente());
    const sinCliente = await admin('POST', '/api/flota', { empresa_id: ids.raiz, nombre: 'flota', codigo: 'f1' });
    expect(sinCliente.json().errores).toEqual([{ campo: 'cliente_id', mensaje: MENSAJES.campoObligatorioCorto }]);
    const flota = await crear(admin, 'flota', {
      empresa_id: ids.raiz,
      cliente_id: clienteId,
      nombre: 'flota norte',
      codigo: 'fn-1',
      centro_costo: 'cc-9',
    });
    const repetida = await admin('POST', '/api/flota', { empresa_id: ids.raiz, cliente_id: clienteId, nombre: 'otra', codigo: 'FN-1' });
    expect(repetida.json().errores).toEqual([{ campo: 'codigo', mensaje: C.codigoRepetido }]);
    const propia = await crear(admin, 'flota', { empresa_id: ids.raiz, nombre: 'flota gerencia', codigo: 'fp-1', propia: true });

    const clientes = (await admin('GET', `/api/flota/empresa/${ids.raiz}?limite=500`)).json().data.map((f: { id: number }) => f.id);
    expect(clientes).toContain(flota);
    expect(clientes).not.toContain(propia);
    const propias = (await admin('GET', `/api/flota/empresa/${ids.raiz}?propia=S&limite=500`)).json().data;
    expect(propias.map((f: { id: number }) => f.id)).toContain(propia);
    expect(propias.find((f: { id: number }) => f.id === propia)).toMatchObject({ propia: true, nombre: 'FLOTA GERENCIA' });
    const selector = (await admin('GET', `/api/flota/select/empresa/${ids.raiz}`)).json().data;
    expect(selector.find((f: { id: number }) => f.id === flota)).toMatchObject({ codigo: 'FN-1', cliente_id: clienteId });

    // A user holding customer fleets only does not reach the business's own fleet.
    const soloUsuarios = await usuarioConModulos(t, 'FLOTASUSU', ids.raiz, ['FLOTAS USUARIOS'], 'RCU', 1);
    expect((await soloUsuarios('GET', `/api/flota/${flota}`)).statusCode).toBe(200);
    expect((await soloUsuarios('GET', `/api/flota/${propia}`)).statusCode).toBe(403);
    expect((await soloUsuarios('GET', `/api/flota/empresa/${ids.raiz}?propia=S`)).statusCode).toBe(403);
    expect((await soloUsuarios('POST', '/api/flota', { empresa_id: ids.raiz, nombre: 'x', codigo: 'x1', propia: true })).statusCode).toBe(
      403,
    );

    for (const id of [flota, propia]) {
      expect((await ajeno('GET', `/api/flota/${id}`)).statusCode).toBe(404);
      expect((await ajeno('PUT', `/api/flota/${id}/I`)).statusCode).toBe(404);
    }
    expect((await admin('PUT', `/api/flota/${flota}/I`)).json().mensaje).toBe(C.inactivado);
  });
});

describe('vehiculo', () => {
  it('checks the plate (AAA123 / AAA12A, unique in the business) and the fleet, writing nothing when refused', async () => {
    const clienteId = await crear(admin, 'cliente', cliente());
    const flota = await crear(admin, 'flota', { empresa_id: ids.raiz, cliente_id: clienteId, nombre: 'flota v', codigo: 'fv-1' });
    const antes = await contar(t.database, 'vehiculos');
    for (const malo of ['AB123', 'ABC1234', '123ABC', 'ABC1D2']) {
      const r = await admin('POST', '/api/vehiculo', vehiculo({ placa: malo, flota_id: flota }));
      expect(r.json().errores, malo).toEqual([{ campo: 'placa', mensaje: M.placaNoValida }]);
    }
    const sinDuenio = await admin('POST', '/api/vehiculo', vehiculo());
    expect(sinDuenio.json().errores).toEqual([{ campo: 'flota_id', mensaje: M.flotaOCliente }]);
    const otroCliente = await crear(admin, 'cliente', cliente());
    const cruzado = await admin('POST', '/api/vehiculo', vehiculo({ flota_id: flota, cliente_id: otroCliente }));
    expect(cruzado.json().errores).toEqual([{ campo: 'flota_id', mensaje: M.flotaDeOtroCliente }]);
    expect(await contar(t.database, 'vehiculos')).toBe(antes);

    const moto = await crear(admin, 'vehiculo', vehiculo({ placa: 'xyz 12a', flota_id: flota }));
    const leido = (await admin('GET', `/api/vehiculo/${moto}`)).json().data;
    expect(leido).toMatchObject({ placa: 'XYZ12A', flota_id: flota, cliente_id: clienteId, tipo_vehiculo: 'TAXI', propio: false });
    const repetida = await admin('POST', '/api/vehiculo', vehiculo({ placa: 'XYZ12A', cliente_id: clienteId }));
    expect(repetida.json().errores).toEqual([{ campo: 'placa', mensaje: C.codigoRepetido }]);

    expect((await ajeno('GET', `/api/vehiculo/${moto}`)).statusCode).toBe(404);
    expect((await ajeno('PUT', `/api/vehiculo/${moto}/I`)).statusCode).toBe(404);
    // A customer of another station is out of the station user's reach, and so are its vehicles.
    const deAjena = await crear(admin, 'cliente', cliente({ estaciones: [ajena] }));
    const suyoNo = await crear(admin, 'vehiculo', vehiculo({ cliente_id: deAjena }));
    expect((await adminEds('GET', `/api/vehiculo/${suyoNo}`)).statusCode).toBe(404);
    expect((await adminEds('GET', `/api/vehiculo/${moto}`)).statusCode).toBe(200);
  });

  it('gives a vehicle a tag; a tag another active vehicle holds is refused with its holder', async () => {
    const clienteId = await crear(admin, 'cliente', cliente());
    const primero = vehiculo({ cliente_id: clienteId, medio_codigo: 'tag-g19-1' });
    const id = await crear(admin, 'vehiculo', primero);
    expect((await admin('GET', `/api/vehiculo/${id}`)).json().data.medios).toEqual(['TAG-G19-1']);
    const antes = await contar(t.database, 'vehiculos');
    const r = await admin('POST', '/api/vehiculo', vehiculo({ cliente_id: clienteId, medio_codigo: 'TAG-G19-1' }));
    expect(r.statusCode).toBe(400);
    expect(r.json().errores).toEqual([{ campo: 'medio_codigo', mensaje: M.identificadorAsignado(primero.placa) }]);
    expect(await contar(t.database, 'vehiculos')).toBe(antes);
  });
});

describe('medio-identificacion', () => {
  it('one active entity per code; the entity must be the business’s; the spec lookups', async () => {
    const clienteId = await crear(admin, 'cliente', cliente());
    const v1 = vehiculo({ cliente_id: clienteId });
    const vehiculo1 = await crear(admin, 'vehiculo', v1);
    const vehiculo2 = await crear(admin, 'vehiculo', vehiculo({ cliente_id: clienteId }));
    const medio = (extra: Record<string, unknown>) => ({
      empresa_id: ids.raiz,
      codigo: 'chip-001',
      tipo: 'CHIP RFID',
      entidad: 'VEHICULO',
      estaciones: [],
      ...extra,
    });

    const vacio = await admin('POST', '/api/medio-identificacion', { empresa_id: ids.raiz });
    expect(vacio.json().errores).toEqual(
      expect.arrayContaining([
        { campo: 'codigo', mensaje: MENSAJES.campoObligatorio },
        { campo: 'tipo', mensaje: MENSAJES.campoObligatorioCorto },
        { campo: 'entidad', mensaje: MENSAJES.campoObligatorioCorto },
      ]),
    );
    const id = await crear(admin, 'medio-identificacion', medio({ entidad_id: vehiculo1 }));
    const antes = await contar(t.database, 'medios_identificacion');
    const asignado = await admin('POST', '/api/medio-identificacion', medio({ entidad_id: vehiculo2 }));
    expect(asignado.statusCode).toBe(400);
    expect(asignado.json().errores).toEqual([{ campo: 'codigo', mensaje: M.identificadorAsignado(v1.placa) }]);
    // Inactive, the code is still the row's: a new one with it is the UNQ refusal; editing the row moves it.
    expect((await admin('PUT', `/api/medio-identificacion/${id}/I`)).json().mensaje).toBe(C.inactivado);
    const inactivo = await admin('POST', '/api/medio-identificacion', medio({ entidad_id: vehiculo2 }));
    expect(inactivo.json().errores).toEqual([{ campo: 'codigo', mensaje: C.codigoRepetido }]);
    expect(await contar(t.database, 'medios_identificacion')).toBe(antes);
    const movido = await admin('PUT', '/api/medio-identificacion', { ...medio({ entidad_id: vehiculo2 }), id });
    expect(movido.statusCode, movido.body).toBe(200);

    // The entity must be of the business and active.
    const ajenoVehiculo = await fila<{ id: number }>(
      t.database.db,
      sql`INSERT INTO vehiculos (negocio_id, placa, tipo_vehiculo) VALUES (${otro.negocioId}, 'OTR123', 'TAXI') RETURNING id`,
    );
    const deOtro = await admin('POST', '/api/medio-identificacion', medio({ codigo: 'chip-002', entidad_id: ajenoVehiculo!.id }));
    expect(deOtro.json().errores).toEqual([{ campo: 'entidad_id', mensaje: M.entidadNoValida }]);
    expect((await ajeno('GET', `/api/medio-identificacion/${id}`)).statusCode).toBe(404);

    const tipos = (await admin('GET', '/api/medios-identificacion/identificadores/tipo_entidad')).json().data;
    expect(tipos.map((x: { codigo: string }) => x.codigo)).toEqual(['PROMOTOR', 'VEHICULO', 'FLOTA']);
    const origen = (await admin('GET', '/api/medios-identificacion/select/origen/2')).json().data;
    expect(origen.map((o: { id: number }) => o.id)).toContain(vehiculo1);
    expect((await ajeno('GET', '/api/medios-identificacion/select/origen/2')).json().data.map((o: { id: number }) => o.id)).not.toContain(
      vehiculo1,
    );
  });

  it('sends media to stations: 206 with the stations not processed, 400 when none is, and the device receives its station’s', async () => {
    const clienteId = await crear(admin, 'cliente', cliente());
    const placas = [nuevaPlaca(), nuevaPlaca(), nuevaPlaca()];
    const vehiculos: number[] = [];
    for (const p of placas) vehiculos.push(await crear(admin, 'vehiculo', vehiculo({ placa: p, cliente_id: clienteId })));
    const medio = (codigo: string, entidadId: number) => ({
      empresa_id: ids.raiz,
      codigo,
      tipo: 'TAG',
      entidad: 'VEHICULO',
      entidad_id: entidadId,
      estaciones: [],
    });
    const enSuya = await crear(admin, 'medio-identificacion', medio('POS-SUYA', vehiculos[0]));
    await crear(admin, 'medio-identificacion', medio('POS-TODAS', vehiculos[1]));
    const enAjena = await crear(admin, 'medio-identificacion', medio('POS-AJENA', vehiculos[2]));

    // The station user sends to its station and to one it does not reach: the latter comes back not processed.
    const parcial = await adminEds('POST', '/api/medios-identificacion/identificadores/estacion', {
      medios: [enSuya],
      estaciones: [suya, ajena],
    });
    expect(parcial.statusCode, parcial.body).toBe(206);
    expect(parcial.json().mensaje).toBe(MENSAJES_EMPLEADO.identificadoresParciales);
    expect(parcial.json().data).toEqual([
      {
        identificador: 'POS-SUYA',
        mensaje: M.estacionNoProcesada,
        alias: '',
        descripcion_origen: 'ESTACION',
        procesar: false,
        estacion_id: ajena,
      },
    ]);
    const guardadas = await filas<{ empresa_id: number }>(
      t.database.db,
      sql`SELECT empresa_id FROM medios_identificacion_empresas WHERE medio_id = ${enSuya}`,
    );
    expect(guardadas).toEqual([{ empresa_id: suya }]);

    // An inactive station, or one of another business, is not processed either; nothing processed is a 400.
    await t.database.db.execute(sql`UPDATE empresas SET estado = 'I' WHERE id = ${ajena}`);
    const ninguna = await admin('POST', '/api/medios-identificacion/identificadores/estacion', {
      medios: [enAjena],
      estaciones: [ajena, otro.estacionId],
    });
    await t.database.db.execute(sql`UPDATE empresas SET estado = 'A' WHERE id = ${ajena}`);
    expect(ninguna.statusCode).toBe(400);
    expect(ninguna.json().mensaje).toBe(M.identificadoresError);
    expect(await contar(t.database, 'medios_identificacion_empresas')).toBe(1);
    const completo = await admin('POST', '/api/medios-identificacion/identificadores/estacion', { medios: [enAjena], estaciones: [ajena] });
    expect(completo.statusCode).toBe(200);
    expect(completo.json().mensaje).toBe(M.identificadoresActualizados);

    // The station's media for the screen and for its devices: sent to it, or to no station.
    const deEstacion = (await admin('GET', `/api/medios-identificacion/identificadores/${suya}`))
      .json()
      .data.map((m: { identificador: string }) => m.identificador);
    expect(deEstacion).toEqual(expect.arrayContaining(['POS-SUYA', 'POS-TODAS']));
    expect(deEstacion).not.toContain('POS-AJENA');
    const get = (version?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/pos/v1/identificadores${version ? `?version=${version}` : ''}`,
        headers: { authorization: `Bearer ${pos.token}` },
      });
    const r = await get();
    expect(r.statusCode, r.body).toBe(200);
    const { version, cambios, identificadores } = r.json().data;
    expect(cambios).toBe(true);
    const codigos = identificadores.map((i: { codigo: string }) => i.codigo);
    expect(codigos).toEqual(expect.arrayContaining(['POS-SUYA', 'POS-TODAS']));
    expect(codigos).not.toContain('POS-AJENA');
    expect(identificadores.find((i: { codigo: string }) => i.codigo === 'POS-SUYA')).toMatchObject({
      entidad: 'VEHICULO',
      vehiculo_id: vehiculos[0],
      placa: placas[0],
      cliente_id: clienteId,
      tipo_cliente: 'CREDITO',
      propia: false,
    });
    expect((await get(version)).json().data).toEqual({ version, cambios: false, identificadores: [] });
    // An inactivated vehicle's tag leaves the list, and the version changes.
    await admin('PUT', `/api/vehiculo/${vehiculos[0]}/I`);
    const despues = (await get(version)).json().data;
    expect(despues.cambios).toBe(true);
    expect(despues.identificadores.map((i: { codigo: string }) => i.codigo)).not.toContain('POS-SUYA');
  });
});
