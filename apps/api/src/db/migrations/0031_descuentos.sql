CREATE TABLE "campanas" (
	"id" serial PRIMARY KEY NOT NULL,
	"negocio_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"fecha_inicio" date NOT NULL,
	"fecha_fin" date NOT NULL,
	"estado" char(1) DEFAULT 'A' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campanas_descuentos" (
	"campana_id" integer NOT NULL,
	"descuento_id" integer NOT NULL,
	CONSTRAINT "campanas_descuentos_campana_id_descuento_id_pk" PRIMARY KEY("campana_id","descuento_id")
);
--> statement-breakpoint
CREATE TABLE "campanas_empresas" (
	"campana_id" integer NOT NULL,
	"empresa_id" integer NOT NULL,
	CONSTRAINT "campanas_empresas_campana_id_empresa_id_pk" PRIMARY KEY("campana_id","empresa_id")
);
--> statement-breakpoint
CREATE TABLE "campanas_promociones" (
	"campana_id" integer NOT NULL,
	"promocion_id" integer NOT NULL,
	CONSTRAINT "campanas_promociones_campana_id_promocion_id_pk" PRIMARY KEY("campana_id","promocion_id")
);
--> statement-breakpoint
CREATE TABLE "descuentos" (
	"id" serial PRIMARY KEY NOT NULL,
	"negocio_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"tipo" text NOT NULL,
	"valor" numeric(14, 2) NOT NULL,
	"destinatario" text NOT NULL,
	"cliente_id" integer,
	"flota_id" integer,
	"vehiculo_id" integer,
	"tipo_vehiculo_id" integer,
	"productos" integer[] DEFAULT '{}'::int[] NOT NULL,
	"medios_pago" integer[] DEFAULT '{}'::int[] NOT NULL,
	"fecha_inicio" date NOT NULL,
	"fecha_fin" date,
	"prioridad" smallint DEFAULT 1 NOT NULL,
	"acumulable" boolean DEFAULT false NOT NULL,
	"estado" char(1) DEFAULT 'A' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "descuentos_empresas" (
	"descuento_id" integer NOT NULL,
	"empresa_id" integer NOT NULL,
	CONSTRAINT "descuentos_empresas_descuento_id_empresa_id_pk" PRIMARY KEY("descuento_id","empresa_id")
);
--> statement-breakpoint
CREATE TABLE "descuentos_manuales" (
	"id" serial PRIMARY KEY NOT NULL,
	"negocio_id" integer NOT NULL,
	"codigo" text NOT NULL,
	"descripcion" text NOT NULL,
	"estado" char(1) DEFAULT 'A' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "descuentos_manuales_perfiles" (
	"descuento_manual_id" integer NOT NULL,
	"perfil_id" integer NOT NULL,
	"porcentaje_maximo" numeric(5, 2) NOT NULL,
	CONSTRAINT "descuentos_manuales_perfiles_descuento_manual_id_perfil_id_pk" PRIMARY KEY("descuento_manual_id","perfil_id")
);
--> statement-breakpoint
ALTER TABLE "campanas" ADD CONSTRAINT "campanas_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campanas_descuentos" ADD CONSTRAINT "campanas_descuentos_campana_id_campanas_id_fk" FOREIGN KEY ("campana_id") REFERENCES "public"."campanas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campanas_descuentos" ADD CONSTRAINT "campanas_descuentos_descuento_id_descuentos_id_fk" FOREIGN KEY ("descuento_id") REFERENCES "public"."descuentos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campanas_empresas" ADD CONSTRAINT "campanas_empresas_campana_id_campanas_id_fk" FOREIGN KEY ("campana_id") REFERENCES "public"."campanas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campanas_empresas" ADD CONSTRAINT "campanas_empresas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campanas_promociones" ADD CONSTRAINT "campanas_promociones_campana_id_campanas_id_fk" FOREIGN KEY ("campana_id") REFERENCES "public"."campanas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campanas_promociones" ADD CONSTRAINT "campanas_promociones_promocion_id_promociones_id_fk" FOREIGN KEY ("promocion_id") REFERENCES "public"."promociones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "descuentos" ADD CONSTRAINT "descuentos_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "descuentos" ADD CONSTRAINT "descuentos_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "descuentos" ADD CONSTRAINT "descuentos_flota_id_flotas_id_fk" FOREIGN KEY ("flota_id") REFERENCES "public"."flotas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "descuentos" ADD CONSTRAINT "descuentos_vehiculo_id_vehiculos_id_fk" FOREIGN KEY ("vehiculo_id") REFERENCES "public"."vehiculos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "descuentos" ADD CONSTRAINT "descuentos_tipo_vehiculo_id_tipos_vehiculo_id_fk" FOREIGN KEY ("tipo_vehiculo_id") REFERENCES "public"."tipos_vehiculo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "descuentos_empresas" ADD CONSTRAINT "descuentos_empresas_descuento_id_descuentos_id_fk" FOREIGN KEY ("descuento_id") REFERENCES "public"."descuentos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "descuentos_empresas" ADD CONSTRAINT "descuentos_empresas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "descuentos_manuales" ADD CONSTRAINT "descuentos_manuales_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "descuentos_manuales_perfiles" ADD CONSTRAINT "descuentos_manuales_perfiles_descuento_manual_id_descuentos_manuales_id_fk" FOREIGN KEY ("descuento_manual_id") REFERENCES "public"."descuentos_manuales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "descuentos_manuales_perfiles" ADD CONSTRAINT "descuentos_manuales_perfiles_perfil_id_perfiles_id_fk" FOREIGN KEY ("perfil_id") REFERENCES "public"."perfiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campanas_negocio_idx" ON "campanas" USING btree ("negocio_id","fecha_fin");--> statement-breakpoint
CREATE INDEX "descuentos_negocio_idx" ON "descuentos" USING btree ("negocio_id","estado");--> statement-breakpoint
CREATE INDEX "descuentos_empresas_empresa_idx" ON "descuentos_empresas" USING btree ("empresa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "descuentos_manuales_codigo_uq" ON "descuentos_manuales" USING btree ("negocio_id","codigo");