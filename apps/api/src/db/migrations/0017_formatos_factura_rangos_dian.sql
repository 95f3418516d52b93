CREATE TABLE "fe_simulador_rangos" (
	"id" serial PRIMARY KEY NOT NULL,
	"nit" text NOT NULL,
	"software_id" text,
	"numero" text NOT NULL,
	"fecha_resolucion" date NOT NULL,
	"prefijo" text NOT NULL,
	"desde" bigint NOT NULL,
	"hasta" bigint NOT NULL,
	"fecha_inicio" date NOT NULL,
	"fecha_fin" date NOT NULL,
	"clave_tecnica" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "formatos_factura" (
	"id" serial PRIMARY KEY NOT NULL,
	"negocio_id" integer NOT NULL,
	"descripcion" text NOT NULL,
	"formato" text NOT NULL,
	"encabezado" text DEFAULT '' NOT NULL,
	"pie" text DEFAULT '' NOT NULL,
	"leyendas" text DEFAULT '' NOT NULL,
	"copias" smallint DEFAULT 1 NOT NULL,
	"estado" char(1) DEFAULT 'A' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "formatos_factura_estaciones" (
	"empresa_id" integer NOT NULL,
	"formato_id" integer NOT NULL,
	"asignado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "formatos_factura_estaciones_empresa_id_pk" PRIMARY KEY("empresa_id")
);
--> statement-breakpoint
CREATE TABLE "mensajes_pos" (
	"negocio_id" integer PRIMARY KEY NOT NULL,
	"mensajes" jsonb NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "formatos_factura" ADD CONSTRAINT "formatos_factura_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formatos_factura_estaciones" ADD CONSTRAINT "formatos_factura_estaciones_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formatos_factura_estaciones" ADD CONSTRAINT "formatos_factura_estaciones_formato_id_formatos_factura_id_fk" FOREIGN KEY ("formato_id") REFERENCES "public"."formatos_factura"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensajes_pos" ADD CONSTRAINT "mensajes_pos_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fe_simulador_rangos_nit_idx" ON "fe_simulador_rangos" USING btree ("nit");--> statement-breakpoint
CREATE INDEX "formatos_factura_negocio_idx" ON "formatos_factura" USING btree ("negocio_id") WHERE "formatos_factura"."estado" = 'A';--> statement-breakpoint
CREATE INDEX "formatos_factura_estaciones_formato_idx" ON "formatos_factura_estaciones" USING btree ("formato_id");--> statement-breakpoint
CREATE TRIGGER formatos_factura_auditoria AFTER INSERT OR UPDATE OR DELETE ON formatos_factura FOR EACH ROW EXECUTE FUNCTION auditar();--> statement-breakpoint
CREATE TRIGGER formatos_factura_estaciones_auditoria AFTER INSERT OR UPDATE OR DELETE ON formatos_factura_estaciones FOR EACH ROW EXECUTE FUNCTION auditar();--> statement-breakpoint
CREATE TRIGGER mensajes_pos_auditoria AFTER INSERT OR UPDATE OR DELETE ON mensajes_pos FOR EACH ROW EXECUTE FUNCTION auditar();
