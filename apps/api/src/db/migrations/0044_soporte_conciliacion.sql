CREATE TABLE "autorizaciones" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"equipo_id" integer,
	"uuid" uuid NOT NULL,
	"tipo" text NOT NULL,
	"referencia" text NOT NULL,
	"valor" numeric(14, 2) NOT NULL,
	"respuesta" text NOT NULL,
	"codigo" text,
	"mensaje" text,
	"tiempo_ms" integer NOT NULL,
	"fecha" timestamp with time zone NOT NULL,
	"fecha_negocio" date NOT NULL,
	"venta_uuid" uuid,
	"recibido_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipos_conteos_dia" (
	"equipo_id" integer NOT NULL,
	"empresa_id" integer NOT NULL,
	"fecha_negocio" date NOT NULL,
	"ventas" integer NOT NULL,
	"total" numeric(16, 2),
	"reportado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "equipos_conteos_dia_equipo_id_fecha_negocio_pk" PRIMARY KEY("equipo_id","fecha_negocio")
);
--> statement-breakpoint
ALTER TABLE "correos_salida" ADD COLUMN "empresa_id" integer;--> statement-breakpoint
ALTER TABLE "autorizaciones" ADD CONSTRAINT "autorizaciones_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipos_conteos_dia" ADD CONSTRAINT "equipos_conteos_dia_equipo_id_equipos_id_fk" FOREIGN KEY ("equipo_id") REFERENCES "public"."equipos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipos_conteos_dia" ADD CONSTRAINT "equipos_conteos_dia_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "autorizaciones_uuid_uq" ON "autorizaciones" USING btree ("empresa_id","uuid");--> statement-breakpoint
CREATE INDEX "autorizaciones_empresa_fecha_idx" ON "autorizaciones" USING btree ("empresa_id","fecha");--> statement-breakpoint
CREATE INDEX "equipos_conteos_dia_empresa_idx" ON "equipos_conteos_dia" USING btree ("empresa_id","fecha_negocio");