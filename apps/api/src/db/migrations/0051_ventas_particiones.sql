-- Monthly partitions of the sales tables (docs/decisions/057-monthly-sales-partitions.md).
--
-- ventas, ventas_detalles and ventas_pagos become tables partitioned by RANGE on fecha_negocio, one partition per
-- month (ventas_2026_11, ventas_detalles_2026_11, ...). A unique key of a partitioned table must contain the
-- partition key, so the keys that were unique on ventas alone move to a small unpartitioned ledger, ventas_uuid:
-- (empresa_id, uuid) for exactly-once ingestion and (empresa_id, prefijo, consecutivo) for invoice numbers, with the
-- same index names. The ledger also hands out the sales' ids, and the tables that pointed at ventas(id) point at it.
--
-- The rows are copied here: at this project's sizes that is quick. A database with hundreds of millions of sales
-- would rather attach its old table as one partition (docs/scaling.md).

-- 1. What pointed at ventas(id), and ventas' own unique keys.
ALTER TABLE "facturas_electronicas" DROP CONSTRAINT "facturas_electronicas_venta_id_ventas_id_fk";--> statement-breakpoint
ALTER TABLE "ventas_detalles" DROP CONSTRAINT "ventas_detalles_venta_id_ventas_id_fk";--> statement-breakpoint
ALTER TABLE "ventas_pagos" DROP CONSTRAINT "ventas_pagos_venta_id_ventas_id_fk";--> statement-breakpoint
ALTER TABLE "remisiones_facturadas" DROP CONSTRAINT "remisiones_facturadas_venta_id_ventas_id_fk";--> statement-breakpoint
ALTER TABLE "remisiones_facturadas" DROP CONSTRAINT "remisiones_facturadas_factura_venta_id_ventas_id_fk";--> statement-breakpoint
ALTER TABLE "ventas_anulaciones" DROP CONSTRAINT "ventas_anulaciones_venta_id_ventas_id_fk";--> statement-breakpoint
ALTER TABLE "ventas_oficina" DROP CONSTRAINT "ventas_oficina_venta_id_ventas_id_fk";--> statement-breakpoint
ALTER TABLE "ventas_oficina" DROP CONSTRAINT "ventas_oficina_refactura_de_ventas_id_fk";--> statement-breakpoint
DROP INDEX "ventas_uuid_uq";--> statement-breakpoint
DROP INDEX "ventas_factura_uq";--> statement-breakpoint

-- 2. The ledger: one thin row per sale, filled from the sales stored so far.
CREATE TABLE "ventas_uuid" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"uuid" uuid NOT NULL,
	"fecha_negocio" date NOT NULL,
	"prefijo" text,
	"consecutivo" bigint
);--> statement-breakpoint
INSERT INTO "ventas_uuid" ("id", "empresa_id", "uuid", "fecha_negocio", "prefijo", "consecutivo")
  SELECT "id", "empresa_id", "uuid", "fecha_negocio", "prefijo", "consecutivo" FROM "ventas";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('ventas_uuid', 'id'), coalesce((SELECT max("id") FROM "ventas"), 0) + 1, false);--> statement-breakpoint
ALTER TABLE "ventas_uuid" ADD CONSTRAINT "ventas_uuid_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ventas_uuid_uq" ON "ventas_uuid" USING btree ("empresa_id","uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "ventas_factura_uq" ON "ventas_uuid" USING btree ("empresa_id","prefijo","consecutivo") WHERE "ventas_uuid"."consecutivo" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "facturas_electronicas" ADD CONSTRAINT "facturas_electronicas_venta_id_ventas_uuid_id_fk" FOREIGN KEY ("venta_id") REFERENCES "public"."ventas_uuid"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remisiones_facturadas" ADD CONSTRAINT "remisiones_facturadas_venta_id_ventas_uuid_id_fk" FOREIGN KEY ("venta_id") REFERENCES "public"."ventas_uuid"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remisiones_facturadas" ADD CONSTRAINT "remisiones_facturadas_factura_venta_id_ventas_uuid_id_fk" FOREIGN KEY ("factura_venta_id") REFERENCES "public"."ventas_uuid"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_anulaciones" ADD CONSTRAINT "ventas_anulaciones_venta_id_ventas_uuid_id_fk" FOREIGN KEY ("venta_id") REFERENCES "public"."ventas_uuid"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_oficina" ADD CONSTRAINT "ventas_oficina_venta_id_ventas_uuid_id_fk" FOREIGN KEY ("venta_id") REFERENCES "public"."ventas_uuid"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_oficina" ADD CONSTRAINT "ventas_oficina_refactura_de_ventas_uuid_id_fk" FOREIGN KEY ("refactura_de") REFERENCES "public"."ventas_uuid"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint

-- 3. The partitioned tables, with the same columns, defaults and NOT NULLs. A sale's id now comes from the ledger;
-- lines and payments keep their own sequences.
ALTER TABLE "ventas" RENAME TO "ventas_sin_particion";--> statement-breakpoint
ALTER TABLE "ventas_detalles" RENAME TO "ventas_detalles_sin_particion";--> statement-breakpoint
ALTER TABLE "ventas_pagos" RENAME TO "ventas_pagos_sin_particion";--> statement-breakpoint
CREATE TABLE "ventas" (LIKE "ventas_sin_particion" INCLUDING DEFAULTS) PARTITION BY RANGE ("fecha_negocio");--> statement-breakpoint
ALTER TABLE "ventas" ALTER COLUMN "id" DROP DEFAULT;--> statement-breakpoint
CREATE TABLE "ventas_detalles" (LIKE "ventas_detalles_sin_particion" INCLUDING DEFAULTS) PARTITION BY RANGE ("fecha_negocio");--> statement-breakpoint
CREATE TABLE "ventas_pagos" (LIKE "ventas_pagos_sin_particion" INCLUDING DEFAULTS) PARTITION BY RANGE ("fecha_negocio");--> statement-breakpoint
ALTER SEQUENCE "ventas_detalles_id_seq" OWNED BY NONE;--> statement-breakpoint
ALTER SEQUENCE "ventas_pagos_id_seq" OWNED BY NONE;--> statement-breakpoint

-- 4. Partitions: each month of the three tables from `desde` to `hasta`, those missing only. Creating one is
-- serialised by an advisory lock (two API instances, or the job and an ingestion, creating the same month do not
-- collide); when every month exists the function takes no lock at all, so writers inside long transactions do not
-- queue behind each other on it.
CREATE OR REPLACE FUNCTION crear_particiones_ventas(desde date, hasta date) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  mes date;
  fin date;
  tabla text;
  nombre text;
  creadas integer := 0;
  bloqueado boolean := false;
BEGIN
  mes := date_trunc('month', desde)::date;
  WHILE mes <= hasta LOOP
    fin := (mes + interval '1 month')::date;
    FOREACH tabla IN ARRAY ARRAY['ventas', 'ventas_detalles', 'ventas_pagos'] LOOP
      nombre := tabla || '_' || to_char(mes, 'YYYY_MM');
      IF to_regclass(format('public.%I', nombre)) IS NULL THEN
        IF NOT bloqueado THEN
          PERFORM pg_advisory_xact_lock(hashtext('crear_particiones_ventas'));
          bloqueado := true;
        END IF;
        -- Looked at again under the lock: another session may have created it meanwhile.
        IF to_regclass(format('public.%I', nombre)) IS NULL THEN
          EXECUTE format('CREATE TABLE public.%I PARTITION OF public.%I FOR VALUES FROM (%L) TO (%L)', nombre, tabla, mes, fin);
          creadas := creadas + 1;
        END IF;
      END IF;
    END LOOP;
    mes := fin;
  END LOOP;
  RETURN creadas;
END
$$;--> statement-breakpoint
SELECT crear_particiones_ventas(
  least(coalesce((SELECT min("fecha_negocio") FROM "ventas_sin_particion"), current_date), current_date),
  greatest(coalesce((SELECT max("fecha_negocio") FROM "ventas_sin_particion"), current_date), current_date + 62)
);--> statement-breakpoint

-- 5. The rows, then the old tables away (the sequences of lines and payments go to the new columns).
INSERT INTO "ventas" SELECT * FROM "ventas_sin_particion";--> statement-breakpoint
INSERT INTO "ventas_detalles" SELECT * FROM "ventas_detalles_sin_particion";--> statement-breakpoint
INSERT INTO "ventas_pagos" SELECT * FROM "ventas_pagos_sin_particion";--> statement-breakpoint
DROP TABLE "ventas_pagos_sin_particion";--> statement-breakpoint
DROP TABLE "ventas_detalles_sin_particion";--> statement-breakpoint
DROP TABLE "ventas_sin_particion";--> statement-breakpoint
ALTER SEQUENCE "ventas_detalles_id_seq" OWNED BY "ventas_detalles"."id";--> statement-breakpoint
ALTER SEQUENCE "ventas_pagos_id_seq" OWNED BY "ventas_pagos"."id";--> statement-breakpoint

-- 6. Keys, foreign keys, indexes and triggers, built once on the loaded rows; each index is one per partition.
ALTER TABLE "ventas" ADD CONSTRAINT "ventas_id_fecha_negocio_pk" PRIMARY KEY("id","fecha_negocio");--> statement-breakpoint
ALTER TABLE "ventas_detalles" ADD CONSTRAINT "ventas_detalles_id_fecha_negocio_pk" PRIMARY KEY("id","fecha_negocio");--> statement-breakpoint
ALTER TABLE "ventas_pagos" ADD CONSTRAINT "ventas_pagos_id_fecha_negocio_pk" PRIMARY KEY("id","fecha_negocio");--> statement-breakpoint
ALTER TABLE "ventas" ADD CONSTRAINT "ventas_id_ventas_uuid_id_fk" FOREIGN KEY ("id") REFERENCES "public"."ventas_uuid"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas" ADD CONSTRAINT "ventas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas" ADD CONSTRAINT "ventas_turno_id_turnos_id_fk" FOREIGN KEY ("turno_id") REFERENCES "public"."turnos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_detalles" ADD CONSTRAINT "ventas_detalles_venta_fk" FOREIGN KEY ("venta_id","fecha_negocio") REFERENCES "public"."ventas"("id","fecha_negocio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_detalles" ADD CONSTRAINT "ventas_detalles_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_pagos" ADD CONSTRAINT "ventas_pagos_venta_fk" FOREIGN KEY ("venta_id","fecha_negocio") REFERENCES "public"."ventas"("id","fecha_negocio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_pagos" ADD CONSTRAINT "ventas_pagos_medio_pago_id_medios_pago_id_fk" FOREIGN KEY ("medio_pago_id") REFERENCES "public"."medios_pago"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ventas_uuid_idx" ON "ventas" USING btree ("empresa_id","uuid");--> statement-breakpoint
CREATE INDEX "ventas_empresa_dia_idx" ON "ventas" USING btree ("empresa_id","fecha_negocio");--> statement-breakpoint
CREATE INDEX "ventas_turno_idx" ON "ventas" USING btree ("turno_id") WHERE "ventas"."turno_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ventas_placa_idx" ON "ventas" USING btree ("empresa_id","placa") WHERE "ventas"."placa" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ventas_cliente_idx" ON "ventas" USING btree ("cliente_id","fecha_negocio") WHERE "ventas"."cliente_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ventas_manuales_idx" ON "ventas" USING btree ("empresa_id","fecha") WHERE "ventas"."origen" = 'MANUAL';--> statement-breakpoint
CREATE INDEX "ventas_factura_idx" ON "ventas" USING btree ("empresa_id","prefijo","consecutivo") WHERE "ventas"."consecutivo" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ventas_detalles_venta_idx" ON "ventas_detalles" USING btree ("venta_id");--> statement-breakpoint
CREATE INDEX "ventas_detalles_precio_idx" ON "ventas_detalles" USING btree ("empresa_id","producto_id","precio","fecha_negocio");--> statement-breakpoint
CREATE INDEX "ventas_pagos_venta_idx" ON "ventas_pagos" USING btree ("venta_id");--> statement-breakpoint
CREATE TRIGGER ventas_dia_abierto_i AFTER INSERT ON ventas REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION dias_abiertos_insertar();--> statement-breakpoint
CREATE TRIGGER ventas_dia_abierto_u AFTER UPDATE ON ventas REFERENCING NEW TABLE AS nuevas OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION dias_abiertos_actualizar();
