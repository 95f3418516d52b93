CREATE TABLE "reportes_trabajos_partes" (
	"trabajo_id" uuid NOT NULL,
	"n" integer NOT NULL,
	"datos" "bytea" NOT NULL,
	CONSTRAINT "reportes_trabajos_partes_trabajo_id_n_pk" PRIMARY KEY("trabajo_id","n")
);
--> statement-breakpoint
CREATE TABLE "cupos_retenciones" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"cupo_id" integer NOT NULL,
	"cliente_id" integer NOT NULL,
	"vehiculo_id" integer,
	"empresa_id" integer NOT NULL,
	"autorizacion_id" bigint NOT NULL,
	"valor" numeric(14, 2) NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"vence_en" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reportes_trabajos_partes" ADD CONSTRAINT "reportes_trabajos_partes_trabajo_id_reportes_trabajos_id_fk" FOREIGN KEY ("trabajo_id") REFERENCES "public"."reportes_trabajos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cupos_retenciones" ADD CONSTRAINT "cupos_retenciones_cupo_id_cupos_id_fk" FOREIGN KEY ("cupo_id") REFERENCES "public"."cupos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cupos_retenciones" ADD CONSTRAINT "cupos_retenciones_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cupos_retenciones" ADD CONSTRAINT "cupos_retenciones_autorizacion_id_autorizaciones_id_fk" FOREIGN KEY ("autorizacion_id") REFERENCES "public"."autorizaciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cupos_retenciones_cupo_idx" ON "cupos_retenciones" USING btree ("cupo_id","vence_en");--> statement-breakpoint
CREATE UNIQUE INDEX "cupos_retenciones_autorizacion_uq" ON "cupos_retenciones" USING btree ("autorizacion_id");--> statement-breakpoint
ALTER TABLE "reportes_trabajos" DROP COLUMN "contenido";