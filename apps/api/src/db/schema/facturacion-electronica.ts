import { sql } from 'drizzle-orm';
import { bigint, bigserial, char, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { empresas, negocios } from './empresa';
import { facturasElectronicas } from './ventas';

/**
 * DIAN electronic invoicing of a business: its software registration (software id and PIN, provider NIT,
 * environment 1 production / 2 test), the certificate it signs with, the documents built and sent, every state
 * change of an invoice, and the sending queue (one job per invoice, claimed with FOR UPDATE SKIP LOCKED).
 */
export const feConfiguracion = pgTable('fe_configuracion', {
  negocioId: integer('negocio_id')
    .primaryKey()
    .references(() => negocios.id),
  ambiente: smallint('ambiente').notNull().default(2),
  softwareId: text('software_id').notNull(),
  softwarePin: text('software_pin').notNull(),
  proveedorNit: text('proveedor_nit').notNull(),
  /** DIAN's test set id (habilitación), sent with SendTestSetAsync; null in production. */
  testSetId: text('test_set_id'),
  actualizadoEn: timestamp('actualizado_en', { withTimezone: true }).notNull().defaultNow(),
});

/** Signing certificates: PEM certificate and encrypted PKCS#8 private key; one active per business. */
export const feCertificados = pgTable(
  'fe_certificados',
  {
    id: serial('id').primaryKey(),
    negocioId: integer('negocio_id')
      .notNull()
      .references(() => negocios.id),
    certificadoPem: text('certificado_pem').notNull(),
    clavePrivadaPem: text('clave_privada_pem').notNull(),
    sujeto: text('sujeto').notNull(),
    huella: text('huella').notNull(),
    validoDesde: timestamp('valido_desde', { withTimezone: true }).notNull(),
    validoHasta: timestamp('valido_hasta', { withTimezone: true }).notNull(),
    estado: char('estado', { length: 1 }).notNull().default('A'),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fe_certificados_activo_uq')
      .on(t.negocioId)
      .where(sql`${t.estado} = 'A'`),
  ],
);

/** Every signed document built for an invoice (a regenerated invoice has several), with the provider's answer. */
export const feDocumentos = pgTable(
  'fe_documentos',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    facturaId: bigint('factura_id', { mode: 'number' })
      .notNull()
      .references(() => facturasElectronicas.id),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    /** FACTURA or NOTA_CREDITO. */
    tipo: text('tipo').notNull(),
    numero: text('numero').notNull(),
    /** CUFE or CUDE. */
    codigo: text('codigo').notNull(),
    xmlFirmado: text('xml_firmado').notNull(),
    qr: text('qr').notNull(),
    /** DIAN's answer: status code (00, 99...), description, rule messages, application response, track id. */
    codigoRespuesta: text('codigo_respuesta'),
    descripcionRespuesta: text('descripcion_respuesta'),
    reglas: text('reglas').array(),
    respuestaXml: text('respuesta_xml'),
    trackId: text('track_id'),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
    respondidoEn: timestamp('respondido_en', { withTimezone: true }),
  },
  (t) => [index('fe_documentos_factura_idx').on(t.facturaId, t.id)],
);

/** The state machine's log: one row per change of an invoice's state. */
export const feTransiciones = pgTable(
  'fe_transiciones',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    facturaId: bigint('factura_id', { mode: 'number' })
      .notNull()
      .references(() => facturasElectronicas.id),
    desde: smallint('desde'),
    hacia: smallint('hacia').notNull(),
    motivo: text('motivo'),
    usuarioId: integer('usuario_id'),
    /** Who moved it: USUARIO, ENVIO (the queue), POS. */
    origen: text('origen').notNull(),
    en: timestamp('en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('fe_transiciones_factura_idx').on(t.facturaId, t.id)],
);

/**
 * The sending queue, one job per invoice: PENDIENTE (due at proximo_en), EN_CURSO (claimed by one instance),
 * HECHO or FALLIDO (attempts exhausted). ENVIAR builds, signs and sends; CONSULTAR asks the provider's status.
 */
export const feEnvios = pgTable(
  'fe_envios',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    facturaId: bigint('factura_id', { mode: 'number' })
      .notNull()
      .references(() => facturasElectronicas.id),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    accion: text('accion').notNull(),
    estado: text('estado').notNull().default('PENDIENTE'),
    intentos: integer('intentos').notNull().default(0),
    proximoEn: timestamp('proximo_en', { withTimezone: true }).notNull().defaultNow(),
    tomadoEn: timestamp('tomado_en', { withTimezone: true }),
    tomadoPor: text('tomado_por'),
    ultimoError: text('ultimo_error'),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
    actualizadoEn: timestamp('actualizado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fe_envios_factura_uq').on(t.facturaId),
    index('fe_envios_pendientes_idx')
      .on(t.proximoEn)
      .where(sql`${t.estado} IN ('PENDIENTE', 'EN_CURSO')`),
  ],
);
