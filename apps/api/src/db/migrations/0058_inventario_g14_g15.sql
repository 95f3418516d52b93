CREATE TABLE "tomas_fisicas" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"bodega_id" integer NOT NULL,
	"tipo_negocio" char(1) NOT NULL,
	"estado" text DEFAULT 'ABIERTA' NOT NULL,
	"observaciones" text,
	"creado_por" integer,
	"ajustado_por" integer,
	"movimiento_id" bigint,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tomas_fisicas_detalles" (
	"toma_id" integer NOT NULL,
	"producto_id" integer NOT NULL,
	"cantidad_sistema" numeric(14, 3) NOT NULL,
	"costo_promedio" numeric(14, 2) NOT NULL,
	"cantidad_contada" numeric(14, 3),
	CONSTRAINT "tomas_fisicas_detalles_toma_id_producto_id_pk" PRIMARY KEY("toma_id","producto_id")
);
--> statement-breakpoint
ALTER TABLE "ordenes_compra" ADD COLUMN "motivo_cierre" text;--> statement-breakpoint
ALTER TABLE "tomas_fisicas" ADD CONSTRAINT "tomas_fisicas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tomas_fisicas" ADD CONSTRAINT "tomas_fisicas_bodega_id_bodegas_id_fk" FOREIGN KEY ("bodega_id") REFERENCES "public"."bodegas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tomas_fisicas" ADD CONSTRAINT "tomas_fisicas_creado_por_usuarios_id_fk" FOREIGN KEY ("creado_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tomas_fisicas" ADD CONSTRAINT "tomas_fisicas_ajustado_por_usuarios_id_fk" FOREIGN KEY ("ajustado_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tomas_fisicas" ADD CONSTRAINT "tomas_fisicas_movimiento_id_movimientos_inventario_id_fk" FOREIGN KEY ("movimiento_id") REFERENCES "public"."movimientos_inventario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tomas_fisicas_detalles" ADD CONSTRAINT "tomas_fisicas_detalles_toma_id_tomas_fisicas_id_fk" FOREIGN KEY ("toma_id") REFERENCES "public"."tomas_fisicas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tomas_fisicas_detalles" ADD CONSTRAINT "tomas_fisicas_detalles_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tomas_fisicas_bodega_idx" ON "tomas_fisicas" USING btree ("bodega_id","estado");