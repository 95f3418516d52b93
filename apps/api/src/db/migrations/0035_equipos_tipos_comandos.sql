CREATE TABLE "comandos" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"equipo_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"estado" text DEFAULT 'PENDIENTE' NOT NULL,
	"resultado" text,
	"usuario_id" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"entregado_en" timestamp with time zone,
	"terminado_en" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tipos_equipo" (
	"id" serial PRIMARY KEY NOT NULL,
	"negocio_id" integer NOT NULL,
	"codigo" text NOT NULL,
	"descripcion" text NOT NULL,
	"tipo" text NOT NULL,
	"marca" text NOT NULL,
	"modelo" text NOT NULL,
	"protocolo" text,
	"firmware_minimo" text,
	"estado" char(1) DEFAULT 'A' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "equipos" ADD COLUMN "tipo_equipo_id" integer;--> statement-breakpoint
ALTER TABLE "comandos" ADD CONSTRAINT "comandos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comandos" ADD CONSTRAINT "comandos_equipo_id_equipos_id_fk" FOREIGN KEY ("equipo_id") REFERENCES "public"."equipos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comandos" ADD CONSTRAINT "comandos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tipos_equipo" ADD CONSTRAINT "tipos_equipo_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comandos_equipo_estado_idx" ON "comandos" USING btree ("equipo_id","estado");--> statement-breakpoint
CREATE INDEX "comandos_empresa_idx" ON "comandos" USING btree ("empresa_id","creado_en");--> statement-breakpoint
CREATE UNIQUE INDEX "tipos_equipo_codigo_uq" ON "tipos_equipo" USING btree ("negocio_id","codigo");--> statement-breakpoint
ALTER TABLE "equipos" ADD CONSTRAINT "equipos_tipo_equipo_id_tipos_equipo_id_fk" FOREIGN KEY ("tipo_equipo_id") REFERENCES "public"."tipos_equipo"("id") ON DELETE no action ON UPDATE no action;