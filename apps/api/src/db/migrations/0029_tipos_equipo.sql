CREATE TABLE "tipos_equipo" (
	"id" serial PRIMARY KEY NOT NULL,
	"negocio_id" integer NOT NULL,
	"codigo" text NOT NULL,
	"descripcion" text NOT NULL,
	"tipo" text NOT NULL,
	"marca" text NOT NULL,
	"modelo" text NOT NULL,
	"protocolo" text,
	"firmware_minimo" text,
	"estado" char(1) DEFAULT 'A' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "equipos" ADD COLUMN "tipo_equipo_id" integer;--> statement-breakpoint
ALTER TABLE "tipos_equipo" ADD CONSTRAINT "tipos_equipo_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tipos_equipo_codigo_uq" ON "tipos_equipo" USING btree ("negocio_id","codigo");--> statement-breakpoint
ALTER TABLE "equipos" ADD CONSTRAINT "equipos_tipo_equipo_id_tipos_equipo_id_fk" FOREIGN KEY ("tipo_equipo_id") REFERENCES "public"."tipos_equipo"("id") ON DELETE no action ON UPDATE no action;