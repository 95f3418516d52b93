import { sql } from 'drizzle-orm';
import { ESTADO_FE, MENSAJES_FE } from '@eds/contracts/facturacion/electronica';
import { MENSAJES_NOTA_CREDITO } from '@eds/contracts/facturacion/anulacion';
import { fila, type Db } from '../../db/client';
import { sinDigitoVerificacion } from './cufe';
import { claveDeNegocio, DocumentoNoConstruible, facturaUbl, fechaHoraBogota } from './datos';
import { firmarDocumento } from './firma';
import { esProcesadoAnteriormente, ProveedorNoDisponible, type RespuestaDian } from './proveedor';
import { construirDocumento, type NotaCreditoUbl } from './ubl';
import { ultimoDocumento, type ContextoEnvio, type DocumentoGuardado, type Trabajo } from './envio';

/**
 * The NOTA_CREDITO job of an invoice's fe_envios row: builds, signs and sends the credit note of an annulled sale
 * (CUDE with the software PIN, concept 2, referencing the authorised invoice's number, CUFE and issue date), with the
 * queue's rules: no transaction open while DIAN answers, the result stored only while the job is still held, an
 * unreachable provider retried with the same waits, a built note resent (never rebuilt) on a retry.
 */

const MAX_INTENTOS = 8;
const espera = (intentos: number): number => Math.min(30 * 2 ** Math.max(0, intentos - 1), 3600);

type Conexion = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

async function sigueSiendoMio(tx: Conexion, t: Trabajo): Promise<boolean> {
  const r = await fila<{ id: number }>(
    tx,
    sql`SELECT id FROM fe_envios WHERE id = ${t.id} AND estado = 'EN_CURSO' AND intentos = ${t.intentos} FOR UPDATE`,
  );
  return r !== undefined;
}

async function cerrar(tx: Conexion, t: Trabajo, estado: 'HECHO' | 'FALLIDO', error: string | null) {
  await tx.execute(
    sql`UPDATE fe_envios SET estado = ${estado}, ultimo_error = ${error}, tomado_en = NULL, actualizado_en = now()
         WHERE id = ${t.id} AND estado = 'EN_CURSO' AND intentos = ${t.intentos}`,
  );
}

async function estadoNota(tx: Conexion, notaId: number, estado: number, mensaje: string, cude?: string) {
  await tx.execute(
    sql`UPDATE fe_notas_credito SET estado = ${estado}, mensaje = ${mensaje}, cude = coalesce(${cude ?? null}, cude), actualizado_en = now()
         WHERE id = ${notaId}`,
  );
}

interface Nota {
  id: number;
  prefijo: string;
  consecutivo: number;
  estado: number;
  factura_estado: number;
  factura_cufe: string | null;
  factura_numero: string;
  factura_xml: string | null;
}

export async function procesarNotaCredito(ctx: ContextoEnvio, t: Trabajo): Promise<void> {
  const n = await fila<Nota>(
    ctx.db,
    sql`SELECT n.id, n.prefijo, n.consecutivo, n.estado, f.estado AS factura_estado, f.cufe AS factura_cufe,
               f.prefijo || f.consecutivo AS factura_numero,
               (SELECT d.xml_firmado FROM fe_documentos d WHERE d.factura_id = f.id AND d.tipo = 'FACTURA' AND d.codigo = f.cufe
                 ORDER BY d.id DESC LIMIT 1) AS factura_xml
          FROM fe_notas_credito n JOIN facturas_electronicas f ON f.id = n.factura_id WHERE n.factura_id = ${t.facturaId}`,
  );
  // Nothing to send (already authorised), or the invoice is not authorised yet: the trigger queues the note later.
  if (!n || Number(n.estado) === ESTADO_FE.AUTORIZADA || Number(n.factura_estado) !== ESTADO_FE.AUTORIZADA || !n.factura_cufe) {
    return ctx.db.transaction(async (tx) => {
      if (await sigueSiendoMio(tx, t)) await cerrar(tx, t, 'HECHO', null);
    });
  }

  let documento = await ultimaNota(ctx.db, t.facturaId);
  if (!documento) {
    try {
      documento = await generarNota(ctx, t, n);
    } catch (err) {
      if (!(err instanceof DocumentoNoConstruible)) throw err;
      await ctx.db.transaction(async (tx) => {
        if (!(await sigueSiendoMio(tx, t))) return;
        await estadoNota(tx, n.id, ESTADO_FE.ERROR_ANTES_DE_ENVIO, err.message);
        await cerrar(tx, t, 'HECHO', err.message);
      });
      return;
    }
  }

  let r: RespuestaDian;
  try {
    r = t.intentos > 1 ? await ctx.proveedor.reenviar(documento) : await ctx.proveedor.enviar(documento);
    if (esProcesadoAnteriormente(r)) {
      const previo = await ctx.proveedor.estado(documento.codigo, documento.negocioId);
      if (previo.valido) r = previo;
    }
  } catch (err) {
    const mensaje = err instanceof ProveedorNoDisponible ? err.message : `Error del proveedor: ${(err as Error).message}`;
    await ctx.db.transaction(async (tx) => {
      if (!(await sigueSiendoMio(tx, t))) return;
      if (t.intentos >= MAX_INTENTOS) {
        await estadoNota(tx, n.id, ESTADO_FE.ERROR_ANTES_DE_ENVIO, MENSAJES_FE.sinConexionAgotado(t.intentos));
        return cerrar(tx, t, 'FALLIDO', mensaje);
      }
      await estadoNota(tx, n.id, ESTADO_FE.ESPERANDO_AUTORIZACION, MENSAJES_FE.sinConexionProveedor);
      await tx.execute(
        sql`UPDATE fe_envios SET estado = 'PENDIENTE', ultimo_error = ${mensaje}, tomado_en = NULL,
                   proximo_en = now() + make_interval(secs => ${espera(t.intentos)}), actualizado_en = now()
             WHERE id = ${t.id}`,
      );
    });
    return;
  }

  await ctx.db.transaction(async (tx) => {
    if (!(await sigueSiendoMio(tx, t))) return;
    if (!r.pendiente) {
      await tx.execute(
        sql`UPDATE fe_documentos SET codigo_respuesta = ${r.codigo}, descripcion_respuesta = ${r.descripcion},
                   reglas = ${`{${r.reglas.map((x) => `"${x.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`}::text[],
                   respuesta_xml = coalesce(${r.respuestaXml}, respuesta_xml), track_id = coalesce(${r.trackId}, track_id), respondido_en = now()
             WHERE id = ${documento.id}`,
      );
    }
    if (r.valido) {
      await estadoNota(tx, n.id, ESTADO_FE.AUTORIZADA, MENSAJES_NOTA_CREDITO.autorizada);
      return cerrar(tx, t, 'HECHO', null);
    }
    if (r.pendiente || esProcesadoAnteriormente(r)) {
      await estadoNota(tx, n.id, ESTADO_FE.ESPERANDO_RESPUESTA, MENSAJES_FE.esperandoRespuesta);
      await tx.execute(
        sql`UPDATE fe_envios SET estado = 'PENDIENTE', tomado_en = NULL, proximo_en = now() + make_interval(secs => ${espera(t.intentos)}),
                   actualizado_en = now() WHERE id = ${t.id}`,
      );
      return;
    }
    const motivo = r.reglas.length ? r.reglas.join(' | ') : `${r.codigo} ${r.descripcion}`.trim();
    await estadoNota(tx, n.id, ESTADO_FE.NO_AUTORIZADA, motivo);
    await cerrar(tx, t, 'HECHO', motivo);
  });
}

const ultimaNota = (db: Db, facturaId: number) => ultimoDocumento(db, facturaId, 'NOTA_CREDITO');

/** The invoice's issue date as its signed document states it (the reference DIAN checks). */
const fechaEmision = (xml: string | null): string | undefined => /<cbc:IssueDate>([^<]+)<\/cbc:IssueDate>/.exec(xml ?? '')?.[1];

async function generarNota(ctx: ContextoEnvio, t: Trabajo, n: Nota): Promise<DocumentoGuardado> {
  const ahora = ctx.ahora?.() ?? new Date();
  const emitida = fechaEmision(n.factura_xml);
  // The invoice's data as it was issued (its resolution was valid then); the note itself is issued now.
  const { doc: factura, negocioId } = await facturaUbl(ctx.db, t.facturaId, emitida ? new Date(`${emitida}T12:00:00-05:00`) : ahora);
  const { fecha, hora } = fechaHoraBogota(ahora);
  const { resolucion: _r, tipoFactura: _t, tipo: _tipo, ...base } = factura;
  const doc: NotaCreditoUbl = {
    ...base,
    tipo: 'nota_credito',
    prefijo: n.prefijo,
    consecutivo: Number(n.consecutivo),
    fecha,
    hora,
    concepto: '2',
    descripcionConcepto: 'Anulación de factura electrónica',
    facturaReferencia: { numero: n.factura_numero, cufe: n.factura_cufe!, fecha: emitida ?? factura.fecha },
  };
  const clave = await claveDeNegocio(ctx.db, negocioId, ctx.frase, ahora);
  const construido = construirDocumento(doc);
  const xml = await firmarDocumento(construido.xml, clave, ahora);
  const d = await fila<{ id: number }>(
    ctx.db,
    sql`WITH d AS (
          INSERT INTO fe_documentos (factura_id, empresa_id, tipo, numero, codigo, xml_firmado, qr)
          VALUES (${t.facturaId}, ${t.empresaId}, 'NOTA_CREDITO', ${construido.numero}, ${construido.codigo}, ${xml}, ${construido.qr})
          RETURNING id, codigo)
        UPDATE fe_notas_credito nc SET cude = d.codigo, actualizado_en = now() FROM d WHERE nc.id = ${n.id}
        RETURNING d.id`,
  );
  return {
    id: Number(d!.id),
    negocioId,
    numero: construido.numero,
    codigo: construido.codigo,
    xml,
    nitEmisor: sinDigitoVerificacion(doc.emisor.identificacion),
  };
}
