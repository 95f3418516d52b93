CREATE TABLE "parametros_definiciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"descripcion" text NOT NULL,
	"tipo" text NOT NULL,
	"minimo" numeric,
	"maximo" numeric,
	"opciones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"defecto" text NOT NULL,
	"niveles" text[] NOT NULL,
	"grupo" text DEFAULT 'GENERAL' NOT NULL,
	"estado" char(1) DEFAULT 'A' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parametros_definiciones_tipo_ck" CHECK ("parametros_definiciones"."tipo" IN ('NUMERO', 'TEXTO', 'BOOLEANO', 'LISTA', 'HORA'))
);
--> statement-breakpoint
CREATE TABLE "parametros_valores" (
	"id" serial PRIMARY KEY NOT NULL,
	"definicion_id" integer NOT NULL,
	"nivel" text NOT NULL,
	"negocio_id" integer,
	"empresa_id" integer,
	"equipo_id" integer,
	"valor" text NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_por" integer,
	CONSTRAINT "parametros_valores_uq" UNIQUE NULLS NOT DISTINCT("definicion_id","nivel","empresa_id","equipo_id"),
	CONSTRAINT "parametros_valores_nivel_ck" CHECK ("parametros_valores"."nivel" IN ('GLOBAL', 'NEGOCIO', 'ESTACION', 'EQUIPO'))
);
--> statement-breakpoint
ALTER TABLE "parametros_valores" ADD CONSTRAINT "parametros_valores_definicion_id_parametros_definiciones_id_fk" FOREIGN KEY ("definicion_id") REFERENCES "public"."parametros_definiciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parametros_valores" ADD CONSTRAINT "parametros_valores_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parametros_valores" ADD CONSTRAINT "parametros_valores_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parametros_valores" ADD CONSTRAINT "parametros_valores_equipo_id_equipos_id_fk" FOREIGN KEY ("equipo_id") REFERENCES "public"."equipos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parametros_definiciones_codigo_uq" ON "parametros_definiciones" USING btree (upper("codigo"));--> statement-breakpoint
CREATE INDEX "parametros_valores_empresa_idx" ON "parametros_valores" USING btree ("empresa_id");--> statement-breakpoint
CREATE INDEX "parametros_valores_negocio_idx" ON "parametros_valores" USING btree ("negocio_id","definicion_id");--> statement-breakpoint
CREATE TRIGGER parametros_definiciones_auditoria AFTER INSERT OR UPDATE OR DELETE ON parametros_definiciones FOR EACH ROW EXECUTE FUNCTION auditar();--> statement-breakpoint
CREATE TRIGGER parametros_valores_auditoria AFTER INSERT OR UPDATE OR DELETE ON parametros_valores FOR EACH ROW EXECUTE FUNCTION auditar();--> statement-breakpoint
-- The seeded definitions (SCREENS.md G10); their defaults are the global values until a GLOBAL value is stored.
INSERT INTO parametros_definiciones (codigo, descripcion, tipo, minimo, maximo, opciones, defecto, niveles, grupo) VALUES
  ('TOLERANCIA_DIFERENCIA_PCT', 'TOLERANCIA DE DIFERENCIA EN INVENTARIO Y CIERRES (%)', 'NUMERO', 0, 100, '[]', '0.5', '{GLOBAL,NEGOCIO,ESTACION}', 'GENERAL'),
  ('MINUTOS_DESCONEXION', 'MINUTOS SIN REPORTE PARA CONSIDERAR UN EQUIPO DESCONECTADO', 'NUMERO', 1, 1440, '[]', '5', '{GLOBAL,NEGOCIO,ESTACION,EQUIPO}', 'GENERAL'),
  ('PERMITE_INVENTARIO_NEGATIVO', 'PERMITE VENDER CON INVENTARIO NEGATIVO', 'BOOLEANO', NULL, NULL, '[]', 'N', '{GLOBAL,NEGOCIO,ESTACION}', 'GENERAL'),
  ('VALOR_UVT', 'VALOR DE LA UVT VIGENTE ($)', 'NUMERO', 0, NULL, '[]', '52374', '{GLOBAL}', 'GENERAL'),
  ('DIAS_ALERTA_RESOLUCION', 'DÍAS ANTES DEL VENCIMIENTO DE LA RESOLUCIÓN PARA ALERTAR', 'NUMERO', 0, 365, '[]', '30', '{GLOBAL,NEGOCIO,ESTACION}', 'GENERAL'),
  ('CONSECUTIVOS_ALERTA_RESOLUCION', 'CONSECUTIVOS RESTANTES DE LA RESOLUCIÓN PARA ALERTAR', 'NUMERO', 0, 1000000, '[]', '500', '{GLOBAL,NEGOCIO,ESTACION}', 'GENERAL'),
  ('DIAS_MAXIMOS_ANULACION', 'DÍAS MÁXIMOS PARA ANULAR UNA VENTA', 'NUMERO', 0, 365, '[]', '30', '{GLOBAL,NEGOCIO,ESTACION}', 'GENERAL'),
  ('VARIACION_PRECIO_APROBACION_PCT', 'VARIACIÓN DE PRECIO QUE REQUIERE APROBACIÓN (%)', 'NUMERO', 0, 100, '[]', '10', '{GLOBAL,NEGOCIO,ESTACION}', 'GENERAL'),
  ('BLOQUEA_GNV_CERT_VENCIDO', 'BLOQUEA LA VENTA DE GNV CON CERTIFICADO VENCIDO', 'BOOLEANO', NULL, NULL, '[]', 'N', '{GLOBAL,NEGOCIO,ESTACION}', 'GENERAL'),
  ('EXIGIR_PLACA', 'EXIGIR PLACA', 'BOOLEANO', NULL, NULL, '[]', 'N', '{GLOBAL,NEGOCIO,ESTACION}', 'VENTAS'),
  ('EXIGIR_KILOMETRAJE_FLOTAS', 'EXIGIR KILOMETRAJE A FLOTAS', 'BOOLEANO', NULL, NULL, '[]', 'N', '{GLOBAL,NEGOCIO,ESTACION}', 'VENTAS'),
  ('TOPE_CONSUMIDOR_FINAL_UVT', 'TOPE CONSUMIDOR FINAL (UVT)', 'NUMERO', 0, 1000, '[]', '5', '{GLOBAL,NEGOCIO,ESTACION}', 'VENTAS'),
  ('REDONDEO_EFECTIVO', 'REDONDEO EFECTIVO ($)', 'LISTA', NULL, NULL, '["0","50","100"]', '0', '{GLOBAL,NEGOCIO,ESTACION}', 'VENTAS'),
  ('DESCUENTO_MANUAL_MAXIMO_PCT', 'DESCUENTO MANUAL MÁXIMO (%)', 'NUMERO', 0, 100, '[]', '0', '{GLOBAL,NEGOCIO,ESTACION}', 'VENTAS'),
  ('IMPRESION_COMPROBANTE', 'IMPRESIÓN DE COMPROBANTE', 'LISTA', NULL, NULL, '["SIEMPRE","PREGUNTAR","NUNCA"]', 'SIEMPRE', '{GLOBAL,NEGOCIO,ESTACION}', 'VENTAS'),
  ('TIEMPO_MAXIMO_DATOS_CLIENTE', 'TIEMPO MÁXIMO PARA DATOS DEL CLIENTE (MINUTOS)', 'NUMERO', 0, 1440, '[]', '5', '{GLOBAL,NEGOCIO,ESTACION}', 'VENTAS'),
  ('PREDETERMINACION', 'PREDETERMINACIÓN', 'LISTA', NULL, NULL, '["NINGUNA","VALOR","VOLUMEN","AMBAS"]', 'AMBAS', '{GLOBAL,NEGOCIO,ESTACION}', 'VENTAS');
