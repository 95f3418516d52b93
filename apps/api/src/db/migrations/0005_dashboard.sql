CREATE TABLE "alertas_clientes" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"cliente_id" integer NOT NULL,
	"cupo_id" integer NOT NULL,
	"umbral" smallint NOT NULL,
	"periodo" text NOT NULL,
	"mensaje" text NOT NULL,
	"cupo" numeric(14, 2) NOT NULL,
	"consumido" numeric(14, 2) NOT NULL,
	"estado" char(1) DEFAULT 'A' NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metas_venta" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"anio" smallint NOT NULL,
	"mes" smallint NOT NULL,
	"tipo_negocio" char(1) NOT NULL,
	"unidad" text DEFAULT 'VALOR' NOT NULL,
	"meta" numeric(16, 2) NOT NULL,
	"distribucion" text DEFAULT 'UNIFORME' NOT NULL,
	"dias" jsonb,
	"estado" char(1) DEFAULT 'A' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "facturas_electronicas" ADD COLUMN "contingencia" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "facturas_electronicas" ADD COLUMN "enviada_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ventas" ADD COLUMN "origen" text DEFAULT 'POS' NOT NULL;--> statement-breakpoint
ALTER TABLE "alertas_clientes" ADD CONSTRAINT "alertas_clientes_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alertas_clientes" ADD CONSTRAINT "alertas_clientes_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alertas_clientes" ADD CONSTRAINT "alertas_clientes_cupo_id_cupos_id_fk" FOREIGN KEY ("cupo_id") REFERENCES "public"."cupos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metas_venta" ADD CONSTRAINT "metas_venta_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alertas_clientes_umbral_uq" ON "alertas_clientes" USING btree ("cupo_id","periodo","umbral");--> statement-breakpoint
CREATE INDEX "alertas_clientes_empresa_idx" ON "alertas_clientes" USING btree ("empresa_id","estado");--> statement-breakpoint
CREATE UNIQUE INDEX "metas_venta_uq" ON "metas_venta" USING btree ("empresa_id","anio","mes","tipo_negocio","unidad");--> statement-breakpoint
CREATE INDEX "facturas_electronicas_contingencia_idx" ON "facturas_electronicas" USING btree ("empresa_id") WHERE "facturas_electronicas"."contingencia" AND "facturas_electronicas"."enviada_en" IS NULL;--> statement-breakpoint
CREATE INDEX "ventas_manuales_idx" ON "ventas" USING btree ("empresa_id","fecha") WHERE "ventas"."origen" = 'MANUAL';