CREATE TABLE "restricciones_consumo" (
	"id" serial PRIMARY KEY NOT NULL,
	"negocio_id" integer NOT NULL,
	"flota_id" integer,
	"vehiculo_id" integer,
	"productos" integer[] DEFAULT '{}'::int[] NOT NULL,
	"estaciones" integer[] DEFAULT '{}'::int[] NOT NULL,
	"dias" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"hora_desde" smallint,
	"hora_hasta" smallint,
	"max_galones_tanqueo" numeric(12, 3),
	"max_tanqueos_dia" smallint,
	"max_valor_mes" numeric(14, 2),
	"kilometraje_creciente" boolean DEFAULT false NOT NULL,
	"estado" char(1) DEFAULT 'A' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restricciones_consumo_destino" CHECK (("restricciones_consumo"."flota_id" IS NULL) <> ("restricciones_consumo"."vehiculo_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "ventas_cupo_novedades" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"venta_uuid" uuid NOT NULL,
	"fecha_negocio" date NOT NULL,
	"cliente_id" integer NOT NULL,
	"cupo_id" integer,
	"motivo" text NOT NULL,
	"valor" numeric(14, 2) NOT NULL,
	"disponible" numeric(14, 2),
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "alertas_clientes_umbral_uq";--> statement-breakpoint
ALTER TABLE "alertas_clientes" ALTER COLUMN "cupo_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "alertas_clientes" ALTER COLUMN "umbral" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "alertas_clientes" ADD COLUMN "motivo" text DEFAULT 'UMBRAL' NOT NULL;--> statement-breakpoint
ALTER TABLE "alertas_clientes" ADD COLUMN "venta_uuid" uuid;--> statement-breakpoint
ALTER TABLE "restricciones_consumo" ADD CONSTRAINT "restricciones_consumo_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restricciones_consumo" ADD CONSTRAINT "restricciones_consumo_flota_id_flotas_id_fk" FOREIGN KEY ("flota_id") REFERENCES "public"."flotas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restricciones_consumo" ADD CONSTRAINT "restricciones_consumo_vehiculo_id_vehiculos_id_fk" FOREIGN KEY ("vehiculo_id") REFERENCES "public"."vehiculos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_cupo_novedades" ADD CONSTRAINT "ventas_cupo_novedades_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_cupo_novedades" ADD CONSTRAINT "ventas_cupo_novedades_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_cupo_novedades" ADD CONSTRAINT "ventas_cupo_novedades_cupo_id_cupos_id_fk" FOREIGN KEY ("cupo_id") REFERENCES "public"."cupos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "restricciones_consumo_flota_idx" ON "restricciones_consumo" USING btree ("flota_id");--> statement-breakpoint
CREATE INDEX "restricciones_consumo_vehiculo_idx" ON "restricciones_consumo" USING btree ("vehiculo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ventas_cupo_novedades_uq" ON "ventas_cupo_novedades" USING btree ("empresa_id","venta_uuid","motivo");--> statement-breakpoint
CREATE INDEX "ventas_cupo_novedades_cliente_idx" ON "ventas_cupo_novedades" USING btree ("cliente_id","fecha_negocio");--> statement-breakpoint
CREATE UNIQUE INDEX "alertas_clientes_venta_uq" ON "alertas_clientes" USING btree ("empresa_id","venta_uuid","motivo") WHERE "alertas_clientes"."venta_uuid" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "alertas_clientes_umbral_uq" ON "alertas_clientes" USING btree ("cupo_id","periodo","umbral") WHERE "alertas_clientes"."venta_uuid" IS NULL;