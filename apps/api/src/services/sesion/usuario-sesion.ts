import { sql } from 'drizzle-orm';
import type { TDominio, TUsuarioSesion } from '@eds/contracts/sesion';
import { fila, filas, type Conn } from '../../db/client';
import { fechaHoraBogota } from '../../lib/tiempo';
import { ancestros } from '../empresa/alcance';
import { dominioPorNegocio } from './dominio';

interface EmpresaFila {
  id: number;
  alias: string;
  nombre: string;
  tipo: number;
  empresas_id: number | null;
  atributos: { ciudad?: string; provincia?: string; pais?: string };
}

/**
 * The "Session user" entity of the spec, built from the database for one signed-in user.
 * `empresasPermitidas` is the scope computed at sign-in.
 */
export async function construirUsuarioSesion(
  conn: Conn,
  datos: { usuarioId: number; token: string; empresasPermitidas: number[]; expiraEn: Date; dominio?: TDominio },
): Promise<Omit<TUsuarioSesion, 'expired_pass'> & { expired_pass: false }> {
  const u = await fila<{
    id: number;
    usuario: string;
    tipo: number;
    empresas_id: number;
    personas_id: number;
    nombres: string;
    apellidos: string;
    negocio_id: number;
  }>(
    conn,
    sql`SELECT u.id, u.usuario, u.tipo, u.empresas_id, u.personas_id, p.nombres, p.apellidos, e.negocio_id
          FROM usuarios u JOIN personas p ON p.id = u.personas_id JOIN empresas e ON e.id = u.empresas_id
         WHERE u.id = ${datos.usuarioId}`,
  );
  if (!u) throw new Error(`usuario ${datos.usuarioId} no existe`);

  const [perfiles, modulos, empresa, padresIds] = await Promise.all([
    filas<{ id: number; descripcion: string }>(
      conn,
      sql`SELECT p.id, p.descripcion FROM usuarios_perfiles up JOIN perfiles p ON p.id = up.perfiles_id
           WHERE up.usuarios_id = ${u.id} AND p.estado = 'A' ORDER BY up.orden, p.id`,
    ),
    filas<{ id: number; modulos_id: number | null; descripcion: string; link: string | null; icono: string | null; tipo: number; orden: number; asignaciones: string }>(
      conn,
      sql`SELECT m.id, m.modulos_id, m.descripcion, m.link, m.icono, m.tipo, m.orden, string_agg(pm.asignaciones, '') AS asignaciones
            FROM usuarios_perfiles up
            JOIN perfiles p ON p.id = up.perfiles_id AND p.estado = 'A'
            JOIN perfiles_modulos pm ON pm.perfiles_id = p.id
            JOIN modulos m ON m.id = pm.modulos_id AND m.estado = 'A'
           WHERE up.usuarios_id = ${u.id}
           GROUP BY m.id ORDER BY m.modulos_id NULLS FIRST, m.orden, m.id`,
    ),
    fila<EmpresaFila>(conn, sql`SELECT id, alias, nombre, tipo, empresas_id, atributos FROM empresas WHERE id = ${u.empresas_id}`),
    ancestros(conn, u.empresas_id),
  ]);
  const hijosIds = datos.empresasPermitidas.filter((id) => id !== u.empresas_id);
  const [padres, hijos] = await Promise.all([resumenEmpresas(conn, padresIds), resumenEmpresas(conn, hijosIds)]);
  const dominio = datos.dominio ?? (await dominioPorNegocio(conn, u.negocio_id));

  return {
    token: datos.token,
    usuario: u.usuario,
    p_id: u.personas_id,
    u_id: u.id,
    nombres: u.nombres,
    apellidos: u.apellidos,
    empresas_id: u.empresas_id,
    tipo: u.tipo,
    perfiles,
    modulos: modulos.map((m) => ({ ...m, asignaciones: letrasUnicas(m.asignaciones) })),
    dominio,
    infoDominio: { negocio_id: u.negocio_id },
    tipo_empresa: empresa!.tipo,
    empresasHijos: hijosIds.join(','),
    padres,
    hijos,
    expired_pass: false,
    empresa: {
      id: empresa!.id,
      alias: empresa!.alias,
      atributos: {
        ciudad: empresa!.atributos.ciudad ?? '',
        provincia: empresa!.atributos.provincia ?? '',
        pais: empresa!.atributos.pais ?? '',
      },
    },
    fechavencimiento: fechaHoraBogota(datos.expiraEn),
  };
}

async function resumenEmpresas(conn: Conn, ids: number[]) {
  if (ids.length === 0) return [];
  return filas<{ id: number; alias: string; nombre: string; tipo: number; empresas_id: number | null }>(
    conn,
    sql`SELECT id, alias, nombre, tipo, empresas_id FROM empresas WHERE id = ANY(${`{${ids.join(',')}}`}::int[]) ORDER BY alias`,
  );
}

export function letrasUnicas(letras: string): string {
  return [...new Set(letras.split(''))].join('');
}
