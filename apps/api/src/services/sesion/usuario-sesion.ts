import { sql } from 'drizzle-orm';
import { MODULO } from '@eds/contracts/modulos';
import type { TDominio, TModuloSesion, TUsuarioSesion } from '@eds/contracts/sesion';
import { fila, filas, type Conn } from '../../db/client';
import { fechaHoraBogota } from '../../lib/tiempo';
import { empresasPermitidas } from '../empresa/alcance';
import type { AccesoSesion, EmpresaDeAlcance, ModuloConcedido } from './contexto';
import { dominioPorNegocio } from './dominio';

interface FilaUsuario {
  id: number;
  usuario: string;
  tipo: number;
  empresas_id: number;
  personas_id: number;
  estado: string;
  nombres: string;
  apellidos: string;
  negocio_id: number;
  plataforma: boolean;
}

interface FilaEmpresa extends EmpresaDeAlcance {
  atributos: { ciudad?: string; provincia?: string; pais?: string } | null;
  ancestro: boolean;
}

/** A user's access resolved from the database, with the user's state and whether the scope was computed now. */
export interface AccesoResuelto {
  acceso: AccesoSesion;
  estado: string;
  /** The company scope, when it had to be computed (the session row held none). */
  alcanceCalculado: number[] | null;
}

/**
 * Resolves everything a session carries: the user, the grants (letters merged over the active profiles), the company
 * scope with the tree around it, and the session answer of the spec ("Session user"). `empresasPermitidas` is the
 * scope stored with the session; null computes it again (after a change of the company tree or of the user). Runs at
 * sign-in and when an instance meets a session version it does not hold: never on an ordinary request.
 */
export async function resolverAcceso(
  conn: Conn,
  usuarioId: number,
  empresasGuardadas: number[] | null,
): Promise<AccesoResuelto | undefined> {
  const u = await fila<FilaUsuario>(
    conn,
    sql`SELECT u.id, u.usuario, u.tipo, u.empresas_id, u.personas_id, u.estado, u.plataforma, p.nombres, p.apellidos, e.negocio_id
          FROM usuarios u JOIN personas p ON p.id = u.personas_id JOIN empresas e ON e.id = u.empresas_id
         WHERE u.id = ${usuarioId}`,
  );
  if (!u) return undefined;
  const alcanceCalculado =
    empresasGuardadas === null ? await empresasPermitidas(conn, { tipo: u.tipo, empresaId: u.empresas_id, negocioId: u.negocio_id }) : null;
  const ids = alcanceCalculado ?? empresasGuardadas!;

  const [perfiles, modulos, empresas, dominio] = await Promise.all([
    filas<{ id: number; descripcion: string }>(
      conn,
      sql`SELECT p.id, p.descripcion FROM usuarios_perfiles up JOIN perfiles p ON p.id = up.perfiles_id
           WHERE up.usuarios_id = ${u.id} AND p.estado = 'A' ORDER BY up.orden, p.id`,
    ),
    filas<TModuloSesion>(
      conn,
      sql`SELECT m.id, m.modulos_id, m.descripcion, m.etiqueta, m.link, m.icono, m.tipo, m.orden, string_agg(pm.asignaciones, '') AS asignaciones
            FROM usuarios_perfiles up
            JOIN perfiles p ON p.id = up.perfiles_id AND p.estado = 'A'
            JOIN perfiles_modulos pm ON pm.perfiles_id = p.id
            JOIN modulos m ON m.id = pm.modulos_id AND m.estado = 'A'
           WHERE up.usuarios_id = ${u.id}
           GROUP BY m.id ORDER BY m.modulos_id NULLS FIRST, m.orden, m.id`,
    ),
    // The scope's companies, the user's own company and its ancestors, in one read.
    filas<FilaEmpresa>(
      conn,
      sql`WITH RECURSIVE arriba AS (
            SELECT empresas_id AS id, 1 AS nivel FROM empresas WHERE id = ${u.empresas_id}
            UNION ALL
            SELECT e.empresas_id, a.nivel + 1 FROM empresas e JOIN arriba a ON e.id = a.id WHERE a.nivel < 50
          )
          SELECT e.id, e.alias, e.nombre, e.tipo, e.empresas_id, e.estado, e.negocio_id,
                 CASE WHEN e.id = ${u.empresas_id} THEN e.atributos END AS atributos,
                 e.id IN (SELECT id FROM arriba WHERE id IS NOT NULL) AS ancestro
            FROM empresas e
           WHERE e.id = ANY(${`{${ids.join(',')}}`}::int[]) OR e.id = ${u.empresas_id} OR e.id IN (SELECT id FROM arriba WHERE id IS NOT NULL)
           ORDER BY e.alias, e.id`,
    ),
    dominioPorNegocio(conn, u.negocio_id),
  ]);

  const enAlcance = new Set(ids);
  const resumen = (e: FilaEmpresa) => ({ id: e.id, alias: e.alias, nombre: e.nombre, tipo: e.tipo, empresas_id: e.empresas_id });
  const alcance = new Map<number, EmpresaDeAlcance>();
  for (const e of empresas) {
    if (enAlcance.has(e.id)) alcance.set(e.id, { ...resumen(e), estado: e.estado, negocio_id: e.negocio_id });
  }
  const propia = empresas.find((e) => e.id === u.empresas_id)!;
  const hijosIds = ids.filter((id) => id !== u.empresas_id);
  // Negocios manages the tenant itself: only user tipos 1 and 2 hold it, whatever their profiles grant (decision 054).
  const conLetras = modulos
    .filter((m) => m.descripcion !== MODULO.NEGOCIOS || u.tipo <= 2)
    .map((m) => ({ ...m, asignaciones: letrasUnicas(m.asignaciones) }));
  const porId = new Map<number, ModuloConcedido>();
  const porNombre = new Map<string, ModuloConcedido>();
  for (const m of conLetras) {
    const concedido = { id: m.id, descripcion: m.descripcion, link: m.link, asignaciones: m.asignaciones };
    porId.set(m.id, concedido);
    porNombre.set(m.descripcion, concedido);
  }
  const atributos = propia.atributos ?? {};

  return {
    estado: u.estado,
    alcanceCalculado,
    acceso: {
      usuarioId: u.id,
      personaId: u.personas_id,
      empresaId: u.empresas_id,
      negocioId: u.negocio_id,
      tipo: u.tipo,
      plataforma: u.plataforma,
      usuario: u.usuario,
      empresas: enAlcance,
      alcance,
      modulos: porId,
      modulosPorNombre: porNombre,
      usuarioSesion: {
        usuario: u.usuario,
        p_id: u.personas_id,
        u_id: u.id,
        nombres: u.nombres,
        apellidos: u.apellidos,
        empresas_id: u.empresas_id,
        tipo: u.tipo,
        plataforma: u.plataforma,
        perfiles,
        modulos: conLetras,
        dominio,
        infoDominio: { negocio_id: u.negocio_id },
        tipo_empresa: propia.tipo,
        empresasHijos: hijosIds.join(','),
        padres: empresas.filter((e) => e.ancestro).map(resumen),
        hijos: empresas.filter((e) => e.id !== u.empresas_id && enAlcance.has(e.id)).map(resumen),
        empresa: {
          id: propia.id,
          alias: propia.alias,
          atributos: { ciudad: atributos.ciudad ?? '', provincia: atributos.provincia ?? '', pais: atributos.pais ?? '' },
        },
      },
    },
  };
}

/**
 * The "Session user" entity of the spec for one request: the resolved answer with this token and expiry. At sign-in
 * the domain the user signed in under replaces the business's first one.
 */
export function usuarioSesionDe(
  acceso: Pick<AccesoSesion, 'usuarioSesion'>,
  datos: { token: string; expiraEn: Date; dominio?: TDominio },
): Omit<TUsuarioSesion, 'expired_pass'> & { expired_pass: false } {
  return {
    token: datos.token,
    ...acceso.usuarioSesion,
    ...(datos.dominio ? { dominio: datos.dominio } : {}),
    expired_pass: false,
    fechavencimiento: fechaHoraBogota(datos.expiraEn),
  };
}

export function letrasUnicas(letras: string): string {
  return [...new Set(letras.split(''))].join('');
}
