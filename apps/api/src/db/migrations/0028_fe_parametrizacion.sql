CREATE TABLE "fe_notas_facturacion" (
	"id" serial PRIMARY KEY NOT NULL,
	"negocio_id" integer NOT NULL,
	"tipo_nota" text NOT NULL,
	"tipo_referencia_id" integer NOT NULL,
	"descripcion" text NOT NULL,
	"estado" char(1) DEFAULT 'A' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fe_obligaciones_fiscales" (
	"empresa_id" integer NOT NULL,
	"codigo" text NOT NULL,
	CONSTRAINT "fe_obligaciones_fiscales_empresa_id_codigo_pk" PRIMARY KEY("empresa_id","codigo")
);
--> statement-breakpoint
CREATE TABLE "fe_tipos_referencia" (
	"id" serial PRIMARY KEY NOT NULL,
	"negocio_id" integer,
	"tipo_nota" text NOT NULL,
	"codigo" text NOT NULL,
	"descripcion" text NOT NULL,
	"estado" char(1) DEFAULT 'A' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fe_notas_facturacion" ADD CONSTRAINT "fe_notas_facturacion_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fe_notas_facturacion" ADD CONSTRAINT "fe_notas_facturacion_tipo_referencia_id_fe_tipos_referencia_id_fk" FOREIGN KEY ("tipo_referencia_id") REFERENCES "public"."fe_tipos_referencia"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fe_obligaciones_fiscales" ADD CONSTRAINT "fe_obligaciones_fiscales_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fe_tipos_referencia" ADD CONSTRAINT "fe_tipos_referencia_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fe_notas_facturacion_negocio_idx" ON "fe_notas_facturacion" USING btree ("negocio_id");--> statement-breakpoint
CREATE INDEX "fe_tipos_referencia_negocio_idx" ON "fe_tipos_referencia" USING btree ("negocio_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fe_tipos_referencia_codigo_uq" ON "fe_tipos_referencia" (coalesce("negocio_id", 0), "tipo_nota", "codigo");--> statement-breakpoint
CREATE UNIQUE INDEX "motivos_anulacion_descripcion_uq" ON "motivos_anulacion" (coalesce("negocio_id", 0), upper("descripcion"));--> statement-breakpoint
-- DIAN's correction concepts (Anexo técnico 1.9, 13.2.4 and 13.2.5): every business offers them.
INSERT INTO fe_tipos_referencia (negocio_id, tipo_nota, codigo, descripcion) VALUES
  (NULL, 'CREDITO', '1', 'DEVOLUCIÓN PARCIAL DE LOS BIENES Y/O NO ACEPTACIÓN PARCIAL DEL SERVICIO'),
  (NULL, 'CREDITO', '2', 'ANULACIÓN DE FACTURA ELECTRÓNICA'),
  (NULL, 'CREDITO', '3', 'REBAJA O DESCUENTO PARCIAL O TOTAL'),
  (NULL, 'CREDITO', '4', 'AJUSTE DE PRECIO'),
  (NULL, 'CREDITO', '5', 'DESCUENTO COMERCIAL POR PRONTO PAGO'),
  (NULL, 'CREDITO', '6', 'DESCUENTO COMERCIAL POR VOLUMEN DE VENTAS'),
  (NULL, 'DEBITO', '1', 'INTERESES'),
  (NULL, 'DEBITO', '2', 'GASTOS POR COBRAR'),
  (NULL, 'DEBITO', '3', 'CAMBIO DEL VALOR'),
  (NULL, 'DEBITO', '4', 'OTROS');--> statement-breakpoint
-- Per-station electronic-invoicing settings of the actions screen's tabs (G10: station → business → global), in their own
-- group FACTURACION: the actions screen edits them, the G10 station screens keep listing GENERAL and VENTAS.
INSERT INTO parametros_definiciones (codigo, descripcion, tipo, minimo, maximo, opciones, defecto, niveles, grupo) VALUES
  ('TIEMPO_REENVIO_NOTA_CREDITO', 'MINUTOS ENTRE REENVÍOS DE UNA NOTA CRÉDITO NO AUTORIZADA', 'NUMERO', 1, 1440, '[]', '30', '{GLOBAL,NEGOCIO,ESTACION}', 'FACTURACION'),
  ('TIEMPO_REENVIO_FACTURAS_ESPERA', 'MINUTOS PARA REENVIAR FACTURAS EN ESPERA DE RESPUESTA DE DIAN', 'NUMERO', 1, 1440, '[]', '60', '{GLOBAL,NEGOCIO,ESTACION}', 'FACTURACION'),
  ('OBLIGATORIEDAD_FE', 'TODA VENTA DE LA ESTACIÓN SE FACTURA ELECTRÓNICAMENTE', 'BOOLEANO', NULL, NULL, '[]', 'N', '{GLOBAL,NEGOCIO,ESTACION}', 'FACTURACION'),
  ('FE_FACTURACION_ACTIVA', 'LA ESTACIÓN EMITE FACTURAS ELECTRÓNICAS', 'BOOLEANO', NULL, NULL, '[]', 'S', '{GLOBAL,NEGOCIO,ESTACION}', 'FACTURACION'),
  ('FE_CORREO_COPIA', 'CORREO QUE RECIBE COPIA DE CADA FACTURA ELECTRÓNICA', 'TEXTO', NULL, NULL, '[]', '', '{GLOBAL,NEGOCIO,ESTACION}', 'FACTURACION'),
  ('FE_IMPRIMIR_QR', 'IMPRIMIR EL QR DE CONSULTA DIAN EN LA FACTURA', 'BOOLEANO', NULL, NULL, '[]', 'S', '{GLOBAL,NEGOCIO,ESTACION}', 'FACTURACION'),
  ('REMISION_ACTIVA', 'LA ESTACIÓN EMITE REMISIONES', 'BOOLEANO', NULL, NULL, '[]', 'N', '{GLOBAL,NEGOCIO,ESTACION}', 'FACTURACION'),
  ('REMISION_DIAS_FACTURAR', 'DÍAS MÁXIMOS PARA FACTURAR UNA REMISIÓN', 'NUMERO', 1, 90, '[]', '30', '{GLOBAL,NEGOCIO,ESTACION}', 'FACTURACION'),
  ('REMISION_AGRUPAR_CLIENTE', 'AGRUPAR LAS REMISIONES DE UN CLIENTE EN UNA FACTURA', 'BOOLEANO', NULL, NULL, '[]', 'S', '{GLOBAL,NEGOCIO,ESTACION}', 'FACTURACION')
ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE TRIGGER fe_tipos_referencia_auditoria AFTER INSERT OR UPDATE OR DELETE ON fe_tipos_referencia FOR EACH ROW EXECUTE FUNCTION auditar();--> statement-breakpoint
CREATE TRIGGER fe_notas_facturacion_auditoria AFTER INSERT OR UPDATE OR DELETE ON fe_notas_facturacion FOR EACH ROW EXECUTE FUNCTION auditar();--> statement-breakpoint
CREATE TRIGGER fe_obligaciones_fiscales_auditoria AFTER INSERT OR UPDATE OR DELETE ON fe_obligaciones_fiscales FOR EACH ROW EXECUTE FUNCTION auditar();--> statement-breakpoint
CREATE TRIGGER motivos_anulacion_auditoria AFTER INSERT OR UPDATE OR DELETE ON motivos_anulacion FOR EACH ROW EXECUTE FUNCTION auditar();
