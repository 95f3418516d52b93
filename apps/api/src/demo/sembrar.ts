import { sql } from 'drizzle-orm';
import { fila, type Conn } from '../db/client';
import { hashClave } from '../lib/claves';
import { TIPO_EMPRESA } from '@eds/contracts/constantes';
import { COLOMBIA_ID, PERFIL_SUPERADMIN } from '../db/seed/referencia';
import { marcarOperadorPlataforma } from '../services/plataforma/operador';
import { sembrarEstacionesDemo } from './estaciones';

export const CLAVE_DEMO = 'demo2026';

interface EstacionDemo {
  alias: string;
  nombre: string;
  regional: string;
  ciudad: number;
  departamento: number;
  lat: number;
  lng: number;
  direccion: string;
}

/** Six and more stations in different Colombian cities, grouped by regional. */
export const ESTACIONES_DEMO: EstacionDemo[] = [
  {
    alias: 'EDS BARRANQUILLA CENTRO',
    nombre: 'ESTACION DE SERVICIO BARRANQUILLA CENTRO',
    regional: 'REGIONAL CARIBE',
    ciudad: 8001,
    departamento: 8,
    lat: 10.9878,
    lng: -74.7889,
    direccion: 'CALLE 30 # 20-15',
  },
  {
    alias: 'EDS CARTAGENA BOCAGRANDE',
    nombre: 'ESTACION DE SERVICIO CARTAGENA BOCAGRANDE',
    regional: 'REGIONAL CARIBE',
    ciudad: 13001,
    departamento: 13,
    lat: 10.3997,
    lng: -75.5514,
    direccion: 'AVENIDA SAN MARTIN # 8-40',
  },
  {
    alias: 'EDS SANTA MARTA RODADERO',
    nombre: 'ESTACION DE SERVICIO SANTA MARTA RODADERO',
    regional: 'REGIONAL CARIBE',
    ciudad: 47001,
    departamento: 47,
    lat: 11.2061,
    lng: -74.2263,
    direccion: 'CARRERA 4 # 10-22',
  },
  {
    alias: 'EDS BOGOTA NORTE',
    nombre: 'ESTACION DE SERVICIO BOGOTA AUTOPISTA NORTE',
    regional: 'REGIONAL ANDINA',
    ciudad: 11001,
    departamento: 11,
    lat: 4.7527,
    lng: -74.0464,
    direccion: 'AUTOPISTA NORTE # 170-30',
  },
  {
    alias: 'EDS MEDELLIN POBLADO',
    nombre: 'ESTACION DE SERVICIO MEDELLIN EL POBLADO',
    regional: 'REGIONAL ANDINA',
    ciudad: 5001,
    departamento: 5,
    lat: 6.2088,
    lng: -75.5671,
    direccion: 'CARRERA 43A # 9-50',
  },
  {
    alias: 'EDS BUCARAMANGA CABECERA',
    nombre: 'ESTACION DE SERVICIO BUCARAMANGA CABECERA',
    regional: 'REGIONAL ANDINA',
    ciudad: 68001,
    departamento: 68,
    lat: 7.1193,
    lng: -73.1227,
    direccion: 'CARRERA 33 # 48-10',
  },
  {
    alias: 'EDS CALI PANCE',
    nombre: 'ESTACION DE SERVICIO CALI PANCE',
    regional: 'REGIONAL PACIFICO',
    ciudad: 76001,
    departamento: 76,
    lat: 3.3389,
    lng: -76.5322,
    direccion: 'AVENIDA CAÑASGORDAS # 100-40',
  },
  {
    alias: 'EDS PEREIRA CIRCUNVALAR',
    nombre: 'ESTACION DE SERVICIO PEREIRA CIRCUNVALAR',
    regional: 'REGIONAL PACIFICO',
    ciudad: 66001,
    departamento: 66,
    lat: 4.8087,
    lng: -75.6906,
    direccion: 'AVENIDA CIRCUNVALAR # 5-20',
  },
];

/** Module descriptions each demo profile holds, with its letters. */
const PERFIL_ADMIN_EDS: Record<string, string> = {
  DASHBOARD: 'R',
  EDS: 'R',
  ACCIONES: 'RX',
  REPORTES: 'RE',
  CANASTILLA: 'R',
  KIOSCO: 'R',
  SAP: 'R',
  'CLIENTES PROPIOS': 'RU',
  USUARIOS: 'R',
};
const PERFIL_ZONAL: Record<string, string> = {
  DASHBOARD: 'R',
  EMPRESA: 'R',
  REPORTES: 'R',
  CONFIGURACION: 'R',
  SAP: 'R',
  EDS: 'R',
};
const PERFIL_CONSULTA: Record<string, string> = { DASHBOARD: 'R', REPORTES: 'R' };
/** PLATAFORMA, the platform operator (decision 059), holds only the screens of what every business shares. */
const PERFIL_PLATAFORMA: Record<string, string> = { CONFIGURACION: 'RCUDEX', SOPORTE: 'RCUDEX' };
const PLATAFORMA_PANTALLAS = ['/configuracion/globales', '/configuracion/modulos', '/configuracion/geografia', '/soporte/versiones-pos'];
/**
 * COMPRAS, the business's purchasing desk: purchase orders of the three menus and the store and kiosk stock with its
 * physical count. An order is approved by a user other than its creator (SCREENS G15), so it approves what another
 * user drafted.
 */
const PERFIL_COMPRAS: Record<string, string> = {
  DASHBOARD: 'R',
  ACCIONES: 'RCUDEAN',
  KIOSCO: 'RCUDEAN',
  CANASTILLA: 'RCUDEAN',
  CONFIGURACION: 'RCEA',
};
const COMPRAS_PANTALLAS = [
  '/acciones/ordencompra',
  '/cc/ordenes-compra-kiosco',
  '/canastilla/orden-compra-canastilla',
  '/configuracion/gestion_inventario_productos',
];
/** CONSULTA reads four reports and three dashboard widgets only. */
const CONSULTA_PANTALLAS = [
  '/reportes/ventas_eds',
  '/reportes/lectura-tanque',
  '/reportes/kardex-combustible',
  '/reportes/ventas_productos',
  'DASHBOARD INDICADORES',
  'DASHBOARD PRODUCTOS MAS VENDIDOS',
  'DASHBOARD VENTAS COMBUSTIBLE GALONES',
];

export interface DemoSembrado {
  negocioId: number;
  raizId: number;
  estaciones: number[];
}

/** Seeds the demo business once, on an empty database. */
export async function sembrarDemo(conn: Conn): Promise<DemoSembrado | null> {
  const existe = await fila<{ n: number }>(conn, sql`SELECT count(*)::int AS n FROM negocios`);
  if ((existe?.n ?? 0) > 0) return null;

  const negocio = await fila<{ id: number }>(
    conn,
    sql`INSERT INTO negocios (nombre, nit, razon_social, tipo, pais_id)
        VALUES ('COMBUSTIBLES ANDINOS S.A.S.', '900456789', 'COMBUSTIBLES ANDINOS S.A.S.', 'C', ${COLOMBIA_ID}) RETURNING id`,
  );
  const negocioId = negocio!.id;
  const raizId = await crearEmpresa(
    conn,
    negocioId,
    null,
    TIPO_EMPRESA.NEGOCIO,
    'COMBUSTIBLES ANDINOS',
    'COMBUSTIBLES ANDINOS S.A.S.',
    8001,
    8,
    10.99,
    -74.82,
    'CALLE 77 # 59-35',
  );

  for (const [host, tipo, color1, color2] of [
    ['localhost', 'DATAGAS', '#1a237e', '#ff6f00'],
    ['127.0.0.1', 'TERPEL', '#d32f2f', '#ffc107'],
  ] as const) {
    const parametros = { color1, color2, formato_numero: 'COP', logo: null, nombre_empresa: 'COMBUSTIBLES ANDINOS S.A.S.' };
    await conn.execute(sql`
      INSERT INTO dominios (host, negocio_id, alias, tipo, tipo_unidad, parametros)
      VALUES (${host}, ${negocioId}, 'COMBUSTIBLES ANDINOS', ${tipo}, 'GALONES', ${JSON.stringify(parametros)}::jsonb)`);
  }

  const regionales = new Map<string, number>();
  const estaciones: number[] = [];
  for (const e of ESTACIONES_DEMO) {
    let regionalId = regionales.get(e.regional);
    if (regionalId === undefined) {
      regionalId = await crearEmpresa(
        conn,
        negocioId,
        raizId,
        TIPO_EMPRESA.REGIONAL,
        e.regional,
        e.regional,
        e.ciudad,
        e.departamento,
        e.lat,
        e.lng,
        e.direccion,
      );
      regionales.set(e.regional, regionalId);
    }
    estaciones.push(
      await crearEmpresa(
        conn,
        negocioId,
        regionalId,
        TIPO_EMPRESA.EDS,
        e.alias,
        e.nombre,
        e.ciudad,
        e.departamento,
        e.lat,
        e.lng,
        e.direccion,
      ),
    );
  }

  const superadmin = await fila<{ id: number }>(
    conn,
    sql`SELECT id FROM perfiles WHERE descripcion = ${PERFIL_SUPERADMIN} AND negocio_id IS NULL`,
  );
  const adminEds = await crearPerfil(conn, negocioId, 'ADMINISTRADOR DE ESTACION', 5, PERFIL_ADMIN_EDS);
  // Of the EMPRESA section, the station administrator holds Mis EDS and Monitoreo only: its station's status, contact,
  // location and devices; of SOPORTE, its station's Centro de control with its commands (X), not the master.
  await conn.execute(sql`
    INSERT INTO perfiles_modulos (perfiles_id, modulos_id, asignaciones)
    SELECT ${adminEds}, id, CASE descripcion WHEN 'MIS EDS' THEN 'RU' WHEN 'MONITOREO' THEN 'RE' WHEN 'CENTRO CONTROL' THEN 'REX' ELSE 'R' END
      FROM modulos
     WHERE descripcion IN ('MIS EDS', 'MONITOREO', 'CENTRO CONTROL') OR (descripcion IN ('EMPRESA', 'SOPORTE') AND modulos_id IS NULL)
    ON CONFLICT DO NOTHING`);
  // Of CONFIGURACION, the station's own daily work: tank dips, fuel stock, deliveries, shifts and their promoters'
  // schedule, envelopes, automatic closes and the store's stock count (the business's catalogues stay with SUPERADMIN).
  await conn.execute(sql`
    INSERT INTO perfiles_modulos (perfiles_id, modulos_id, asignaciones)
    SELECT ${adminEds}, m.id, l.letras
      FROM modulos m
      JOIN (VALUES ('CONFIGURACION', 'R'), ('MEDICION TANQUES', 'RCUE'), ('GESTION INVENTARIO COMBUSTIBLE', 'RE'),
                   ('GESTION RECIBOS', 'RCUE'), ('GESTION TURNOS', 'RCUDE'), ('GESTION PLANILLA PROMOTORES', 'RCUDE'),
                   ('GESTION SOBRES', 'RCUDE'), ('GESTION CIERRES AUTOMATICOS', 'RCUDE'), ('GESTION INVENTARIO PRODUCTOS', 'RAE'))
           AS l (descripcion, letras) ON l.descripcion = m.descripcion
    ON CONFLICT DO NOTHING`);
  const zonal = await crearPerfil(conn, negocioId, 'ADMINISTRADOR ZONAL', 3, PERFIL_ZONAL);
  const consulta = await crearPerfil(conn, negocioId, 'CONSULTA', 7, PERFIL_CONSULTA, CONSULTA_PANTALLAS);
  const plataforma = await crearPerfil(conn, negocioId, 'OPERADOR DE PLATAFORMA', 4, PERFIL_PLATAFORMA, PLATAFORMA_PANTALLAS);
  const compras = await crearPerfil(conn, negocioId, 'COMPRAS', 2, PERFIL_COMPRAS, COMPRAS_PANTALLAS);

  const clave = await hashClave(CLAVE_DEMO);
  await crearUsuario(conn, {
    negocioId,
    empresaId: raizId,
    usuario: 'SUPERADMIN',
    tipo: 1,
    perfil: superadmin!.id,
    clave,
    identificacion: '1000000001',
    nombres: 'ADMINISTRADOR',
    apellidos: 'GENERAL',
    correo: 'superadmin@combustiblesandinos.com.co',
    telefono: '3001234567',
    ciudad: 8001,
    departamento: 8,
  });
  await crearUsuario(conn, {
    negocioId,
    empresaId: estaciones[0],
    usuario: 'ADMINEDS',
    tipo: 5,
    perfil: adminEds,
    clave,
    identificacion: '1000000002',
    nombres: 'LAURA MARCELA',
    apellidos: 'PEREZ GOMEZ',
    correo: 'admineds@combustiblesandinos.com.co',
    telefono: '3012345678',
    ciudad: 8001,
    departamento: 8,
  });
  await crearUsuario(conn, {
    negocioId,
    empresaId: regionales.get('REGIONAL CARIBE')!,
    usuario: 'ZONAL',
    tipo: 3,
    perfil: zonal,
    clave,
    identificacion: '1000000003',
    nombres: 'CARLOS ANDRES',
    apellidos: 'RUIZ MARTINEZ',
    correo: 'zonal@combustiblesandinos.com.co',
    telefono: '3023456789',
    ciudad: 13001,
    departamento: 13,
  });
  await crearUsuario(conn, {
    negocioId,
    empresaId: raizId,
    usuario: 'CONSULTA',
    tipo: 4,
    perfil: consulta,
    clave,
    identificacion: '1000000004',
    nombres: 'DIANA PATRICIA',
    apellidos: 'LOPEZ RIOS',
    correo: 'consulta@combustiblesandinos.com.co',
    telefono: '3034567890',
    ciudad: 11001,
    departamento: 11,
  });
  // The platform operator signs in through the demo's domains, but holds no administration of the business: its
  // profile reaches the shared catalogues' screens only, and the mark is what lets it write them.
  await crearUsuario(conn, {
    negocioId,
    empresaId: raizId,
    usuario: 'PLATAFORMA',
    tipo: 4,
    perfil: plataforma,
    clave,
    identificacion: '1000000005',
    nombres: 'OPERADOR',
    apellidos: 'DE PLATAFORMA',
    correo: 'plataforma@combustiblesandinos.com.co',
    telefono: '3045678901',
    ciudad: 11001,
    departamento: 11,
  });
  await marcarOperadorPlataforma(conn, 'PLATAFORMA', true);
  await crearUsuario(conn, {
    negocioId,
    empresaId: raizId,
    usuario: 'COMPRAS',
    tipo: 2,
    perfil: compras,
    clave,
    identificacion: '1000000006',
    nombres: 'ANDREA CAROLINA',
    apellidos: 'VARGAS DIAZ',
    correo: 'compras@combustiblesandinos.com.co',
    telefono: '3056789012',
    ciudad: 8001,
    departamento: 8,
  });

  await sembrarEstacionesDemo(conn, estaciones);
  return { negocioId, raizId, estaciones };
}

export async function crearEmpresa(
  conn: Conn,
  negocioId: number,
  padre: number | null,
  tipo: number,
  alias: string,
  nombre: string,
  ciudadId: number,
  departamentoId: number,
  lat: number,
  lng: number,
  direccion: string,
): Promise<number> {
  const r = await fila<{ id: number }>(
    conn,
    sql`
    INSERT INTO empresas (negocio_id, empresas_id, tipo, nombre, razon_social, alias, nit, direccion, pais_id, departamento_id, ciudad_id, latitud, longitud, atributos)
    SELECT ${negocioId}, ${padre}, ${tipo}, ${nombre}, ${nombre}, ${alias}, NULL, ${direccion}, ${COLOMBIA_ID}, d.id, c.id, ${lat}, ${lng},
      jsonb_build_object('ciudad', c.nombre, 'provincia', d.nombre, 'pais', p.nombre)
    FROM ciudades c JOIN departamentos d ON d.id = c.departamentos_id JOIN paises p ON p.id = d.paises_id
    WHERE c.id = ${ciudadId} AND d.id = ${departamentoId}
    RETURNING id`,
  );
  if (!r) throw new Error(`La ciudad ${ciudadId} no existe en el catálogo`);
  return r.id;
}

/** A profile holding each section with its letters, and all its children or only those listed (by link or description). */
async function crearPerfil(
  conn: Conn,
  negocioId: number,
  descripcion: string,
  tipo: number,
  secciones: Record<string, string>,
  soloPantallas?: string[],
): Promise<number> {
  const perfil = await fila<{ id: number }>(
    conn,
    sql`INSERT INTO perfiles (negocio_id, descripcion, tipo) VALUES (${negocioId}, ${descripcion}, ${tipo}) RETURNING id`,
  );
  for (const [seccion, letras] of Object.entries(secciones)) {
    // The section itself and its screens (or only the listed screens) with the same letters.
    await conn.execute(sql`
      INSERT INTO perfiles_modulos (perfiles_id, modulos_id, asignaciones)
      SELECT ${perfil!.id}, m.id, ${letras} FROM modulos m
      LEFT JOIN modulos p ON p.id = m.modulos_id
      WHERE (m.descripcion = ${seccion} AND m.modulos_id IS NULL)
         OR (p.descripcion = ${seccion} AND p.modulos_id IS NULL
             AND (${soloPantallas === undefined} OR m.link IN (SELECT jsonb_array_elements_text(${JSON.stringify(soloPantallas ?? [])}::jsonb))
                  OR m.descripcion IN (SELECT jsonb_array_elements_text(${JSON.stringify(soloPantallas ?? [])}::jsonb))))
      ON CONFLICT DO NOTHING`);
  }
  return perfil!.id;
}

interface UsuarioDemo {
  negocioId: number;
  empresaId: number;
  usuario: string;
  tipo: number;
  perfil: number;
  clave: string;
  identificacion: string;
  nombres: string;
  apellidos: string;
  correo: string;
  telefono: string;
  ciudad: number;
  departamento: number;
}

export async function crearUsuario(conn: Conn, u: UsuarioDemo): Promise<{ usuarioId: number; personaId: number }> {
  const atributos = {
    genero: null,
    tipo_sangre: null,
    pais: COLOMBIA_ID,
    provincia: u.departamento,
    ciudad: u.ciudad,
    url_foto: null,
    cliente: 'N',
    proveedor: 'N',
    propietario: 'N',
  };
  const persona = await fila<{ id: number }>(
    conn,
    sql`INSERT INTO personas (negocio_id, empresas_id, tipo_identificacion_id, identificacion, nombres, apellidos, atributos)
        VALUES (${u.negocioId}, ${u.empresaId}, 13, ${u.identificacion}, ${u.nombres}, ${u.apellidos}, ${JSON.stringify(atributos)}::jsonb) RETURNING id`,
  );
  await conn.execute(sql`
    INSERT INTO contactos (personas_id, tipo, descripcion, contacto, principal) VALUES
      (${persona!.id}, 1, 'TELEFONO', ${u.telefono}, 'S'),
      (${persona!.id}, 2, 'CORREO', ${u.correo}, 'S')`);
  const usuario = await fila<{ id: number }>(
    conn,
    sql`INSERT INTO usuarios (personas_id, usuario, clave_hash, tipo, empresas_id) VALUES (${persona!.id}, ${u.usuario.toUpperCase()}, ${u.clave}, ${u.tipo}, ${u.empresaId}) RETURNING id`,
  );
  await conn.execute(sql`INSERT INTO usuarios_perfiles (usuarios_id, perfiles_id, orden) VALUES (${usuario!.id}, ${u.perfil}, 0)`);
  return { usuarioId: usuario!.id, personaId: persona!.id };
}
