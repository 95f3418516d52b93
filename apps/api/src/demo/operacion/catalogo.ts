import { sql } from 'drizzle-orm';
import { COMBUSTIBLE, type TipoNegocio } from '@eds/contracts/operacion';
import { fila, type Conn } from '../../db/client';
import { placaAleatoria, type Azar } from './azar';
import { HOY_BOGOTA } from '../../lib/tiempo';

/** A product of the demo catalogue with its list price and purchase cost (cents). */
export interface ProductoDemo {
  id: number;
  descripcion: string;
  precio: number;
  costo: number;
  tiposNegocio: TipoNegocio[];
  /** Share of the store's sales lines (weights). */
  peso: number;
}

export interface CombustibleDemo extends ProductoDemo {
  clave: 'CORRIENTE' | 'EXTRA' | 'DIESEL' | 'ADBLUE';
  combustibleId: number;
}

export interface ClienteDemo {
  id: number;
  credito: boolean;
  cupoId: number | null;
  vehiculos: { id: number; placa: string; diesel: boolean }[];
}

export interface CatalogoDemo {
  negocioId: number;
  combustibles: CombustibleDemo[];
  canastilla: ProductoDemo[];
  kiosco: ProductoDemo[];
  medios: Record<'efectivo' | 'debito' | 'credito' | 'transferencia' | 'creditoCliente' | 'app' | 'consumoInterno' | 'bono', number>;
  proveedores: { combustible: number; canastilla: number[]; kiosco: number[] };
  clientesCredito: ClienteDemo[];
  clientesContado: ClienteDemo[];
  flotaPropia: ClienteDemo;
}

async function id(conn: Conn, q: ReturnType<typeof sql>): Promise<number> {
  const r = await fila<{ id: number }>(conn, q);
  return r!.id;
}

/** Colombian fuel prices per gallon (COP, late 2025) and wholesale costs. */
const COMBUSTIBLES = [
  {
    clave: 'CORRIENTE',
    codigo: 'COMB-001',
    descripcion: 'GASOLINA CORRIENTE',
    combustibleId: COMBUSTIBLE.CORRIENTE,
    precio: 16_190_00,
    costo: 14_350_00,
  },
  {
    clave: 'EXTRA',
    codigo: 'COMB-002',
    descripcion: 'GASOLINA EXTRA',
    combustibleId: COMBUSTIBLE.EXTRA,
    precio: 19_590_00,
    costo: 17_120_00,
  },
  {
    clave: 'DIESEL',
    codigo: 'COMB-003',
    descripcion: 'ACPM DIESEL',
    combustibleId: COMBUSTIBLE.DIESEL,
    precio: 10_950_00,
    costo: 9_610_00,
  },
  { clave: 'ADBLUE', codigo: 'COMB-004', descripcion: 'ADBLUE', combustibleId: COMBUSTIBLE.ADBLUE, precio: 12_500_00, costo: 8_900_00 },
] as const;

/** [codigo, descripcion, categoria, precio, costo, business types, weight]. */
const CANASTILLA: [string, string, string, number, number, TipoNegocio[], number][] = [
  ['CAN-001', 'AGUA CRISTAL 600 ML', 'BEB', 2_800_00, 1_350_00, ['S', 'K'], 12],
  ['CAN-002', 'GASEOSA COCA COLA 400 ML', 'BEB', 3_900_00, 2_100_00, ['S', 'K'], 14],
  ['CAN-003', 'GASEOSA POSTOBON 400 ML', 'BEB', 3_300_00, 1_750_00, ['S', 'K'], 9],
  ['CAN-004', 'GATORADE 500 ML', 'BEB', 5_200_00, 3_100_00, ['S'], 6],
  ['CAN-005', 'RED BULL 250 ML', 'BEB', 8_900_00, 5_600_00, ['S'], 4],
  ['CAN-006', 'CERVEZA AGUILA LATA', 'BEB', 4_200_00, 2_600_00, ['S'], 5],
  ['CAN-007', 'PAPAS MARGARITA 45 G', 'SNK', 3_500_00, 1_900_00, ['S', 'K'], 9],
  ['CAN-008', 'DETODITO 45 G', 'SNK', 3_700_00, 2_000_00, ['S'], 6],
  ['CAN-009', 'CHOCOLATINA JET', 'SNK', 1_500_00, 750_00, ['S', 'K'], 8],
  ['CAN-010', 'GALLETAS FESTIVAL', 'SNK', 2_200_00, 1_150_00, ['S'], 6],
  ['CAN-011', 'CHICLES TRIDENT', 'SNK', 2_500_00, 1_300_00, ['S'], 5],
  ['CAN-012', 'MANI LA ESPECIAL', 'SNK', 3_200_00, 1_700_00, ['S'], 4],
  ['CAN-013', 'ACEITE MOTOR 20W50 1/4', 'LUB', 32_000_00, 21_500_00, ['S'], 3],
  ['CAN-014', 'ACEITE 2T MOTO 1/4', 'LUB', 18_500_00, 11_800_00, ['S'], 3],
  ['CAN-015', 'REFRIGERANTE 1 GL', 'LUB', 29_900_00, 18_000_00, ['S'], 1],
  ['CAN-016', 'LIQUIDO DE FRENOS DOT4', 'LUB', 15_900_00, 9_200_00, ['S'], 1],
  ['CAN-017', 'HIELO BOLSA 2 KG', 'ASE', 4_000_00, 1_800_00, ['S'], 2],
  ['CAN-018', 'PAÑITOS HUMEDOS', 'ASE', 6_900_00, 3_900_00, ['S'], 1],
  ['CAN-019', 'AMBIENTADOR CARRO', 'ASE', 9_900_00, 5_200_00, ['S'], 1],
  ['CAN-020', 'CIGARRILLOS MARLBORO', 'SNK', 12_500_00, 9_800_00, ['S'], 3],
];

const KIOSCO: [string, string, string, number, number, TipoNegocio[], number][] = [
  ['KIO-001', 'CAFE TINTO', 'CAF', 2_000_00, 500_00, ['K'], 20],
  ['KIO-002', 'CAFE CAPUCCINO', 'CAF', 5_500_00, 1_800_00, ['K'], 8],
  ['KIO-003', 'EMPANADA DE CARNE', 'COM', 3_500_00, 1_400_00, ['K'], 14],
  ['KIO-004', 'PAN DE BONO', 'COM', 2_500_00, 900_00, ['K'], 10],
  ['KIO-005', 'AREPA CON QUESO', 'COM', 6_000_00, 2_300_00, ['K'], 7],
  ['KIO-006', 'SANDWICH JAMON QUESO', 'COM', 9_500_00, 4_100_00, ['K'], 5],
  ['KIO-007', 'JUGO NATURAL', 'CAF', 6_500_00, 2_200_00, ['K'], 6],
  ['KIO-008', 'PERRO CALIENTE', 'COM', 8_000_00, 3_300_00, ['K'], 5],
];

const CATEGORIAS: [string, string, TipoNegocio][] = [
  ['COM-C', 'COMBUSTIBLES', 'C'],
  ['BEB', 'BEBIDAS', 'S'],
  ['SNK', 'SNACKS Y DULCES', 'S'],
  ['LUB', 'LUBRICANTES Y ADITIVOS', 'S'],
  ['ASE', 'ASEO Y VARIOS', 'S'],
  ['CAF', 'CAFETERIA', 'K'],
  ['COM', 'COMIDAS', 'K'],
];

const EMPRESAS_TRANSPORTE = [
  'TRANSPORTES DEL CARIBE S.A.S.',
  'COOPERATIVA DE TAXIS LA COSTEÑA',
  'LOGISTICA ANDINA DE CARGA S.A.',
  'EXPRESO BRASILIA S.A.',
  'TRANSPORTADORA DE VALORES DEL NORTE',
  'DISTRIBUIDORA DE ALIMENTOS EL SOL',
  'CONSTRUCTORA VIAS DE COLOMBIA',
  'TAXIS LIBRES BOGOTA',
  'MENSAJERIA RAPIDA EXPRESS',
  'AGROINDUSTRIAL DEL VALLE S.A.S.',
];

const PERSONAS_CONTADO = [
  ['1045678901', 'ANDRES FELIPE GOMEZ'],
  ['52987654', 'MARIA FERNANDA ROJAS'],
  ['1020304050', 'JUAN CAMILO HERRERA'],
  ['43567890', 'SANDRA MILENA OSPINA'],
  ['80123456', 'JORGE ENRIQUE CASTRO'],
  ['1098765432', 'VALENTINA MORALES'],
] as const;

/** A 12-digit base with its EAN-13 check digit (weights 1, 3 from the left). */
export function ean13(base: string): string {
  const suma = [...base].reduce((a, d, i) => a + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${base}${(10 - (suma % 10)) % 10}`;
}

/** The demo business's catalogue: what every station of the business shares. */
export async function sembrarCatalogoDemo(conn: Conn, negocioId: number, azar: Azar): Promise<CatalogoDemo> {
  const categorias = new Map<string, number>();
  for (const [codigo, descripcion, tipo] of CATEGORIAS) {
    categorias.set(
      codigo,
      await id(
        conn,
        sql`INSERT INTO categorias (negocio_id, codigo, descripcion, tipo_negocio) VALUES (${negocioId}, ${codigo}, ${descripcion}, ${tipo}) RETURNING id`,
      ),
    );
  }
  const unidad = async (codigo: string) => id(conn, sql`SELECT id FROM unidades WHERE negocio_id IS NULL AND codigo = ${codigo}`);
  const galon = await unidad('GAL');
  const und = await unidad('UND');
  // The business's own packaging units beside the system ones (the units screen shows both).
  await conn.execute(sql`INSERT INTO unidades (negocio_id, codigo, descripcion, abreviatura, codigo_dian, unidad_base_id, factor) VALUES
    (${negocioId}, 'PACA6', 'PACA X 6', 'PAC', 'XPK', ${und}, 6),
    (${negocioId}, 'CAJA24', 'CAJA X 24', 'CJ', 'XBX', ${und}, 24),
    (${negocioId}, 'CANECA55', 'CANECA 55 GALONES', 'CAN', 'XDR', ${galon}, 55)`);

  const impuesto = (codigo: string, descripcion: string, dian: string, tipo: '%' | '$', valor: string) =>
    id(
      conn,
      sql`INSERT INTO impuestos (negocio_id, codigo, descripcion, codigo_dian, porcentaje_valor, impuesto_valor, vigente_desde)
          VALUES (${negocioId}, ${codigo}, ${descripcion}, ${dian}, ${tipo}, ${valor}, '2024-01-01') RETURNING id`,
    );
  const iva = await impuesto('IVA19', 'IVA 19%', '01', '%', '19');
  const inc = await impuesto('INC8', 'IMPUESTO AL CONSUMO 8%', '04', '%', '8');
  const ingaGasolina = await impuesto('INGA-GAS', 'IMPUESTO NACIONAL A LA GASOLINA', '24', '$', '740.0000');
  const ingaAcpm = await impuesto('INGA-ACPM', 'IMPUESTO NACIONAL AL ACPM', '24', '$', '700.0000');
  const carbono = await impuesto('CARBONO', 'IMPUESTO AL CARBONO', '23', '$', '226.0000');

  const producto = async (p: {
    codigo: string;
    descripcion: string;
    tipo: number;
    combustibleId: number | null;
    tipos: TipoNegocio[];
    categoria: number;
    unidad: number;
    precio: number;
    impuestos: number[];
  }) => {
    const nuevo = await id(
      conn,
      sql`INSERT INTO productos (negocio_id, codigo, descripcion, tipo_producto_id, clase_producto_id, combustible_id, tipos_negocio, categoria_id, unidad_id, precio, stock_minimo, stock_maximo)
          VALUES (${negocioId}, ${p.codigo}, ${p.descripcion}, ${p.tipo}, 23, ${p.combustibleId}, ${`{${p.tipos.join(',')}}`}::text[], ${p.categoria}, ${p.unidad},
                  ${(p.precio / 100).toFixed(2)}, ${p.tipo === 21 ? null : '10'}, ${p.tipo === 21 ? null : '120'})
          RETURNING id`,
    );
    for (const i of p.impuestos)
      await conn.execute(sql`INSERT INTO productos_impuestos (producto_id, impuesto_id) VALUES (${nuevo}, ${i})`);
    return nuevo;
  };

  const combustibles: CombustibleDemo[] = [];
  for (const c of COMBUSTIBLES) {
    const impuestos = c.clave === 'DIESEL' ? [ingaAcpm, carbono] : c.clave === 'ADBLUE' ? [iva] : [ingaGasolina, carbono];
    const nuevo = await producto({ ...c, tipo: 21, tipos: ['C'], categoria: categorias.get('COM-C')!, unidad: galon, impuestos });
    combustibles.push({
      id: nuevo,
      clave: c.clave,
      descripcion: c.descripcion,
      combustibleId: c.combustibleId,
      precio: c.precio,
      costo: c.costo,
      tiposNegocio: ['C'],
      peso: 1,
    });
  }
  // GNV is in the catalogue (m³) though no demo station sells it.
  await producto({
    codigo: 'COMB-005',
    descripcion: 'GAS NATURAL VEHICULAR',
    tipo: 21,
    combustibleId: COMBUSTIBLE.GNV,
    tipos: ['C'],
    categoria: categorias.get('COM-C')!,
    unidad: await unidad('M3'),
    precio: 3_150_00,
    impuestos: [],
  });

  // Goods carry an EAN-13 barcode (the physical count scans them): 7709990 + a running number + the check digit.
  let barras = 0;
  const bienes = async (lista: typeof CANASTILLA) => {
    const salida: ProductoDemo[] = [];
    for (const [codigo, descripcion, cat, precio, costo, tipos, peso] of lista) {
      const impuestos = cat === 'COM' || cat === 'CAF' ? [inc] : [iva];
      const nuevo = await producto({
        codigo,
        descripcion,
        tipo: 20,
        combustibleId: null,
        tipos,
        categoria: categorias.get(cat)!,
        unidad: und,
        precio,
        impuestos,
      });
      await conn.execute(
        sql`UPDATE productos SET codigos_barras = ${`{${ean13(`7709990${String(++barras).padStart(5, '0')}`)}}`}::text[] WHERE id = ${nuevo}`,
      );
      salida.push({ id: nuevo, descripcion, precio, costo, tiposNegocio: tipos, peso });
    }
    return salida;
  };
  const canastilla = await bienes(CANASTILLA);
  const kiosco = [...(await bienes(KIOSCO)), ...canastilla.filter((p) => p.tiposNegocio.includes('K'))];
  await conn.execute(sql`INSERT INTO productos (negocio_id, codigo, descripcion, tipo_producto_id, clase_producto_id, tipos_negocio, unidad_id, precio)
    VALUES (${negocioId}, 'SRV-001', 'LAVADO DE VEHICULO', 22, 23, '{S}', ${und}, 25000)`);

  const medio = (
    codigo: string,
    descripcion: string,
    tipo: string,
    dian: string,
    categoria: string,
    opciones: { datafono?: boolean; cliente?: boolean; cambio?: boolean } = {},
  ) =>
    id(
      conn,
      sql`INSERT INTO medios_pago (negocio_id, codigo, descripcion, tipo, codigo_dian, categoria_conciliacion, requiere_datafono, requiere_cliente, da_cambio)
          VALUES (${negocioId}, ${codigo}, ${descripcion}, ${tipo}, ${dian}, ${categoria}, ${opciones.datafono ?? false}, ${opciones.cliente ?? false}, ${opciones.cambio ?? false})
          RETURNING id`,
    );
  const medios = {
    efectivo: await medio('EFE', 'EFECTIVO', 'EFECTIVO', '10', 'CONTADO', { cambio: true }),
    debito: await medio('TDB', 'TARJETA DEBITO', 'TARJETA', '49', 'OTROS MEDIOS DE PAGOS', { datafono: true }),
    credito: await medio('TCR', 'TARJETA CREDITO', 'TARJETA', '48', 'OTROS MEDIOS DE PAGOS', { datafono: true }),
    transferencia: await medio('NEQ', 'TRANSFERENCIA NEQUI', 'TRANSFERENCIA', '47', 'OTROS MEDIOS DE PAGOS'),
    creditoCliente: await medio('CRE', 'CREDITO CLIENTE PROPIO', 'CREDITO', 'ZZZ', 'CREDITO', { cliente: true }),
    app: await medio('APP', 'APP TERPEL', 'APP/TAG', 'ZZZ', 'PRIVADA'),
    consumoInterno: await medio('CIN', 'CONSUMO INTERNO', 'CONSUMO INTERNO', 'ZZZ', 'CONSUMO INTERNO', { cliente: true }),
    bono: await medio('BON', 'BONO REGALO', 'BONO', 'ZZZ', 'PRIVADA'),
  };
  await medio('GOP', 'GOPASS TAG', 'APP/TAG', 'ZZZ', 'PRIVADA');
  await medio('PRE', 'PREPAGO', 'PREPAGO', 'ZZZ', 'CREDITO', { cliente: true });

  const proveedor = (nit: string, razon: string, tipo: string, correo: string, plazo: number) =>
    id(
      conn,
      sql`INSERT INTO proveedores (negocio_id, tipo_identificacion_id, nit, razon_social, nombre_comercial, correo, plazo_pago, tipo)
          VALUES (${negocioId}, 31, ${nit}, ${razon}, ${razon.split(' ')[0]}, ${correo}, ${plazo}, ${tipo}) RETURNING id`,
    );
  const proveedores = {
    combustible: await proveedor('830095213', 'ORGANIZACION TERPEL S.A.', 'COMBUSTIBLE', 'pedidos@terpel.com.co', 8),
    canastilla: [
      await proveedor('890903858', 'POSTOBON S.A.', 'CANASTILLA', 'ventas@postobon.com.co', 30),
      await proveedor('860005224', 'COCA-COLA FEMSA COLOMBIA', 'CANASTILLA', 'pedidos@kof.com.co', 30),
      await proveedor('890917065', 'PRODUCTOS ALIMENTICIOS MARGARITA', 'CANASTILLA', 'pedidos@margarita.com.co', 45),
      await proveedor('860001022', 'LUBRICANTES MOBIL COLOMBIA', 'CANASTILLA', 'ventas@mobil.com.co', 60),
    ],
    kiosco: [await proveedor('900123987', 'PANADERIA Y CAFETERIA EL TRIGAL', 'KIOSCO', 'pedidos@eltrigal.com.co', 15)],
  };
  await proveedor('800142383', 'PRIMAX COLOMBIA S.A.', 'COMBUSTIBLE', 'pedidos@primax.com.co', 8);

  for (const [codigo, nit, razon, tipo] of [
    ['BANCOL', '890903938', 'BANCOLOMBIA S.A.', 'BANCO'],
    ['DAVIV', '860034313', 'BANCO DAVIVIENDA S.A.', 'BANCO'],
    ['FINGNV', '900555123', 'FINANCIERA GAS NATURAL VEHICULAR', 'FINANCIERA GNV'],
  ] as const) {
    await conn.execute(
      sql`INSERT INTO financieras (negocio_id, codigo, nit, razon_social, tipo) VALUES (${negocioId}, ${codigo}, ${nit}, ${razon}, ${tipo})`,
    );
  }
  for (const [codigo, nit, razon, tipo, vence] of [
    ['TALL01', '900777111', 'TALLER CONVERSIONES GNV DEL NORTE', 'CONVERSION GNV', '2027-06-30'],
    ['TALL02', '900777222', 'SERVITECA LA 30', 'MECANICO', '2027-01-31'],
    ['TALL03', '900777333', 'LUBRICENTRO EXPRESS', 'LUBRICACION', '2025-01-31'],
  ] as const) {
    await conn.execute(sql`INSERT INTO talleres (negocio_id, codigo, nit, razon_social, tipo, habilitacion, vigente_hasta)
      VALUES (${negocioId}, ${codigo}, ${nit}, ${razon}, ${tipo}, ${`HAB-${codigo}`}, ${vence})`);
  }
  for (const [codigo, nit, razon, onac] of [
    ['VER01', '900888111', 'CERTIFICADORA TECNICA DE GAS S.A.S.', '14-OIN-003'],
    ['VER02', '900888222', 'ORGANISMO DE INSPECCION VEHICULAR DEL CARIBE', '15-OIN-021'],
  ] as const) {
    await conn.execute(sql`INSERT INTO verificadoras (negocio_id, codigo, nit, razon_social, acreditacion_onac, vigente_hasta)
      VALUES (${negocioId}, ${codigo}, ${nit}, ${razon}, ${onac}, '2027-12-31')`);
  }

  const clientesCredito: ClienteDemo[] = [];
  const usadas = new Set<string>();
  const placaNueva = (moto = false) => {
    let p = placaAleatoria(azar, moto);
    while (usadas.has(p)) p = placaAleatoria(azar, moto);
    usadas.add(p);
    return p;
  };
  for (const [i, nombre] of EMPRESAS_TRANSPORTE.entries()) {
    const nit = String(900_200_000 + i * 7919);
    const clienteId = await id(
      conn,
      sql`INSERT INTO clientes (negocio_id, tipo_identificacion_id, identificacion, nombre, correo, telefono, direccion, tipo, autoriza_datos, atributos)
          VALUES (${negocioId}, 31, ${nit}, ${nombre}, ${`facturacion${i + 1}@cliente.com.co`}, ${`60${5_300_000 + i}`}, ${`CALLE ${10 + i} # ${20 + i}-${30 + i}`},
                  'CREDITO', true, '{"value": "S"}'::jsonb)
          RETURNING id`,
    );
    const flotaId = await id(
      conn,
      sql`INSERT INTO flotas (negocio_id, cliente_id, codigo, nombre, centro_costo) VALUES (${negocioId}, ${clienteId}, ${`FL${String(i + 1).padStart(3, '0')}`}, ${`FLOTA ${nombre.split(' ').slice(0, 3).join(' ')}`}, ${`CC-${100 + i}`}) RETURNING id`,
    );
    // Quotas sized so that a few customers end the month near their limit (the own-client alert).
    const cupo = [120, 100, 80, 60][i % 4] * 1_000_000;
    const cupoId = await id(
      conn,
      sql`INSERT INTO cupos (cliente_id, tipo, valor, periodicidad, umbrales) VALUES (${clienteId}, 'CREDITO', ${cupo}, 'MENSUAL', '{80,90,100}') RETURNING id`,
    );
    const vehiculos: ClienteDemo['vehiculos'] = [];
    const n = azar.entero(3, 8);
    for (let v = 0; v < n; v++) {
      const diesel = i % 3 !== 1;
      const placa = placaNueva();
      const vehiculoId = await id(
        conn,
        sql`INSERT INTO vehiculos (negocio_id, placa, tipo_vehiculo, combustible_id, flota_id, cliente_id, kilometraje, capacidad_tanque)
            VALUES (${negocioId}, ${placa}, ${diesel ? 'CAMION' : 'TAXI'}, ${diesel ? COMBUSTIBLE.DIESEL : COMBUSTIBLE.CORRIENTE}, ${flotaId}, ${clienteId},
                    ${azar.entero(20_000, 400_000)}, ${diesel ? '80' : '12'}) RETURNING id`,
      );
      await conn.execute(
        sql`INSERT INTO medios_identificacion (negocio_id, codigo, tipo, entidad, entidad_id) VALUES (${negocioId}, ${`TAG${vehiculoId.toString().padStart(8, '0')}`}, 'TAG', 'VEHICULO', ${vehiculoId})`,
      );
      vehiculos.push({ id: vehiculoId, placa, diesel });
    }
    clientesCredito.push({ id: clienteId, credito: true, cupoId, vehiculos });
  }
  const clientesContado: ClienteDemo[] = [];
  for (const [identificacion, nombre] of PERSONAS_CONTADO) {
    const clienteId = await id(
      conn,
      sql`INSERT INTO clientes (negocio_id, tipo_identificacion_id, identificacion, nombre, correo, tipo, autoriza_datos)
          VALUES (${negocioId}, 13, ${identificacion}, ${nombre}, ${`${identificacion}@correo.com`}, 'CONTADO', true) RETURNING id`,
    );
    clientesContado.push({ id: clienteId, credito: false, cupoId: null, vehiculos: [] });
  }
  const prepago = await id(
    conn,
    sql`INSERT INTO clientes (negocio_id, tipo_identificacion_id, identificacion, nombre, tipo, autoriza_datos) VALUES (${negocioId}, 31, '901234567', 'GRUPO EMPRESARIAL PREPAGO S.A.S.', 'PREPAGO', true) RETURNING id`,
  );
  await conn.execute(
    sql`INSERT INTO cupos (cliente_id, tipo, valor, periodicidad, umbrales) VALUES (${prepago}, 'PREPAGO', 5000000, 'SIN PERIODO', '{80,90,100}')`,
  );

  const propio = await id(
    conn,
    sql`INSERT INTO clientes (negocio_id, tipo_identificacion_id, identificacion, nombre, tipo, autoriza_datos) VALUES (${negocioId}, 31, '900456789', 'COMBUSTIBLES ANDINOS S.A.S. (CONSUMO INTERNO)', 'CREDITO', true) RETURNING id`,
  );
  const flotaPropia = await id(
    conn,
    sql`INSERT INTO flotas (negocio_id, cliente_id, codigo, nombre, propia) VALUES (${negocioId}, ${propio}, 'FLPROPIA', 'FLOTA PROPIA', true) RETURNING id`,
  );
  const propios: ClienteDemo['vehiculos'] = [];
  for (let v = 0; v < 3; v++) {
    const placa = placaNueva();
    propios.push({
      id: await id(
        conn,
        sql`INSERT INTO vehiculos (negocio_id, placa, tipo_vehiculo, combustible_id, flota_id, cliente_id) VALUES (${negocioId}, ${placa}, 'CAMIONETA', ${COMBUSTIBLE.DIESEL}, ${flotaPropia}, ${propio}) RETURNING id`,
      ),
      placa,
      diesel: true,
    });
  }

  // A promotion and a special price, so the lookups and screens have something to show.
  const promo = await id(
    conn,
    sql`INSERT INTO promociones (negocio_id, nombre, tipo, valor, pague_n, lleve_m, fecha_inicio, fecha_fin, dias, tipos_negocio)
        VALUES (${negocioId}, 'PAGUE 2 LLEVE 3 GASEOSAS', 'PAGUE N LLEVE M', 0, 2, 3, ${HOY_BOGOTA} - 30, ${HOY_BOGOTA} + 30, '{}', '{S,K}') RETURNING id`,
  );
  await conn.execute(
    sql`INSERT INTO promociones_productos (promocion_id, producto_id) VALUES (${promo}, ${canastilla[1].id}), (${promo}, ${canastilla[2].id})`,
  );
  // At every station of the business: the Promociones screens list the promotions that reach the user's stations.
  await conn.execute(
    sql`INSERT INTO promociones_empresas (promocion_id, empresa_id) SELECT ${promo}, id FROM empresas WHERE negocio_id = ${negocioId} AND tipo = 3`,
  );
  const diesel = combustibles.find((c) => c.clave === 'DIESEL')!;
  await conn.execute(sql`INSERT INTO precios_especiales (negocio_id, producto_id, cliente_id, precio, fecha_inicio, fecha_fin)
    VALUES (${negocioId}, ${diesel.id}, ${clientesCredito[0].id}, ${((diesel.precio - 300_00) / 100).toFixed(2)}, ${HOY_BOGOTA} - 60, ${HOY_BOGOTA} + 120)`);

  return {
    negocioId,
    combustibles,
    canastilla,
    kiosco,
    medios,
    proveedores,
    clientesCredito,
    clientesContado,
    flotaPropia: { id: propio, credito: true, cupoId: null, vehiculos: propios },
  };
}
