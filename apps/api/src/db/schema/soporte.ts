import {
  pgTable,
  bigserial,
  bigint,
  integer,
  text,
  numeric,
  date,
  uuid,
  timestamp,
  index,
  uniqueIndex,
  primaryKey,
} from 'drizzle-orm/pg-core';
import { empresas } from './empresa';
import { equipos } from './estacion';
import { cupos } from './clientes';

/**
 * What a POS says it sold in a business day (SCREENS.md G06 Conciliación de sincronización), reported through
 * `POST /pos/v1/conteos`: one row per device and day, overwritten by each report (the last count wins), so a
 * repeated report changes nothing. Operational data like the heartbeat: not audited.
 */
export const equiposConteosDia = pgTable(
  'equipos_conteos_dia',
  {
    equipoId: integer('equipo_id')
      .notNull()
      .references(() => equipos.id, { onDelete: 'cascade' }),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    fechaNegocio: date('fecha_negocio', { mode: 'string' }).notNull(),
    ventas: integer('ventas').notNull(),
    total: numeric('total', { precision: 16, scale: 2 }),
    reportadoEn: timestamp('reportado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.equipoId, t.fechaNegocio] }), index('equipos_conteos_dia_empresa_idx').on(t.empresaId, t.fechaNegocio)],
);

/**
 * Online authorisations of a sale (SCREENS.md G06 Autorizaciones): credit quota, fleet, card terminal, GoPass, the
 * loyalty apps, redemptions. The POS reports the ones it obtained (`POST /pos/v1/autorizaciones`, a uuid per
 * authorisation: exactly once, as sales). Operational data: not audited.
 */
export const autorizaciones = pgTable(
  'autorizaciones',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    equipoId: integer('equipo_id'),
    uuid: uuid('uuid').notNull(),
    /** CUPO, FLOTA, DATAFONO, GOPASS, APP_TERPEL, APP_RUMBO, REDENCION. */
    tipo: text('tipo').notNull(),
    referencia: text('referencia').notNull(),
    valor: numeric('valor', { precision: 14, scale: 2 }).notNull(),
    /** APROBADA, RECHAZADA or ERROR (no answer). */
    respuesta: text('respuesta').notNull(),
    codigo: text('codigo'),
    mensaje: text('mensaje'),
    tiempoMs: integer('tiempo_ms').notNull(),
    fecha: timestamp('fecha', { withTimezone: true }).notNull(),
    fechaNegocio: date('fecha_negocio', { mode: 'string' }).notNull(),
    /** The sale it authorised, when the POS knows it. */
    ventaUuid: uuid('venta_uuid'),
    recibidoEn: timestamp('recibido_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('autorizaciones_uuid_uq').on(t.empresaId, t.uuid),
    index('autorizaciones_empresa_fecha_idx').on(t.empresaId, t.fecha),
  ],
);

/**
 * Holds of approved online quota checks (POST /pos/v1/autorizaciones/cupo, docs/decisions/063): the approved amount
 * stays reserved on its quota until a sale of that quota arrives (the oldest hold of the quota is released by each
 * one) or `vence_en` passes. The available quota subtracts the unexpired holds; approvals lock the quota row, so two
 * racing approvals never exceed it together. Operational data written by devices: not audited.
 */
export const cuposRetenciones = pgTable(
  'cupos_retenciones',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cupoId: integer('cupo_id')
      .notNull()
      .references(() => cupos.id, { onDelete: 'cascade' }),
    clienteId: integer('cliente_id').notNull(),
    vehiculoId: integer('vehiculo_id'),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    autorizacionId: bigint('autorizacion_id', { mode: 'number' })
      .notNull()
      .references(() => autorizaciones.id, { onDelete: 'cascade' }),
    valor: numeric('valor', { precision: 14, scale: 2 }).notNull(),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
    venceEn: timestamp('vence_en', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('cupos_retenciones_cupo_idx').on(t.cupoId, t.venceEn),
    uniqueIndex('cupos_retenciones_autorizacion_uq').on(t.autorizacionId),
  ],
);
