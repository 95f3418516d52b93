CREATE TABLE "contratos" (
	"id" serial PRIMARY KEY NOT NULL,
	"negocio_id" integer NOT NULL,
	"proveedor_id" integer NOT NULL,
	"numero" text NOT NULL,
	"fecha_inicio" date NOT NULL,
	"fecha_fin" date NOT NULL,
	"estado" text DEFAULT 'BORRADOR' NOT NULL,
	"observaciones" text,
	CONSTRAINT "contratos_fechas_ck" CHECK ("contratos"."fecha_fin" >= "contratos"."fecha_inicio")
);
--> statement-breakpoint
CREATE TABLE "contratos_estaciones" (
	"contrato_id" integer NOT NULL,
	"empresa_id" integer NOT NULL,
	CONSTRAINT "contratos_estaciones_contrato_id_empresa_id_pk" PRIMARY KEY("contrato_id","empresa_id")
);
--> statement-breakpoint
CREATE TABLE "contratos_productos" (
	"id" serial PRIMARY KEY NOT NULL,
	"contrato_id" integer NOT NULL,
	"producto_id" integer NOT NULL,
	"costo" numeric(14, 2) NOT NULL,
	"descuento" numeric(5, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proveedores_empresas" (
	"proveedor_id" integer NOT NULL,
	"empresa_id" integer NOT NULL,
	CONSTRAINT "proveedores_empresas_proveedor_id_empresa_id_pk" PRIMARY KEY("proveedor_id","empresa_id")
);
--> statement-breakpoint
ALTER TABLE "contratos" ADD CONSTRAINT "contratos_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contratos" ADD CONSTRAINT "contratos_proveedor_id_proveedores_id_fk" FOREIGN KEY ("proveedor_id") REFERENCES "public"."proveedores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contratos_estaciones" ADD CONSTRAINT "contratos_estaciones_contrato_id_contratos_id_fk" FOREIGN KEY ("contrato_id") REFERENCES "public"."contratos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contratos_estaciones" ADD CONSTRAINT "contratos_estaciones_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contratos_productos" ADD CONSTRAINT "contratos_productos_contrato_id_contratos_id_fk" FOREIGN KEY ("contrato_id") REFERENCES "public"."contratos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contratos_productos" ADD CONSTRAINT "contratos_productos_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proveedores_empresas" ADD CONSTRAINT "proveedores_empresas_proveedor_id_proveedores_id_fk" FOREIGN KEY ("proveedor_id") REFERENCES "public"."proveedores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proveedores_empresas" ADD CONSTRAINT "proveedores_empresas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contratos_numero_uq" ON "contratos" USING btree ("negocio_id","numero");--> statement-breakpoint
CREATE INDEX "contratos_proveedor_idx" ON "contratos" USING btree ("proveedor_id");--> statement-breakpoint
CREATE INDEX "contratos_estaciones_empresa_idx" ON "contratos_estaciones" USING btree ("empresa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contratos_productos_uq" ON "contratos_productos" USING btree ("contrato_id","producto_id");--> statement-breakpoint
CREATE TRIGGER proveedores_empresas_auditoria AFTER INSERT OR UPDATE OR DELETE ON proveedores_empresas FOR EACH ROW EXECUTE FUNCTION auditar();--> statement-breakpoint
CREATE TRIGGER contratos_auditoria AFTER INSERT OR UPDATE OR DELETE ON contratos FOR EACH ROW EXECUTE FUNCTION auditar();--> statement-breakpoint
CREATE TRIGGER contratos_estaciones_auditoria AFTER INSERT OR UPDATE OR DELETE ON contratos_estaciones FOR EACH ROW EXECUTE FUNCTION auditar();--> statement-breakpoint
CREATE TRIGGER contratos_productos_auditoria AFTER INSERT OR UPDATE OR DELETE ON contratos_productos FOR EACH ROW EXECUTE FUNCTION auditar();