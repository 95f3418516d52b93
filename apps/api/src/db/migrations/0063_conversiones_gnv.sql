CREATE TABLE "conversiones" (
	"id" serial PRIMARY KEY NOT NULL,
	"negocio_id" integer NOT NULL,
	"empresa_id" integer NOT NULL,
	"placa" text NOT NULL,
	"cliente_id" integer NOT NULL,
	"taller_id" integer NOT NULL,
	"verificadora_id" integer NOT NULL,
	"financiera_id" integer,
	"certificado" text NOT NULL,
	"fecha_conversion" date NOT NULL,
	"vence_revision" date NOT NULL,
	"valor_financiado" numeric(14, 2) DEFAULT '0' NOT NULL,
	"cuota_m3" numeric(14, 2) NOT NULL,
	"saldo" numeric(14, 2) DEFAULT '0' NOT NULL,
	"estado" text DEFAULT 'REGISTRADA' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversiones_alertas" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversion_id" integer NOT NULL,
	"empresa_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"vence_revision" date NOT NULL,
	"venta_uuid" text,
	"bloqueo" char(1) DEFAULT 'N' NOT NULL,
	"mensaje" text NOT NULL,
	"estado" char(1) DEFAULT 'A' NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversiones_recaudos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"conversion_id" integer NOT NULL,
	"empresa_id" integer NOT NULL,
	"venta_uuid" text NOT NULL,
	"fecha_negocio" date NOT NULL,
	"m3" numeric(12, 3) NOT NULL,
	"valor" numeric(14, 2) NOT NULL,
	"saldo" numeric(14, 2) NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversiones" ADD CONSTRAINT "conversiones_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversiones" ADD CONSTRAINT "conversiones_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversiones" ADD CONSTRAINT "conversiones_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversiones" ADD CONSTRAINT "conversiones_taller_id_talleres_id_fk" FOREIGN KEY ("taller_id") REFERENCES "public"."talleres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversiones" ADD CONSTRAINT "conversiones_verificadora_id_verificadoras_id_fk" FOREIGN KEY ("verificadora_id") REFERENCES "public"."verificadoras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversiones" ADD CONSTRAINT "conversiones_financiera_id_financieras_id_fk" FOREIGN KEY ("financiera_id") REFERENCES "public"."financieras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversiones_alertas" ADD CONSTRAINT "conversiones_alertas_conversion_id_conversiones_id_fk" FOREIGN KEY ("conversion_id") REFERENCES "public"."conversiones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversiones_alertas" ADD CONSTRAINT "conversiones_alertas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversiones_recaudos" ADD CONSTRAINT "conversiones_recaudos_conversion_id_conversiones_id_fk" FOREIGN KEY ("conversion_id") REFERENCES "public"."conversiones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversiones_recaudos" ADD CONSTRAINT "conversiones_recaudos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversiones_placa_abierta_uq" ON "conversiones" USING btree ("negocio_id","placa") WHERE estado NOT IN ('PAGADA', 'ANULADA');--> statement-breakpoint
CREATE INDEX "conversiones_empresa_idx" ON "conversiones" USING btree ("empresa_id","fecha_conversion");--> statement-breakpoint
CREATE UNIQUE INDEX "conversiones_alertas_uq" ON "conversiones_alertas" USING btree ("conversion_id","tipo","vence_revision",coalesce("venta_uuid", ''));--> statement-breakpoint
CREATE INDEX "conversiones_alertas_empresa_idx" ON "conversiones_alertas" USING btree ("empresa_id","estado");--> statement-breakpoint
CREATE UNIQUE INDEX "conversiones_recaudos_venta_uq" ON "conversiones_recaudos" USING btree ("empresa_id","venta_uuid");--> statement-breakpoint
CREATE INDEX "conversiones_recaudos_conversion_idx" ON "conversiones_recaudos" USING btree ("conversion_id","id");--> statement-breakpoint
CREATE INDEX "conversiones_recaudos_empresa_dia_idx" ON "conversiones_recaudos" USING btree ("empresa_id","fecha_negocio");