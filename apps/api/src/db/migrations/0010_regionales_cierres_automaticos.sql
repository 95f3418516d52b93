CREATE TABLE "organizaciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"negocio_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"codigo" text NOT NULL,
	"pais_id" integer,
	"estado" char(1) DEFAULT 'A' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regionales" (
	"id" serial PRIMARY KEY NOT NULL,
	"negocio_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"codigo" text NOT NULL,
	"pais_id" integer NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"editado_en" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "regionales_negocios" (
	"id" serial PRIMARY KEY NOT NULL,
	"regional_id" integer NOT NULL,
	"empresa_id" integer NOT NULL,
	"estado_id" smallint DEFAULT 1 NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cierres_automaticos" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"habilitado" boolean DEFAULT false NOT NULL,
	"tolerancia_minutos" smallint DEFAULT 30 NOT NULL,
	"hora_cierre" time DEFAULT '06:00' NOT NULL,
	"accion" text DEFAULT 'SOLO ALERTAR' NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cierres_automaticos_ejecuciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"fecha_negocio" date NOT NULL,
	"accion" text NOT NULL,
	"turnos_cerrados" integer DEFAULT 0 NOT NULL,
	"turnos_alertados" integer DEFAULT 0 NOT NULL,
	"ejecutado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizaciones" ADD CONSTRAINT "organizaciones_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizaciones" ADD CONSTRAINT "organizaciones_pais_id_paises_id_fk" FOREIGN KEY ("pais_id") REFERENCES "public"."paises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regionales" ADD CONSTRAINT "regionales_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regionales" ADD CONSTRAINT "regionales_pais_id_paises_id_fk" FOREIGN KEY ("pais_id") REFERENCES "public"."paises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regionales_negocios" ADD CONSTRAINT "regionales_negocios_regional_id_regionales_id_fk" FOREIGN KEY ("regional_id") REFERENCES "public"."regionales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regionales_negocios" ADD CONSTRAINT "regionales_negocios_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cierres_automaticos" ADD CONSTRAINT "cierres_automaticos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cierres_automaticos_ejecuciones" ADD CONSTRAINT "cierres_automaticos_ejecuciones_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "organizaciones_codigo_uq" ON "organizaciones" USING btree ("negocio_id",upper("codigo"));--> statement-breakpoint
CREATE UNIQUE INDEX "regionales_nombre_uq" ON "regionales" USING btree ("negocio_id",upper("nombre"));--> statement-breakpoint
CREATE UNIQUE INDEX "regionales_codigo_uq" ON "regionales" USING btree ("negocio_id",upper("codigo"));--> statement-breakpoint
CREATE UNIQUE INDEX "regionales_negocios_uq" ON "regionales_negocios" USING btree ("regional_id","empresa_id");--> statement-breakpoint
CREATE INDEX "regionales_negocios_empresa_idx" ON "regionales_negocios" USING btree ("empresa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cierres_automaticos_empresa_uq" ON "cierres_automaticos" USING btree ("empresa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cierres_automaticos_ejecuciones_uq" ON "cierres_automaticos_ejecuciones" USING btree ("empresa_id","fecha_negocio");--> statement-breakpoint
CREATE TRIGGER organizaciones_auditoria AFTER INSERT OR UPDATE OR DELETE ON organizaciones FOR EACH ROW EXECUTE FUNCTION auditar();--> statement-breakpoint
CREATE TRIGGER regionales_auditoria AFTER INSERT OR UPDATE OR DELETE ON regionales FOR EACH ROW EXECUTE FUNCTION auditar();--> statement-breakpoint
CREATE TRIGGER regionales_negocios_auditoria AFTER INSERT OR UPDATE OR DELETE ON regionales_negocios FOR EACH ROW EXECUTE FUNCTION auditar();--> statement-breakpoint
CREATE TRIGGER cierres_automaticos_auditoria AFTER INSERT OR UPDATE OR DELETE ON cierres_automaticos FOR EACH ROW EXECUTE FUNCTION auditar();
