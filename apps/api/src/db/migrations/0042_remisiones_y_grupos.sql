CREATE TABLE "remisiones_facturadas" (
	"venta_id" bigint PRIMARY KEY NOT NULL,
	"factura_venta_id" bigint NOT NULL,
	"empresa_id" integer NOT NULL,
	"en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promociones" ADD COLUMN "grupo_id" integer;--> statement-breakpoint
ALTER TABLE "remisiones_facturadas" ADD CONSTRAINT "remisiones_facturadas_venta_id_ventas_id_fk" FOREIGN KEY ("venta_id") REFERENCES "public"."ventas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remisiones_facturadas" ADD CONSTRAINT "remisiones_facturadas_factura_venta_id_ventas_id_fk" FOREIGN KEY ("factura_venta_id") REFERENCES "public"."ventas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remisiones_facturadas" ADD CONSTRAINT "remisiones_facturadas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "remisiones_facturadas_factura_idx" ON "remisiones_facturadas" USING btree ("factura_venta_id");--> statement-breakpoint
ALTER TABLE "promociones" ADD CONSTRAINT "promociones_grupo_id_grupos_id_fk" FOREIGN KEY ("grupo_id") REFERENCES "public"."grupos"("id") ON DELETE no action ON UPDATE no action;