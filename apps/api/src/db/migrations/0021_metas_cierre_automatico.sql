CREATE TABLE "metas_venta_dias" (
	"meta_id" integer NOT NULL,
	"dia" smallint NOT NULL,
	"valor" numeric(16, 2) NOT NULL,
	CONSTRAINT "metas_venta_dias_meta_id_dia_pk" PRIMARY KEY("meta_id","dia"),
	CONSTRAINT "metas_venta_dias_dia" CHECK ("metas_venta_dias"."dia" BETWEEN 1 AND 31)
);
--> statement-breakpoint
DROP INDEX "metas_venta_uq";--> statement-breakpoint
ALTER TABLE "metas_venta" ADD COLUMN "producto_id" integer;--> statement-breakpoint
ALTER TABLE "metas_venta" ADD COLUMN "categoria_id" integer;--> statement-breakpoint
ALTER TABLE "cierres_automaticos_ejecuciones" ADD COLUMN "detalle" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "metas_venta_dias" ADD CONSTRAINT "metas_venta_dias_meta_id_metas_venta_id_fk" FOREIGN KEY ("meta_id") REFERENCES "public"."metas_venta"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metas_venta" ADD CONSTRAINT "metas_venta_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metas_venta" ADD CONSTRAINT "metas_venta_categoria_id_categorias_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categorias"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "metas_venta_periodo_uq" ON "metas_venta" USING btree ("empresa_id","anio","mes","tipo_negocio","unidad",coalesce("producto_id", 0),coalesce("categoria_id", 0));--> statement-breakpoint
ALTER TABLE "metas_venta" ADD CONSTRAINT "metas_venta_producto_o_categoria" CHECK ("metas_venta"."producto_id" IS NULL OR "metas_venta"."categoria_id" IS NULL);