import { sql } from 'drizzle-orm';
import { FOTO_MAXIMA_BYTES, MENSAJES_EMPLEADO as M } from '@eds/contracts/usuarios/empleados';
import { fila, type Conn } from '../../db/client';
import { badRequest } from '../../lib/errors';

/**
 * A person's photo (SCREENS.md G08), stored in the database (`personas_fotos`): every instance serves it and the
 * database's backup holds it. The image type is read from the file's first bytes, never from the client's word.
 */
export function tipoDeImagen(datos: Buffer): 'image/jpeg' | 'image/png' | 'image/webp' | undefined {
  if (datos.length >= 3 && datos[0] === 0xff && datos[1] === 0xd8 && datos[2] === 0xff) return 'image/jpeg';
  if (datos.length >= 8 && datos.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (datos.length >= 12 && datos.toString('latin1', 0, 4) === 'RIFF' && datos.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}

/** Stores the photo (replacing the previous one) and points the person's url_foto at it; answers that address. */
export async function guardarFoto(conn: Conn, personaId: number, datos: Buffer): Promise<string> {
  if (datos.length > FOTO_MAXIMA_BYTES) throw badRequest(M.fotoGrande, [{ campo: 'imagen', mensaje: M.fotoGrande }]);
  const tipo = tipoDeImagen(datos);
  if (!tipo) throw badRequest(M.fotoFormato, [{ campo: 'imagen', mensaje: M.fotoFormato }]);
  const r = await fila<{ version: string }>(
    conn,
    sql`INSERT INTO personas_fotos (personas_id, tipo_mime, datos) VALUES (${personaId}, ${tipo}, ${datos})
        ON CONFLICT (personas_id) DO UPDATE SET tipo_mime = EXCLUDED.tipo_mime, datos = EXCLUDED.datos, actualizado_en = now()
        RETURNING (extract(epoch FROM actualizado_en) * 1000)::bigint::text AS version`,
  );
  const url = `/api/persona/${personaId}/foto?v=${r!.version}`;
  await conn.execute(sql`UPDATE personas SET atributos = atributos || ${JSON.stringify({ url_foto: url })}::jsonb WHERE id = ${personaId}`);
  return url;
}

export async function leerFoto(conn: Conn, personaId: number): Promise<{ tipo: string; datos: Buffer } | undefined> {
  const r = await fila<{ tipo_mime: string; datos: Buffer | Uint8Array }>(
    conn,
    sql`SELECT tipo_mime, datos FROM personas_fotos WHERE personas_id = ${personaId}`,
  );
  return r ? { tipo: r.tipo_mime, datos: Buffer.from(r.datos) } : undefined;
}
