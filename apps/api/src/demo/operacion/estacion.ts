import { sql } from 'drizzle-orm';
import { fila, type Conn } from '../../db/client';
import type { PuntoAforo } from '../../db/schema/estacion';
import { aforoCilindroHorizontal, guardarAforo } from '../../services/lecturas/aforo';
import { fijarPrecio } from '../../services/productos/precios';
import { registrarDocumento } from '../../services/inventario/documentos';
import type { Azar } from './azar';
import type { CatalogoDemo, CombustibleDemo, ProductoDemo } from './catalogo';

export interface TanqueDemo {
  id: number;
  clave: CombustibleDemo['clave'];
  productoId: number;
  /** Thousandths of a gallon. */
  capacidad: number;
  minimo: number;
  puntos: PuntoAforo[];
  /** Book stock (thousandths), kept by the simulation. */
  stock: number;
  /** Average cost per gallon (cents), kept by the simulation. */
  costo: number;
  aforoId: number;
}

export interface MangueraDemo {
  id: number;
  islaId: number;
  tanque: TanqueDemo;
  /** Current totalizer (thousandths). */
  totalizador: number;
}

export interface IslaDemo {
  id: number;
  equipoId: number;
  mangueras: MangueraDemo[];
}

export interface EstacionDemo {
  empresaId: number;
  indice: number;
  /** Size of the station relative to an average one. */
  factor: number;
  islas: IslaDemo[];
  tanques: TanqueDemo[];
  bodegaCanastilla: number;
  bodegaKiosco: number | null;
  equipoCanastilla: number;
  equipoKiosco: number | null;
  promotores: number[];
  horarios: number[];
  resolucionPos: { id: number; prefijo: string };
  resolucionFe: { id: number; prefijo: string };
  /** Price in force per product (cents), kept by the simulation as prices change. */
  precios: Map<number, number>;
}

const NOMBRES = [
  'CARLOS',
  'LUIS',
  'JOSE',
  'ANDRES',
  'JUAN',
  'DIANA',
  'PAOLA',
  'JORGE',
  'LUZ',
  'ALEXANDER',
  'YEISON',
  'CAMILO',
  'ANGELA',
  'FREDY',
  'WILSON',
  'NATALIA',
];
const APELLIDOS = [
  'RODRIGUEZ',
  'GOMEZ',
  'MARTINEZ',
  'LOPEZ',
  'GONZALEZ',
  'HERNANDEZ',
  'PEREZ',
  'SANCHEZ',
  'RAMIREZ',
  'TORRES',
  'DIAZ',
  'VARGAS',
  'MORENO',
  'JIMENEZ',
  'ROJAS',
];

/** Tank sizes by fuel: capacity (gallons) and inner diameter (mm) of a horizontal cylinder. */
const TANQUES: Record<CombustibleDemo['clave'], { capacidad: number; diametro: number }> = {
  CORRIENTE: { capacidad: 12_000, diametro: 2438 },
  EXTRA: { capacidad: 6_000, diametro: 1900 },
  DIESEL: { capacidad: 10_000, diametro: 2438 },
  ADBLUE: { capacidad: 1_000, diametro: 1200 },
};

async function id(conn: Conn, q: ReturnType<typeof sql>): Promise<number> {
  return (await fila<{ id: number }>(conn, q))!.id;
}

const base36 = (n: number) => n.toString(36).toUpperCase().padStart(3, '0');

/**
 * Sets a station up: islands, pumps and hoses, tanks with their calibration charts, store and kiosk
 * warehouses, devices, promoters, shift templates, numbering resolutions, prices and opening stock.
 * `inicio` is the instant operations start (ISO); `diaInicio` its business day.
 */
export async function montarEstacion(
  conn: Conn,
  o: {
    empresaId: number;
    indice: number;
    negocioId: number;
    catalogo: CatalogoDemo;
    azar: Azar;
    inicio: string;
    diaInicio: string;
    adblue: boolean;
    kiosco: boolean;
    /** The fuel whose tank this station lets run dry (the dry-tank alert). */
    tanqueSeco?: CombustibleDemo['clave'];
  },
): Promise<EstacionDemo> {
  const { empresaId, azar, catalogo } = o;
  const factor = Math.round(azar.entre(0.6, 1.5) * 100) / 100;
  const combustibles = catalogo.combustibles.filter((c) => c.clave !== 'ADBLUE' || o.adblue);

  const tanques: TanqueDemo[] = [];
  for (const c of combustibles) {
    // The tank meant to run dry is a small one, so a month without deliveries empties it.
    const t =
      o.tanqueSeco === c.clave
        ? { capacidad: TANQUES[c.clave].capacidad / 2, diametro: Math.round(TANQUES[c.clave].diametro * 0.8) }
        : TANQUES[c.clave];
    const bodega = await id(
      conn,
      // Installed a year before the demo's operations start: the tests own business days before the demo's.
      sql`INSERT INTO bodegas (empresa_id, codigo, descripcion, tipo, producto_id, capacidad, volumen_minimo, altura_mm, creada_en)
          VALUES (${empresaId}, ${`TQ-${c.clave.slice(0, 3)}`}, ${`TANQUE ${c.clave}`}, 'TANQUE', ${c.id}, ${t.capacidad}, ${t.capacidad * 0.08}, ${t.diametro},
                  ${o.inicio}::timestamptz - interval '1 year')
          RETURNING id`,
    );
    const puntos = aforoCilindroHorizontal(t.capacidad, t.diametro);
    const aforoId = await guardarAforo(conn, bodega, puntos, o.inicio, null);
    tanques.push({
      id: bodega,
      clave: c.clave,
      productoId: c.id,
      capacidad: t.capacidad * 1000,
      minimo: t.capacidad * 80,
      puntos,
      stock: 0,
      costo: c.costo,
      aforoId,
    });
  }
  const bodegaCanastilla = await id(
    conn,
    sql`INSERT INTO bodegas (empresa_id, codigo, descripcion, tipo) VALUES (${empresaId}, 'BOD-CAN', 'BODEGA CANASTILLA', 'CANASTILLA') RETURNING id`,
  );
  const bodegaKiosco = o.kiosco
    ? await id(
        conn,
        sql`INSERT INTO bodegas (empresa_id, codigo, descripcion, tipo) VALUES (${empresaId}, 'BOD-KIO', 'BODEGA KIOSCO', 'KIOSCO') RETURNING id`,
      )
    : null;

  let serial = 0;
  const equipo = (alias: string, tipo: string, islaId: number | null, negocios: string) =>
    id(
      conn,
      sql`INSERT INTO equipos (empresa_id, alias, tipo, serial, isla_id, ip, identificador_dispositivo, tipos_negocio)
          VALUES (${empresaId}, ${alias}, ${tipo}, ${`SN-${empresaId}-${++serial}`}, ${islaId}, ${`192.168.${o.indice % 250}.${10 + serial}`},
                  ${`DEV-${empresaId}-${serial}`}, ${`{${negocios}}`}::text[])
          RETURNING id`,
    );

  const numIslas = factor > 1.2 ? 3 : 2;
  const islas: IslaDemo[] = [];
  for (let i = 1; i <= numIslas; i++) {
    const islaId = await id(
      conn,
      sql`INSERT INTO islas (empresa_id, codigo, descripcion) VALUES (${empresaId}, ${`I${i}`}, ${`ISLA ${i}`}) RETURNING id`,
    );
    const surtidor = await id(
      conn,
      sql`INSERT INTO surtidores (empresa_id, isla_id, numero, marca, modelo, serial, protocolo, direccion, caras)
          VALUES (${empresaId}, ${islaId}, ${i}, ${i % 2 ? 'GILBARCO' : 'WAYNE'}, ${i % 2 ? 'ENCORE 700' : 'HELIX 6000'}, ${`SUR-${empresaId}-${i}`}, ${i % 2 ? 'GILBARCO 2W' : 'WAYNE DART'}, ${i}, 2)
          RETURNING id`,
    );
    const mangueras: MangueraDemo[] = [];
    let numero = 0;
    for (let cara = 1; cara <= 2; cara++) {
      for (const t of tanques) {
        // Extra on the first islands only; AdBlue on one face of the last island (trucks).
        if (t.clave === 'EXTRA' && i === numIslas && numIslas > 2) continue;
        if (t.clave === 'ADBLUE' && (i !== numIslas || cara !== 1)) continue;
        numero++;
        const inicial = azar.entero(50_000, 900_000) * 1000;
        const mangueraId = await id(
          conn,
          sql`INSERT INTO mangueras (empresa_id, surtidor_id, numero, cara, producto_id, bodega_id, lectura_inicial)
              VALUES (${empresaId}, ${surtidor}, ${numero}, ${cara}, ${t.productoId}, ${t.id}, ${(inicial / 1000).toFixed(3)}) RETURNING id`,
        );
        mangueras.push({ id: mangueraId, islaId, tanque: t, totalizador: inicial });
      }
    }
    islas.push({ id: islaId, equipoId: await equipo(`POS ISLA ${i}`, 'POS', islaId, 'C'), mangueras });
  }
  const equipoCanastilla = await equipo('POS CANASTILLA', 'POS', null, 'S');
  const equipoKiosco = o.kiosco ? await equipo('POS KIOSCO', 'POS', null, 'K,S') : null;
  await equipo('SONDA TANQUES', 'SONDA DE TANQUES', null, 'C');
  // The store and the kiosk are points of sale (Canastillas y kioscos) with their warehouse and device.
  const punto = async (nombre: string, tipo: 'S' | 'K', bodegaId: number, equipoId: number) => {
    const puntoId = await id(
      conn,
      sql`INSERT INTO puntos_venta (empresa_id, nombre, tipo, bodega_id) VALUES (${empresaId}, ${nombre}, ${tipo}, ${bodegaId}) RETURNING id`,
    );
    await conn.execute(sql`INSERT INTO puntos_venta_equipos (punto_venta_id, equipo_id) VALUES (${puntoId}, ${equipoId})`);
  };
  await punto('TIENDA', 'S', bodegaCanastilla, equipoCanastilla);
  if (bodegaKiosco !== null && equipoKiosco !== null) await punto('KIOSCO', 'K', bodegaKiosco, equipoKiosco);

  const promotores: number[] = [];
  for (let p = 0; p < numIslas * 3 + 2; p++) {
    const identificacion = String(9_100_000_000 + o.indice * 100 + p);
    const persona = await id(
      conn,
      sql`INSERT INTO personas (negocio_id, empresas_id, tipo_identificacion_id, identificacion, nombres, apellidos, cargo, atributos)
          VALUES (${o.negocioId}, ${empresaId}, 13, ${identificacion}, ${azar.elegir(NOMBRES)}, ${`${azar.elegir(APELLIDOS)} ${azar.elegir(APELLIDOS)}`},
                  'PROMOTOR', '{"cliente":"N","proveedor":"N","propietario":"N"}'::jsonb)
          RETURNING id`,
    );
    promotores.push(
      await id(
        conn,
        sql`INSERT INTO promotores (persona_id, empresa_id, codigo, tope_efectivo) VALUES (${persona}, ${empresaId}, ${`P${String(p + 1).padStart(3, '0')}`}, 400000) RETURNING id`,
      ),
    );
  }
  const horarios: number[] = [];
  for (const [nombre, inicio, fin] of [
    ['MAÑANA', '06:00', '14:00'],
    ['TARDE', '14:00', '22:00'],
    ['NOCHE', '22:00', '06:00'],
  ] as const) {
    horarios.push(
      await id(
        conn,
        sql`INSERT INTO horarios (empresa_id, nombre, hora_inicio, hora_fin) VALUES (${empresaId}, ${nombre}, ${inicio}, ${fin}) RETURNING id`,
      ),
    );
  }

  const resolucion = (tipo: string, prefijo: string, desde: number, hasta: number, negocios: string) =>
    id(
      conn,
      sql`INSERT INTO resoluciones (negocio_id, empresa_id, tipo_documento, numero, prefijo, desde, hasta, fecha_inicio, fecha_fin, clave_tecnica, tipos_negocio)
          VALUES (${o.negocioId}, ${empresaId}, ${tipo}, ${`18764${String(empresaId).padStart(9, '0')}`.slice(0, 14)}, ${prefijo}, ${desde}, ${hasta},
                  ${o.diaInicio}::date - 30, ${o.diaInicio}::date + 700, ${`fc8eac422eba16e22ffd8c6f94b3f40a6e38162c${empresaId}`}, ${`{${negocios}}`}::text[])
          RETURNING id`,
    );
  const prefijoPos = `P${base36(o.indice)}`;
  const prefijoFe = `F${base36(o.indice)}`;
  const resolucionPos = { id: await resolucion('POS ELECTRONICO', prefijoPos, 1, 5_000_000, 'C,S,K'), prefijo: prefijoPos };
  const resolucionFe = { id: await resolucion('FACTURA ELECTRONICA', prefijoFe, 1, 1_000_000, 'C,S,K'), prefijo: prefijoFe };

  const precios = new Map<number, number>();
  const poner = async (p: ProductoDemo, variacion: number) => {
    const precio = Math.round((p.precio * variacion) / 1000) * 1000;
    precios.set(p.id, precio);
    await fijarPrecio(conn, { empresaId, productoId: p.id, precio, desde: o.inicio, origen: 'INICIAL' });
  };
  const regional = azar.entre(0.98, 1.03);
  for (const c of combustibles) await poner(c, regional);
  for (const p of catalogo.canastilla) await poner(p, 1);
  if (o.kiosco) for (const p of catalogo.kiosco.filter((k) => !k.tiposNegocio.includes('S'))) await poner(p, 1);

  // Opening stock: tanks between 55 and 75 % full (the tank meant to run dry starts low), goods for a couple of weeks.
  for (const t of tanques) {
    const c = combustibles.find((x) => x.id === t.productoId)!;
    const lleno = o.tanqueSeco === t.clave ? 0.12 : azar.entre(0.55, 0.75);
    const cantidad = Math.round((t.capacidad * lleno) / 1000) * 1000;
    t.stock = cantidad;
    await registrarDocumento(conn, {
      empresaId,
      tipo: 'AJUSTE_INICIAL',
      fecha: o.inicio,
      fechaNegocio: o.diaInicio,
      tipoNegocio: 'C',
      bodegaId: t.id,
      concepto: 'INVENTARIO INICIAL',
      lineas: [{ productoId: t.productoId, cantidad, costoUnitario: c.costo }],
    });
  }
  await registrarDocumento(conn, {
    empresaId,
    tipo: 'AJUSTE_INICIAL',
    fecha: o.inicio,
    fechaNegocio: o.diaInicio,
    tipoNegocio: 'S',
    bodegaId: bodegaCanastilla,
    concepto: 'INVENTARIO INICIAL',
    lineas: catalogo.canastilla.map((p) => ({ productoId: p.id, cantidad: azar.entero(60, 110) * 1000, costoUnitario: p.costo })),
  });
  if (bodegaKiosco !== null) {
    await registrarDocumento(conn, {
      empresaId,
      tipo: 'AJUSTE_INICIAL',
      fecha: o.inicio,
      fechaNegocio: o.diaInicio,
      tipoNegocio: 'K',
      bodegaId: bodegaKiosco,
      concepto: 'INVENTARIO INICIAL',
      lineas: catalogo.kiosco.map((p) => ({ productoId: p.id, cantidad: azar.entero(40, 90) * 1000, costoUnitario: p.costo })),
    });
  }

  return {
    empresaId,
    indice: o.indice,
    factor,
    islas,
    tanques,
    bodegaCanastilla,
    bodegaKiosco,
    equipoCanastilla,
    equipoKiosco,
    promotores,
    horarios,
    resolucionPos,
    resolucionFe,
    precios,
  };
}
