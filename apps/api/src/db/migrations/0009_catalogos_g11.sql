CREATE TABLE "conceptos_inventario" (
	"id" serial PRIMARY KEY NOT NULL,
	"negocio_id" integer,
	"codigo" text NOT NULL,
	"descripcion" text NOT NULL,
	"tipo" text NOT NULL,
	"afecta_costo" boolean DEFAULT false NOT NULL,
	"requiere_aprobacion" boolean DEFAULT false NOT NULL,
	"estado" char(1) DEFAULT 'A' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conceptos_inventario_empresas" (
	"concepto_id" integer NOT NULL,
	"empresa_id" integer NOT NULL,
	CONSTRAINT "conceptos_inventario_empresas_concepto_id_empresa_id_pk" PRIMARY KEY("concepto_id","empresa_id")
);
--> statement-breakpoint
CREATE TABLE "tipos_vehiculo" (
	"id" serial PRIMARY KEY NOT NULL,
	"negocio_id" integer NOT NULL,
	"codigo" text NOT NULL,
	"descripcion" text NOT NULL,
	"combustibles" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"capacidad_tanque" numeric(12, 3),
	"estado" char(1) DEFAULT 'A' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "financieras" ADD COLUMN "descripcion" text;--> statement-breakpoint
ALTER TABLE "talleres" ADD COLUMN "descripcion" text;--> statement-breakpoint
ALTER TABLE "verificadoras" ADD COLUMN "descripcion" text;--> statement-breakpoint
ALTER TABLE "conceptos_inventario" ADD CONSTRAINT "conceptos_inventario_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conceptos_inventario_empresas" ADD CONSTRAINT "conceptos_inventario_empresas_concepto_id_conceptos_inventario_id_fk" FOREIGN KEY ("concepto_id") REFERENCES "public"."conceptos_inventario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conceptos_inventario_empresas" ADD CONSTRAINT "conceptos_inventario_empresas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tipos_vehiculo" ADD CONSTRAINT "tipos_vehiculo_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conceptos_inventario_codigo_uq" ON "conceptos_inventario" USING btree (coalesce("negocio_id", 0),"codigo");--> statement-breakpoint
CREATE UNIQUE INDEX "tipos_vehiculo_codigo_uq" ON "tipos_vehiculo" USING btree ("negocio_id","codigo");--> statement-breakpoint
-- Rows written before descripcion existed get the first 30 letters of their razón social.
UPDATE financieras SET descripcion = left(razon_social, 30) WHERE descripcion IS NULL;--> statement-breakpoint
UPDATE talleres SET descripcion = left(razon_social, 30) WHERE descripcion IS NULL;--> statement-breakpoint
UPDATE verificadoras SET descripcion = left(razon_social, 30) WHERE descripcion IS NULL;--> statement-breakpoint
-- The system's inventory concepts (read-only on the screen), one per kind of movement the inventory documents use.
INSERT INTO conceptos_inventario (negocio_id, codigo, descripcion, tipo, afecta_costo, requiere_aprobacion) VALUES
  (NULL, 'COMPRA', 'ENTRADA POR COMPRA', 'ENTRADA', true, false),
  (NULL, 'DEVCLI', 'DEVOLUCION DE CLIENTE', 'ENTRADA', false, false),
  (NULL, 'VENTA', 'SALIDA POR VENTA', 'SALIDA', false, false),
  (NULL, 'DEVPRO', 'DEVOLUCION A PROVEEDOR', 'SALIDA', true, false),
  (NULL, 'AJUSTE', 'AJUSTE POR CONTEO', 'AJUSTE', false, true),
  (NULL, 'TRASLADO', 'TRASLADO ENTRE BODEGAS', 'TRASLADO', false, true);--> statement-breakpoint
CREATE TRIGGER tipos_vehiculo_auditoria AFTER INSERT OR UPDATE OR DELETE ON tipos_vehiculo FOR EACH ROW EXECUTE FUNCTION auditar();--> statement-breakpoint
CREATE TRIGGER conceptos_inventario_auditoria AFTER INSERT OR UPDATE OR DELETE ON conceptos_inventario FOR EACH ROW EXECUTE FUNCTION auditar();--> statement-breakpoint
CREATE TRIGGER conceptos_inventario_empresas_auditoria AFTER INSERT OR UPDATE OR DELETE ON conceptos_inventario_empresas FOR EACH ROW EXECUTE FUNCTION auditar();--> statement-breakpoint
CREATE TRIGGER paises_auditoria AFTER INSERT OR UPDATE OR DELETE ON paises FOR EACH ROW EXECUTE FUNCTION auditar();--> statement-breakpoint
CREATE TRIGGER departamentos_auditoria AFTER INSERT OR UPDATE OR DELETE ON departamentos FOR EACH ROW EXECUTE FUNCTION auditar();--> statement-breakpoint
CREATE TRIGGER ciudades_auditoria AFTER INSERT OR UPDATE OR DELETE ON ciudades FOR EACH ROW EXECUTE FUNCTION auditar();
