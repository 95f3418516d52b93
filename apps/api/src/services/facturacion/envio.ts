import { sql } from 'drizzle-orm';
import { ESTADO_FE, MENSAJES_FE } from '@eds/contracts/facturacion/electronica';
import { fila, filas, type Db } from '../../db/client';
import { sinDigitoVerificacion } from './cufe';
import { claveDeNegocio, DocumentoNoConstruible, facturaUbl } from './datos';
import { cambiarEstado } from './estados';
import { firmarDocumento } from './firma';
import {
  codigoRegla,
  esProcesadoAnteriormente,
  ProveedorNoDisponible,
  type DocumentoEnviable,
  type ProveedorFe,
  type RespuestaDian,
} from './proveedor';
import { construirDocumento } from './ubl';
import { procesarNotaCredito } from './nota-credito-envio';

/**
 * The electronic-invoice sender: jobs in fe_envios, claimed with a short committed UPDATE … FOR UPDATE SKIP LOCKED
 * (so two API instances never take the same job), worked with no transaction open while DIAN answers, and closed
 * in one transaction that stores the document, DIAN's answer and the invoice's state change — only if the job is
 * still held by this instance. A provider that cannot be reached is tried again after growing waits
 * (30 s, 1, 2, 4... minutes, at most an hour) and given up after MAX_INTENTOS, leaving the invoice in state 4.
 * A job held longer than RECLAMO_VENCIDO (an instance that died) is claimed again; DIAN answers a document it
 * already accepted with "Documento procesado anteriormente", which ends as authorised.
 */

export const MAX_INTENTOS = 8;
const RECLAMO_VENCIDO = '10 minutes';

/** NOTA_CREDITO sends the credit note of the invoice's annulled sale (nota-credito-envio.ts). */
export type AccionEnvio = 'GENERAR' | 'REENVIAR' | 'CONSULTAR' | 'NOTA_CREDITO';

export interface Trabajo {
  id: number;
  facturaId: number;
  empresaId: number;
  accion: AccionEnvio;
  intentos: number;
}

export interface ContextoEnvio {
  db: Db;
  proveedor: ProveedorFe;
  /** Passphrase of the signing keys. */
  frase: string;
  /** This instance's name in fe_envios.tomado_por. */
  instancia: string;
  ahora?: () => Date;
}

export const esperaReintento = (intentos: number): number => Math.min(30 * 2 ** Math.max(0, intentos - 1), 3600);

export async function reclamarEnvios(db: Db, instancia: string, cuantos: number): Promise<Trabajo[]> {
  const r = await filas<{ id: number; factura_id: number; empresa_id: number; accion: AccionEnvio; intentos: number }>(
    db,
    sql`UPDATE fe_envios SET estado = 'EN_CURSO', tomado_en = now(), tomado_por = ${instancia}, intentos = intentos + 1, actualizado_en = now()
         WHERE id IN (SELECT id FROM fe_envios
                       WHERE (estado = 'PENDIENTE' AND proximo_en <= now())
                          OR (estado = 'EN_CURSO' AND tomado_en < now() - ${RECLAMO_VENCIDO}::interval)
                       ORDER BY proximo_en, id LIMIT ${cuantos} FOR UPDATE SKIP LOCKED)
     RETURNING id, factura_id, empresa_id, accion, intentos`,
  );
  return r.map((t) => ({
    id: Number(t.id),
    facturaId: Number(t.factura_id),
    empresaId: Number(t.empresa_id),
    accion: t.accion,
    intentos: Number(t.intentos),
  }));
}

export interface DocumentoGuardado extends DocumentoEnviable {
  id: number;
}

/** The newest stored document of a type (the invoice, or its credit note) of a sale, with its business's identity. */
export async function ultimoDocumento(
  db: Db,
  facturaId: number,
  tipo: 'FACTURA' | 'NOTA_CREDITO' = 'FACTURA',
): Promise<DocumentoGuardado | undefined> {
  const d = await fila<{ id: number; negocio_id: number; numero: string; codigo: string; xml_firmado: string; nit: string }>(
    db,
    sql`SELECT d.id, e.negocio_id, d.numero, d.codigo, d.xml_firmado, coalesce(e.nit, n.nit) AS nit
          FROM fe_documentos d JOIN empresas e ON e.id = d.empresa_id JOIN negocios n ON n.id = e.negocio_id
         WHERE d.factura_id = ${facturaId} AND d.tipo = ${tipo} ORDER BY d.id DESC LIMIT 1`,
  );
  return (
    d && {
      id: Number(d.id),
      negocioId: Number(d.negocio_id),
      numero: d.numero,
      codigo: d.codigo,
      xml: d.xml_firmado,
      nitEmisor: sinDigitoVerificacion(d.nit),
    }
  );
}

/** Runs one claimed job to its end (never throws for a provider or build failure: they are stored). */
export async function procesarEnvio(ctx: ContextoEnvio, t: Trabajo): Promise<void> {
  if (t.accion === 'NOTA_CREDITO') return procesarNotaCredito(ctx, t);
  const estado = await fila<{ estado: number }>(ctx.db, sql`SELECT estado FROM facturas_electronicas WHERE id = ${t.facturaId}`);
  const actual = Number(estado?.estado);
  // An authorised invoice is only ever asked again by an explicit resend (harmless: DIAN knows it).
  if (!estado || (actual === ESTADO_FE.AUTORIZADA && t.accion === 'GENERAR')) return cerrar(ctx.db, t, 'HECHO', null);

  let documento: DocumentoGuardado | undefined;
  if (t.accion === 'GENERAR' || !(documento = await ultimoDocumento(ctx.db, t.facturaId))) {
    try {
      documento = await generar(ctx, t);
    } catch (err) {
      if (!(err instanceof DocumentoNoConstruible)) throw err;
      await ctx.db.transaction(async (tx) => {
        if (!(await sigueSiendoMio(tx, t))) return;
        await cambiarEstado(tx, t.facturaId, ESTADO_FE.ERROR_ANTES_DE_ENVIO, { origen: 'ENVIO', motivo: err.message });
        await cerrar(tx, t, 'HECHO', err.message);
      });
      return;
    }
  }

  let r: RespuestaDian;
  try {
    r =
      t.accion === 'CONSULTAR'
        ? await ctx.proveedor.estado(documento.codigo, documento.negocioId)
        : t.accion === 'REENVIAR'
          ? await ctx.proveedor.reenviar(documento)
          : await ctx.proveedor.enviar(documento);
    if (esProcesadoAnteriormente(r)) {
      // DIAN had it already: its status says how it ended.
      const previo = await ctx.proveedor.estado(documento.codigo, documento.negocioId);
      r = previo.valido ? { ...previo, descripcion: previo.descripcion } : r;
    }
  } catch (err) {
    const mensaje = err instanceof ProveedorNoDisponible ? err.message : `Error del proveedor: ${(err as Error).message}`;
    await ctx.db.transaction(async (tx) => {
      if (!(await sigueSiendoMio(tx, t))) return;
      if (t.intentos >= MAX_INTENTOS) {
        if (actual !== ESTADO_FE.AUTORIZADA) {
          await cambiarEstado(tx, t.facturaId, ESTADO_FE.ERROR_ANTES_DE_ENVIO, {
            origen: 'ENVIO',
            motivo: MENSAJES_FE.sinConexionAgotado(t.intentos),
          });
        }
        await cerrar(tx, t, 'FALLIDO', mensaje);
      } else {
        await tx.execute(
          sql`UPDATE facturas_electronicas SET mensaje = ${MENSAJES_FE.sinConexionProveedor}, intentos = intentos + 1, actualizado_en = now()
               WHERE id = ${t.facturaId} AND estado <> 2`,
        );
        await reprogramar(tx, t, t.accion, mensaje);
      }
    });
    return;
  }
  await registrarRespuesta(ctx, t, documento, r, actual);
}

/** Builds, signs and stores a new document for the invoice (its CUFE goes on the invoice). */
async function generar(ctx: ContextoEnvio, t: Trabajo): Promise<DocumentoGuardado> {
  const ahora = ctx.ahora?.() ?? new Date();
  const { doc, negocioId } = await facturaUbl(ctx.db, t.facturaId, ahora);
  const clave = await claveDeNegocio(ctx.db, negocioId, ctx.frase, ahora);
  const construido = construirDocumento(doc);
  const xml = await firmarDocumento(construido.xml, clave, ahora);
  const d = await fila<{ id: number }>(
    ctx.db,
    sql`WITH d AS (
          INSERT INTO fe_documentos (factura_id, empresa_id, tipo, numero, codigo, xml_firmado, qr)
          VALUES (${t.facturaId}, ${t.empresaId}, 'FACTURA', ${construido.numero}, ${construido.codigo}, ${xml}, ${construido.qr})
          RETURNING id, codigo)
        UPDATE facturas_electronicas f SET cufe = d.codigo, actualizado_en = now() FROM d WHERE f.id = ${t.facturaId}
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

async function registrarRespuesta(ctx: ContextoEnvio, t: Trabajo, d: DocumentoGuardado, r: RespuestaDian, actual: number) {
  await ctx.db.transaction(async (tx) => {
    if (!(await sigueSiendoMio(tx, t))) return;
    if (!r.pendiente) {
      await tx.execute(
        sql`UPDATE fe_documentos SET codigo_respuesta = ${r.codigo}, descripcion_respuesta = ${r.descripcion},
                   reglas = ${`{${r.reglas.map((x) => `"${x.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`}::text[],
                   respuesta_xml = coalesce(${r.respuestaXml}, respuesta_xml), track_id = coalesce(${r.trackId}, track_id), respondido_en = now()
             WHERE id = ${d.id}`,
      );
    }
    if (actual === ESTADO_FE.AUTORIZADA) return cerrar(tx, t, 'HECHO', null);
    if (r.valido) {
      await cambiarEstado(tx, t.facturaId, ESTADO_FE.AUTORIZADA, {
        origen: 'ENVIO',
        motivo: esProcesadoAnteriormente(r) ? MENSAJES_FE.procesadaAnteriormente : MENSAJES_FE.autorizada,
      });
      await tx.execute(sql`UPDATE facturas_electronicas SET enviada_en = coalesce(enviada_en, now()) WHERE id = ${t.facturaId}`);
      return cerrar(tx, t, 'HECHO', null);
    }
    if (r.pendiente) {
      await cambiarEstado(tx, t.facturaId, ESTADO_FE.ESPERANDO_RESPUESTA, { origen: 'ENVIO', motivo: MENSAJES_FE.esperandoRespuesta });
      return reprogramar(tx, t, 'CONSULTAR', null);
    }
    if (r.codigo === '66') {
      await cambiarEstado(tx, t.facturaId, ESTADO_FE.DOCUMENTO_NO_ENCONTRADO, { origen: 'ENVIO', motivo: MENSAJES_FE.noEncontrada });
      return reprogramar(tx, t, 'REENVIAR', r.descripcion);
    }
    if (esProcesadoAnteriormente(r)) {
      // DIAN has it but its status is not final yet: ask again.
      await cambiarEstado(tx, t.facturaId, ESTADO_FE.ESPERANDO_RESPUESTA, { origen: 'ENVIO', motivo: MENSAJES_FE.esperandoRespuesta });
      return reprogramar(tx, t, 'CONSULTAR', null);
    }
    const motivo = r.reglas.length ? r.reglas.join(' | ') : `${r.codigo} ${r.descripcion}`.trim();
    const hacia = r.reglas.some((x) => codigoRegla(x) === 'ZB01')
      ? ESTADO_FE.DEVUELTA_EN_RECEPCION
      : t.accion === 'CONSULTAR'
        ? ESTADO_FE.DEVUELTA_POR_DOCUMENTO
        : ESTADO_FE.NO_AUTORIZADA;
    await cambiarEstado(tx, t.facturaId, hacia, { origen: 'ENVIO', motivo });
    await cerrar(tx, t, 'HECHO', motivo);
  });
}

type Conexion = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** The job is still held by this instance (another may have reclaimed it after RECLAMO_VENCIDO): lock it. */
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

async function reprogramar(tx: Conexion, t: Trabajo, accion: AccionEnvio, error: string | null) {
  await tx.execute(
    sql`UPDATE fe_envios SET estado = 'PENDIENTE', accion = ${accion}, ultimo_error = ${error}, tomado_en = NULL,
               proximo_en = now() + make_interval(secs => ${esperaReintento(t.intentos)}), actualizado_en = now()
         WHERE id = ${t.id}`,
  );
}

/** One pass: claims up to `cuantos` due jobs and works them one after the other; answers how many it worked. */
export async function pasadaEnvios(ctx: ContextoEnvio, cuantos = 20): Promise<number> {
  const trabajos = await reclamarEnvios(ctx.db, ctx.instancia, cuantos);
  for (const t of trabajos) await procesarEnvio(ctx, t);
  return trabajos.length;
}
