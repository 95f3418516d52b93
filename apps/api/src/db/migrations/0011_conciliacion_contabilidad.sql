CREATE TABLE "fe_certificados" (
	"id" serial PRIMARY KEY NOT NULL,
	"negocio_id" integer NOT NULL,
	"certificado_pem" text NOT NULL,
	"clave_privada_pem" text NOT NULL,
	"sujeto" text NOT NULL,
	"huella" text NOT NULL,
	"valido_desde" timestamp with time zone NOT NULL,
	"valido_hasta" timestamp with time zone NOT NULL,
	"estado" char(1) DEFAULT 'A' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fe_configuracion" (
	"negocio_id" integer PRIMARY KEY NOT NULL,
	"ambiente" smallint DEFAULT 2 NOT NULL,
	"software_id" text NOT NULL,
	"software_pin" text NOT NULL,
	"proveedor_nit" text NOT NULL,
	"test_set_id" text,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fe_documentos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"factura_id" bigint NOT NULL,
	"empresa_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"numero" text NOT NULL,
	"codigo" text NOT NULL,
	"xml_firmado" text NOT NULL,
	"qr" text NOT NULL,
	"codigo_respuesta" text,
	"descripcion_respuesta" text,
	"reglas" text[],
	"respuesta_xml" text,
	"track_id" text,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"respondido_en" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fe_envios" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"factura_id" bigint NOT NULL,
	"empresa_id" integer NOT NULL,
	"accion" text NOT NULL,
	"estado" text DEFAULT 'PENDIENTE' NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"proximo_en" timestamp with time zone DEFAULT now() NOT NULL,
	"tomado_en" timestamp with time zone,
	"tomado_por" text,
	"ultimo_error" text,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fe_transiciones" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"factura_id" bigint NOT NULL,
	"desde" smallint,
	"hacia" smallint NOT NULL,
	"motivo" text,
	"usuario_id" integer,
	"origen" text NOT NULL,
	"en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comprobantes_contables" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"dia_conciliado_id" integer NOT NULL,
	"fecha" date NOT NULL,
	"total_debitos" numeric(16, 2) NOT NULL,
	"total_creditos" numeric(16, 2) NOT NULL,
	"estado" text DEFAULT 'PENDIENTE' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comprobantes_estados" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"comprobante_id" integer NOT NULL,
	"estado" text NOT NULL,
	"detalle" text,
	"usuario_id" integer,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comprobantes_lineas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"comprobante_id" integer NOT NULL,
	"orden" smallint NOT NULL,
	"operacion" text NOT NULL,
	"tipo_negocio" char(1),
	"cuenta" text NOT NULL,
	"centro_costo" text,
	"tercero" text,
	"descripcion" text NOT NULL,
	"debito" numeric(16, 2) NOT NULL,
	"credito" numeric(16, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dias_conciliados" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"fecha" date NOT NULL,
	"usuario_id" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "homologaciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"negocio_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"referencia_id" integer NOT NULL,
	"codigo_externo" text NOT NULL,
	"descripcion" text,
	"estado" char(1) DEFAULT 'A' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reglas_contables" (
	"id" serial PRIMARY KEY NOT NULL,
	"negocio_id" integer NOT NULL,
	"operacion" text NOT NULL,
	"tipo_negocio" char(1) DEFAULT '*' NOT NULL,
	"cuenta_debito" text NOT NULL,
	"cuenta_credito" text NOT NULL,
	"centro_costo" text,
	"estado" char(1) DEFAULT 'A' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fe_certificados" ADD CONSTRAINT "fe_certificados_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fe_configuracion" ADD CONSTRAINT "fe_configuracion_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fe_documentos" ADD CONSTRAINT "fe_documentos_factura_id_facturas_electronicas_id_fk" FOREIGN KEY ("factura_id") REFERENCES "public"."facturas_electronicas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fe_documentos" ADD CONSTRAINT "fe_documentos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fe_envios" ADD CONSTRAINT "fe_envios_factura_id_facturas_electronicas_id_fk" FOREIGN KEY ("factura_id") REFERENCES "public"."facturas_electronicas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fe_envios" ADD CONSTRAINT "fe_envios_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fe_transiciones" ADD CONSTRAINT "fe_transiciones_factura_id_facturas_electronicas_id_fk" FOREIGN KEY ("factura_id") REFERENCES "public"."facturas_electronicas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comprobantes_contables" ADD CONSTRAINT "comprobantes_contables_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comprobantes_contables" ADD CONSTRAINT "comprobantes_contables_dia_conciliado_id_dias_conciliados_id_fk" FOREIGN KEY ("dia_conciliado_id") REFERENCES "public"."dias_conciliados"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comprobantes_estados" ADD CONSTRAINT "comprobantes_estados_comprobante_id_comprobantes_contables_id_fk" FOREIGN KEY ("comprobante_id") REFERENCES "public"."comprobantes_contables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comprobantes_estados" ADD CONSTRAINT "comprobantes_estados_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comprobantes_lineas" ADD CONSTRAINT "comprobantes_lineas_comprobante_id_comprobantes_contables_id_fk" FOREIGN KEY ("comprobante_id") REFERENCES "public"."comprobantes_contables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dias_conciliados" ADD CONSTRAINT "dias_conciliados_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dias_conciliados" ADD CONSTRAINT "dias_conciliados_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homologaciones" ADD CONSTRAINT "homologaciones_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reglas_contables" ADD CONSTRAINT "reglas_contables_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fe_certificados_activo_uq" ON "fe_certificados" USING btree ("negocio_id") WHERE "fe_certificados"."estado" = 'A';--> statement-breakpoint
CREATE INDEX "fe_documentos_factura_idx" ON "fe_documentos" USING btree ("factura_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "fe_envios_factura_uq" ON "fe_envios" USING btree ("factura_id");--> statement-breakpoint
CREATE INDEX "fe_envios_pendientes_idx" ON "fe_envios" USING btree ("proximo_en") WHERE "fe_envios"."estado" IN ('PENDIENTE', 'EN_CURSO');--> statement-breakpoint
CREATE INDEX "fe_transiciones_factura_idx" ON "fe_transiciones" USING btree ("factura_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "comprobantes_contables_dia_uq" ON "comprobantes_contables" USING btree ("dia_conciliado_id");--> statement-breakpoint
CREATE INDEX "comprobantes_contables_empresa_idx" ON "comprobantes_contables" USING btree ("empresa_id","fecha");--> statement-breakpoint
CREATE INDEX "comprobantes_estados_comprobante_idx" ON "comprobantes_estados" USING btree ("comprobante_id","id");--> statement-breakpoint
CREATE INDEX "comprobantes_lineas_comprobante_idx" ON "comprobantes_lineas" USING btree ("comprobante_id","orden");--> statement-breakpoint
CREATE UNIQUE INDEX "dias_conciliados_uq" ON "dias_conciliados" USING btree ("empresa_id","fecha");--> statement-breakpoint
CREATE UNIQUE INDEX "homologaciones_uq" ON "homologaciones" USING btree ("negocio_id","tipo","referencia_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reglas_contables_uq" ON "reglas_contables" USING btree ("negocio_id","operacion","tipo_negocio");--> statement-breakpoint
-- A reconciled station day is frozen (docs/decisions/041-station-day-reconciliation.md). Statement triggers on the
-- tables that make a day's figures refuse rows filed under a reconciled day (SQLSTATE 23514, constraint
-- dia_conciliado, which the POS batch and the API map to "El día se encuentra conciliado, no se permiten
-- movimientos"). Each distinct day a statement touches takes the day's advisory lock in shared mode: reconciling
-- takes it exclusively, so a write and a reconciliation of the same day never interleave.
CREATE FUNCTION clave_dia_conciliado(p_empresa integer, p_fecha date) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT hashtext('dia_conciliado|' || p_empresa::text || '|' || to_char(p_fecha, 'YYYY-MM-DD'))::bigint
$$;
--> statement-breakpoint
CREATE FUNCTION exigir_dias_abiertos(p_dias jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d record;
BEGIN
  FOR d IN SELECT DISTINCT (x ->> 'e')::int AS empresa_id, (x ->> 'f')::date AS fecha FROM jsonb_array_elements(p_dias) x ORDER BY 1, 2 LOOP
    PERFORM pg_advisory_xact_lock_shared(clave_dia_conciliado(d.empresa_id, d.fecha));
    IF EXISTS (SELECT 1 FROM dias_conciliados c WHERE c.empresa_id = d.empresa_id AND c.fecha = d.fecha) THEN
      RAISE EXCEPTION 'El día se encuentra conciliado, no se permiten movimientos'
        USING ERRCODE = '23514', CONSTRAINT = 'dia_conciliado', DETAIL = d.empresa_id::text || ' ' || d.fecha::text;
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
CREATE FUNCTION dias_abiertos_insertar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM exigir_dias_abiertos((SELECT coalesce(jsonb_agg(DISTINCT jsonb_build_object('e', empresa_id, 'f', fecha_negocio)), '[]') FROM nuevas));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION dias_abiertos_actualizar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM exigir_dias_abiertos((SELECT coalesce(jsonb_agg(DISTINCT jsonb_build_object('e', empresa_id, 'f', fecha_negocio)), '[]')
    FROM (SELECT empresa_id, fecha_negocio FROM nuevas UNION SELECT empresa_id, fecha_negocio FROM viejas) x));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ventas_dia_abierto_i AFTER INSERT ON ventas REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION dias_abiertos_insertar();--> statement-breakpoint
CREATE TRIGGER ventas_dia_abierto_u AFTER UPDATE ON ventas REFERENCING NEW TABLE AS nuevas OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION dias_abiertos_actualizar();--> statement-breakpoint
CREATE TRIGGER lecturas_tanque_dia_abierto_i AFTER INSERT ON lecturas_tanque REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION dias_abiertos_insertar();--> statement-breakpoint
CREATE TRIGGER lecturas_tanque_dia_abierto_u AFTER UPDATE ON lecturas_tanque REFERENCING NEW TABLE AS nuevas OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION dias_abiertos_actualizar();--> statement-breakpoint
CREATE TRIGGER lecturas_manguera_dia_abierto_i AFTER INSERT ON lecturas_manguera REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION dias_abiertos_insertar();--> statement-breakpoint
CREATE TRIGGER lecturas_manguera_dia_abierto_u AFTER UPDATE ON lecturas_manguera REFERENCING NEW TABLE AS nuevas OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION dias_abiertos_actualizar();--> statement-breakpoint
CREATE TRIGGER calibraciones_dia_abierto_i AFTER INSERT ON calibraciones REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION dias_abiertos_insertar();--> statement-breakpoint
CREATE TRIGGER calibraciones_dia_abierto_u AFTER UPDATE ON calibraciones REFERENCING NEW TABLE AS nuevas OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION dias_abiertos_actualizar();--> statement-breakpoint
CREATE TRIGGER turnos_dia_abierto_i AFTER INSERT ON turnos REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION dias_abiertos_insertar();--> statement-breakpoint
CREATE TRIGGER turnos_dia_abierto_u AFTER UPDATE ON turnos REFERENCING NEW TABLE AS nuevas OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION dias_abiertos_actualizar();--> statement-breakpoint
CREATE TRIGGER sobres_dia_abierto_i AFTER INSERT ON sobres REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION dias_abiertos_insertar();--> statement-breakpoint
CREATE TRIGGER sobres_dia_abierto_u AFTER UPDATE ON sobres REFERENCING NEW TABLE AS nuevas OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION dias_abiertos_actualizar();--> statement-breakpoint
CREATE TRIGGER movimientos_inventario_dia_abierto_i AFTER INSERT ON movimientos_inventario REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION dias_abiertos_insertar();--> statement-breakpoint
CREATE TRIGGER movimientos_inventario_dia_abierto_u AFTER UPDATE ON movimientos_inventario REFERENCING NEW TABLE AS nuevas OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION dias_abiertos_actualizar();
