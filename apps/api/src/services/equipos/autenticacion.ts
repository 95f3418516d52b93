import { sql } from 'drizzle-orm';
import { filaPreparada, filasPreparadas, type Conn } from '../../db/client';
import { hashToken } from '../../lib/tokens';

/** The device behind a POS call: its station and business. */
export interface EquipoAutenticado {
  id: number;
  empresaId: number;
  negocioId: number;
  tiposNegocio: string[];
}

/** Contact is recorded at most this often per device, so busy devices do not write on every call. */
const TOQUE_SEGUNDOS = 15;

export interface FilaEquipo {
  id: number;
  empresa_id: number;
  negocio_id: number;
  tipos_negocio: string[];
  estado: string;
  estado_empresa: string;
  /** Contact was recorded less than TOQUE_SEGUNDOS ago: nothing to write now. */
  contacto_reciente: boolean;
}

export async function buscarEquipoPorToken(conn: Conn, token: string): Promise<FilaEquipo | undefined> {
  // One prepared, indexed read per POS call: the device, its station, and whether its contact is fresh.
  return filaPreparada<FilaEquipo>(
    conn,
    sql`SELECT e.id, e.empresa_id, em.negocio_id, e.tipos_negocio, e.estado, em.estado AS estado_empresa,
               coalesce((SELECT c.ultima_conexion >= now() - make_interval(secs => ${TOQUE_SEGUNDOS}) FROM equipos_conexion c WHERE c.equipo_id = e.id), false) AS contacto_reciente
          FROM equipos e JOIN empresas em ON em.id = e.empresa_id
         WHERE e.token_hash = ${hashToken(token)}`,
  );
}

/** Records that the device was heard from (its connection state). */
export async function registrarContacto(conn: Conn, equipoId: number, ip: string | null, version: string | null): Promise<void> {
  await filasPreparadas(
    conn,
    sql`
    INSERT INTO equipos_conexion (equipo_id, ultima_conexion, ip, version_app) VALUES (${equipoId}, now(), ${ip}, ${version})
    ON CONFLICT (equipo_id) DO UPDATE SET ultima_conexion = now(), ip = EXCLUDED.ip,
      version_app = coalesce(EXCLUDED.version_app, equipos_conexion.version_app)
    WHERE equipos_conexion.ultima_conexion < now() - make_interval(secs => ${TOQUE_SEGUNDOS})`,
  );
}
