CREATE TABLE "cambios_precio_confirmaciones" (
	"cambio_precio_id" integer NOT NULL,
	"equipo_id" integer NOT NULL,
	"estado" text NOT NULL,
	"mensaje" text,
	"confirmado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cambios_precio_confirmaciones_cambio_precio_id_equipo_id_pk" PRIMARY KEY("cambio_precio_id","equipo_id")
);
--> statement-breakpoint
CREATE TABLE "precios_regulados" (
	"id" serial PRIMARY KEY NOT NULL,
	"negocio_id" integer NOT NULL,
	"combustible_id" smallint NOT NULL,
	"precio_maximo" numeric(14, 2) NOT NULL,
	"estado" char(1) DEFAULT 'A' NOT NULL,
	"actualizado_por" integer,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cambios_precio" ADD COLUMN "enviado_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cambios_precio" ADD COLUMN "aprobado_por" integer;--> statement-breakpoint
ALTER TABLE "cambios_precio" ADD COLUMN "variacion_pct" numeric(9, 2);--> statement-breakpoint
ALTER TABLE "cambios_precio" ADD COLUMN "anulado_por" integer;--> statement-breakpoint
ALTER TABLE "cambios_precio" ADD COLUMN "anulado_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cambios_precio" ADD COLUMN "motivo" text;--> statement-breakpoint
ALTER TABLE "cambios_precio_confirmaciones" ADD CONSTRAINT "cambios_precio_confirmaciones_cambio_precio_id_cambios_precio_id_fk" FOREIGN KEY ("cambio_precio_id") REFERENCES "public"."cambios_precio"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cambios_precio_confirmaciones" ADD CONSTRAINT "cambios_precio_confirmaciones_equipo_id_equipos_id_fk" FOREIGN KEY ("equipo_id") REFERENCES "public"."equipos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "precios_regulados" ADD CONSTRAINT "precios_regulados_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "precios_regulados" ADD CONSTRAINT "precios_regulados_actualizado_por_usuarios_id_fk" FOREIGN KEY ("actualizado_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "precios_regulados_uq" ON "precios_regulados" USING btree ("negocio_id","combustible_id");--> statement-breakpoint
ALTER TABLE "cambios_precio" ADD CONSTRAINT "cambios_precio_aprobado_por_usuarios_id_fk" FOREIGN KEY ("aprobado_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cambios_precio" ADD CONSTRAINT "cambios_precio_anulado_por_usuarios_id_fk" FOREIGN KEY ("anulado_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE TRIGGER precios_regulados_auditoria AFTER INSERT OR UPDATE OR DELETE ON precios_regulados FOR EACH ROW EXECUTE FUNCTION auditar();--> statement-breakpoint
CREATE TRIGGER cambios_precio_confirmaciones_auditoria AFTER INSERT OR UPDATE OR DELETE ON cambios_precio_confirmaciones FOR EACH ROW EXECUTE FUNCTION auditar();
