CREATE TABLE "fe_notas_credito" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"factura_id" bigint NOT NULL,
	"anulacion_id" bigint NOT NULL,
	"empresa_id" integer NOT NULL,
	"prefijo" text NOT NULL,
	"consecutivo" bigint NOT NULL,
	"concepto" smallint DEFAULT 2 NOT NULL,
	"cude" text,
	"estado" smallint DEFAULT 5 NOT NULL,
	"mensaje" text,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "motivos_anulacion" (
	"id" serial PRIMARY KEY NOT NULL,
	"negocio_id" integer,
	"descripcion" text NOT NULL,
	"estado" char(1) DEFAULT 'A' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ventas_anulaciones" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"venta_id" bigint NOT NULL,
	"empresa_id" integer NOT NULL,
	"motivo_id" integer NOT NULL,
	"observacion" text NOT NULL,
	"usuario_id" integer,
	"web" char(1) DEFAULT 'S' NOT NULL,
	"en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fe_notas_credito" ADD CONSTRAINT "fe_notas_credito_factura_id_facturas_electronicas_id_fk" FOREIGN KEY ("factura_id") REFERENCES "public"."facturas_electronicas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fe_notas_credito" ADD CONSTRAINT "fe_notas_credito_anulacion_id_ventas_anulaciones_id_fk" FOREIGN KEY ("anulacion_id") REFERENCES "public"."ventas_anulaciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fe_notas_credito" ADD CONSTRAINT "fe_notas_credito_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "motivos_anulacion" ADD CONSTRAINT "motivos_anulacion_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_anulaciones" ADD CONSTRAINT "ventas_anulaciones_venta_id_ventas_id_fk" FOREIGN KEY ("venta_id") REFERENCES "public"."ventas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_anulaciones" ADD CONSTRAINT "ventas_anulaciones_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_anulaciones" ADD CONSTRAINT "ventas_anulaciones_motivo_id_motivos_anulacion_id_fk" FOREIGN KEY ("motivo_id") REFERENCES "public"."motivos_anulacion"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fe_notas_credito_factura_uq" ON "fe_notas_credito" USING btree ("factura_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fe_notas_credito_numero_uq" ON "fe_notas_credito" USING btree ("empresa_id","prefijo","consecutivo");--> statement-breakpoint
CREATE INDEX "fe_notas_credito_pendientes_idx" ON "fe_notas_credito" USING btree ("empresa_id") WHERE "fe_notas_credito"."estado" <> 2;--> statement-breakpoint
CREATE INDEX "motivos_anulacion_negocio_idx" ON "motivos_anulacion" USING btree ("negocio_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ventas_anulaciones_venta_uq" ON "ventas_anulaciones" USING btree ("venta_id");--> statement-breakpoint
CREATE INDEX "ventas_anulaciones_empresa_idx" ON "ventas_anulaciones" USING btree ("empresa_id","en");