CREATE TABLE "puntos_venta" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"tipo" char(1) NOT NULL,
	"bodega_id" integer NOT NULL,
	"resolucion_id" integer,
	"responsable_id" integer,
	"estado" char(1) DEFAULT 'A' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "puntos_venta_tipo_ck" CHECK ("puntos_venta"."tipo" IN ('S', 'K'))
);
--> statement-breakpoint
CREATE TABLE "puntos_venta_equipos" (
	"punto_venta_id" integer NOT NULL,
	"equipo_id" integer NOT NULL,
	CONSTRAINT "puntos_venta_equipos_punto_venta_id_equipo_id_pk" PRIMARY KEY("punto_venta_id","equipo_id")
);
--> statement-breakpoint
ALTER TABLE "puntos_venta" ADD CONSTRAINT "puntos_venta_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puntos_venta" ADD CONSTRAINT "puntos_venta_bodega_id_bodegas_id_fk" FOREIGN KEY ("bodega_id") REFERENCES "public"."bodegas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puntos_venta" ADD CONSTRAINT "puntos_venta_resolucion_id_resoluciones_id_fk" FOREIGN KEY ("resolucion_id") REFERENCES "public"."resoluciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puntos_venta" ADD CONSTRAINT "puntos_venta_responsable_id_personas_id_fk" FOREIGN KEY ("responsable_id") REFERENCES "public"."personas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puntos_venta_equipos" ADD CONSTRAINT "puntos_venta_equipos_punto_venta_id_puntos_venta_id_fk" FOREIGN KEY ("punto_venta_id") REFERENCES "public"."puntos_venta"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puntos_venta_equipos" ADD CONSTRAINT "puntos_venta_equipos_equipo_id_equipos_id_fk" FOREIGN KEY ("equipo_id") REFERENCES "public"."equipos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "puntos_venta_empresa_idx" ON "puntos_venta" USING btree ("empresa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "puntos_venta_activo_uq" ON "puntos_venta" USING btree ("empresa_id","tipo","bodega_id") WHERE "puntos_venta"."estado" = 'A';--> statement-breakpoint
CREATE INDEX "puntos_venta_equipos_equipo_idx" ON "puntos_venta_equipos" USING btree ("equipo_id");