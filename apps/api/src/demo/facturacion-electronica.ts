import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { fila, type Conn } from '../db/client';
import { certificadoAutofirmado, datosCertificado } from '../services/facturacion/certificado';

/**
 * The demo business's DIAN electronic invoicing: its software registration in the test environment (habilitación)
 * and a self-signed signing certificate (RSA-2048, two years, made with PKI.js), its private key encrypted with
 * FE_CLAVE_CERTIFICADOS. A real business uploads the certificate its certification authority issued.
 * The generated history keeps the states the generator gave its invoices (some awaiting DIAN, some rejected: the
 * dashboard's unmanaged invoices): they leave the sender's queue, and a person acts on them from the invoice actions.
 */
export async function sembrarFacturacionElectronicaDemo(
  conn: Conn,
  negocioId: number,
  frase = loadConfig().FE_CLAVE_CERTIFICADOS,
  ahora = new Date(),
): Promise<void> {
  const negocio = await fila<{ nombre: string; nit: string }>(conn, sql`SELECT nombre, nit FROM negocios WHERE id = ${negocioId}`);
  if (!negocio) return;
  await conn.execute(sql`DELETE FROM fe_envios WHERE empresa_id IN (SELECT id FROM empresas WHERE negocio_id = ${negocioId})`);
  await conn.execute(
    sql`INSERT INTO fe_configuracion (negocio_id, ambiente, software_id, software_pin, proveedor_nit, test_set_id)
        VALUES (${negocioId}, 2, ${`5f0c2a6e-8d1b-4c3e-9a7f-${String(negocioId).padStart(12, '0')}`}, '75315', ${negocio.nit},
                '2c8b4a9e-1f3d-4e5a-b6c7-d8e9f0a1b2c3')
        ON CONFLICT (negocio_id) DO NOTHING`,
  );
  await ejemplosNoGestionadas(conn, negocioId);
  const existe = await fila<{ id: number }>(conn, sql`SELECT id FROM fe_certificados WHERE negocio_id = ${negocioId} AND estado = 'A'`);
  if (existe) return;
  const c = await certificadoAutofirmado(negocio.nombre, negocio.nit, frase, ahora);
  const d = datosCertificado(c.certificadoPem);
  await conn.execute(
    sql`INSERT INTO fe_certificados (negocio_id, certificado_pem, clave_privada_pem, sujeto, huella, valido_desde, valido_hasta)
        VALUES (${negocioId}, ${c.certificadoPem}, ${c.clavePrivadaPem}, ${d.sujeto}, ${d.huella}, ${d.desde.toISOString()}, ${d.hasta.toISOString()})`,
  );
}

/**
 * Fourteen of the first station's latest authorised invoices become examples of what DIAN answers when it refuses a
 * document, so the dashboard's unmanaged invoices and the invoice actions have one of each case to show.
 */
async function ejemplosNoGestionadas(conn: Conn, negocioId: number): Promise<void> {
  const ejemplos: [number, string][] = [
    [3, 'Regla: FAD06, Rechazo: Valor del CUFE no está calculado correctamente.'],
    [6, 'Regla: ZB01, Rechazo: Fallo en el esquema XML del archivo'],
    [15, 'Regla: FAJ43b, Rechazo: Nombre informado no corresponde al registrado en el RUT con relación al NIT.'],
    [18, 'Documento no encontrado'],
    [3, 'Regla: FAB05b, Rechazo: Número de la resolución no corresponde a una autorización de numeración vigente.'],
    [4, 'No hubo conexión con el proveedor de facturación electrónica después de 8 intentos'],
    [3, 'Regla: FAD06, Rechazo: Valor del CUFE no está calculado correctamente.'],
    [6, 'Regla: ZB01, Rechazo: Fallo en el esquema XML del archivo'],
    [18, 'Documento no encontrado'],
    [15, 'Regla: FAJ43b, Rechazo: Nombre informado no corresponde al registrado en el RUT con relación al NIT.'],
    [3, 'Regla: FAD09e, Rechazo: El valor total de la factura no corresponde a la suma de sus líneas.'],
    [4, 'No hubo conexión con el proveedor de facturación electrónica después de 8 intentos'],
    [3, 'Regla: FAB05b, Rechazo: Número de la resolución no corresponde a una autorización de numeración vigente.'],
    [4, 'No hubo conexión con el proveedor de facturación electrónica después de 8 intentos'],
  ];
  await conn.execute(sql`
    WITH primera AS (SELECT min(id) AS id FROM empresas WHERE negocio_id = ${negocioId} AND tipo = 3),
         x AS (SELECT f.id, row_number() OVER (ORDER BY f.fecha DESC, f.id DESC)::int AS n
                 FROM facturas_electronicas f, primera
                WHERE f.empresa_id = primera.id AND f.estado = 2 AND NOT f.contingencia
                ORDER BY f.fecha DESC, f.id DESC LIMIT ${ejemplos.length}),
         e AS (SELECT * FROM jsonb_to_recordset(${JSON.stringify(ejemplos.map(([estado, mensaje], i) => ({ n: i + 1, estado, mensaje })))}::jsonb)
                 AS e(n int, estado smallint, mensaje text))
    UPDATE facturas_electronicas f SET estado = e.estado, mensaje = e.mensaje FROM x JOIN e ON e.n = x.n WHERE f.id = x.id`);
  // A short demo (a day or two) may hold fewer authorised invoices than examples: the rest are the station's latest
  // invoiced sales with no electronic document yet, refused the same way.
  await conn.execute(sql`
    WITH primera AS (SELECT min(id) AS id FROM empresas WHERE negocio_id = ${negocioId} AND tipo = 3),
         hechos AS (SELECT count(*)::int AS c FROM facturas_electronicas f, primera
                     WHERE f.empresa_id = primera.id AND NOT f.contingencia AND f.estado IN (3, 4, 6, 15, 18)),
         v AS (SELECT v.*, row_number() OVER (ORDER BY v.fecha DESC, v.id DESC)::int AS n
                 FROM ventas v, primera
                WHERE v.empresa_id = primera.id AND v.consecutivo IS NOT NULL AND v.estado_movimiento LIKE '%001'
                  AND NOT EXISTS (SELECT 1 FROM facturas_electronicas f WHERE f.venta_id = v.id)
                ORDER BY v.fecha DESC, v.id DESC LIMIT ${ejemplos.length}),
         e AS (SELECT * FROM jsonb_to_recordset(${JSON.stringify(ejemplos.map(([estado, mensaje], i) => ({ n: i + 1, estado, mensaje })))}::jsonb)
                 AS e(n int, estado smallint, mensaje text))
    INSERT INTO facturas_electronicas (empresa_id, venta_id, fecha, fecha_negocio, resolucion_id, prefijo, consecutivo, estado, contingencia, mensaje)
    SELECT v.empresa_id, v.id, v.fecha, v.fecha_negocio, v.resolucion_id, v.prefijo, v.consecutivo, e.estado, false, e.mensaje
      FROM v JOIN e ON e.n = v.n, hechos
     WHERE v.n > hechos.c`);
}
