CREATE TABLE "bonos" (
	"id" serial PRIMARY KEY NOT NULL,
	"negocio_id" integer NOT NULL,
	"serie" text NOT NULL,
	"codigo" text NOT NULL,
	"valor" numeric(14, 2) NOT NULL,
	"vigencia" date NOT NULL,
	"estado" text DEFAULT 'EMITIDO' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"usuario_id" integer,
	"redimido_en" timestamp with time zone,
	"empresa_redencion_id" integer,
	"equipo_redencion_id" integer,
	"referencia_redencion" text,
	"anulado_en" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "prepago_recargas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"negocio_id" integer NOT NULL,
	"empresa_id" integer NOT NULL,
	"cliente_id" integer NOT NULL,
	"cupo_id" integer NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"fecha_negocio" date NOT NULL,
	"valor" numeric(14, 2) NOT NULL,
	"medio_pago_id" integer NOT NULL,
	"referencia" text,
	"usuario_id" integer
);
--> statement-breakpoint
CREATE TABLE "recaudos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"negocio_id" integer NOT NULL,
	"empresa_id" integer NOT NULL,
	"cliente_id" integer NOT NULL,
	"consecutivo" integer NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"fecha_negocio" date NOT NULL,
	"valor" numeric(14, 2) NOT NULL,
	"medio_pago_id" integer NOT NULL,
	"referencia" text,
	"observacion" text,
	"usuario_id" integer,
	"estado" text DEFAULT 'REGISTRADO' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recaudos_aplicaciones" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"recaudo_id" bigint NOT NULL,
	"venta_id" bigint NOT NULL,
	"cupo_id" integer,
	"valor" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bonos" ADD CONSTRAINT "bonos_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonos" ADD CONSTRAINT "bonos_empresa_redencion_id_empresas_id_fk" FOREIGN KEY ("empresa_redencion_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepago_recargas" ADD CONSTRAINT "prepago_recargas_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepago_recargas" ADD CONSTRAINT "prepago_recargas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepago_recargas" ADD CONSTRAINT "prepago_recargas_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepago_recargas" ADD CONSTRAINT "prepago_recargas_cupo_id_cupos_id_fk" FOREIGN KEY ("cupo_id") REFERENCES "public"."cupos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepago_recargas" ADD CONSTRAINT "prepago_recargas_medio_pago_id_medios_pago_id_fk" FOREIGN KEY ("medio_pago_id") REFERENCES "public"."medios_pago"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recaudos" ADD CONSTRAINT "recaudos_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recaudos" ADD CONSTRAINT "recaudos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recaudos" ADD CONSTRAINT "recaudos_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recaudos" ADD CONSTRAINT "recaudos_medio_pago_id_medios_pago_id_fk" FOREIGN KEY ("medio_pago_id") REFERENCES "public"."medios_pago"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recaudos_aplicaciones" ADD CONSTRAINT "recaudos_aplicaciones_recaudo_id_recaudos_id_fk" FOREIGN KEY ("recaudo_id") REFERENCES "public"."recaudos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recaudos_aplicaciones" ADD CONSTRAINT "recaudos_aplicaciones_venta_id_ventas_uuid_id_fk" FOREIGN KEY ("venta_id") REFERENCES "public"."ventas_uuid"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recaudos_aplicaciones" ADD CONSTRAINT "recaudos_aplicaciones_cupo_id_cupos_id_fk" FOREIGN KEY ("cupo_id") REFERENCES "public"."cupos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonos_codigo_uq" ON "bonos" USING btree ("negocio_id","codigo");--> statement-breakpoint
CREATE INDEX "bonos_serie_idx" ON "bonos" USING btree ("negocio_id","serie");--> statement-breakpoint
CREATE INDEX "bonos_emitidos_idx" ON "bonos" USING btree ("negocio_id","vigencia") WHERE "bonos"."estado" = 'EMITIDO';--> statement-breakpoint
CREATE INDEX "prepago_recargas_cliente_idx" ON "prepago_recargas" USING btree ("cliente_id","fecha");--> statement-breakpoint
CREATE INDEX "prepago_recargas_empresa_idx" ON "prepago_recargas" USING btree ("empresa_id","fecha_negocio");--> statement-breakpoint
CREATE UNIQUE INDEX "recaudos_consecutivo_uq" ON "recaudos" USING btree ("negocio_id","consecutivo");--> statement-breakpoint
CREATE INDEX "recaudos_cliente_idx" ON "recaudos" USING btree ("cliente_id","fecha");--> statement-breakpoint
CREATE INDEX "recaudos_empresa_dia_idx" ON "recaudos" USING btree ("empresa_id","fecha_negocio");--> statement-breakpoint
CREATE INDEX "recaudos_aplicaciones_venta_idx" ON "recaudos_aplicaciones" USING btree ("venta_id");--> statement-breakpoint
CREATE INDEX "recaudos_aplicaciones_recaudo_idx" ON "recaudos_aplicaciones" USING btree ("recaudo_id");