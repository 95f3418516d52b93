CREATE TABLE "versiones_pos" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"codigo" integer NOT NULL,
	"plataforma" text NOT NULL,
	"fecha" date NOT NULL,
	"obligatoria" boolean DEFAULT false NOT NULL,
	"notas" text,
	"nombre_archivo" text NOT NULL,
	"tamano" integer NOT NULL,
	"sha256" text NOT NULL,
	"estado" char(1) DEFAULT 'A' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "versiones_pos_despliegues" (
	"id" serial PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"alcance" text NOT NULL,
	"negocio_id" integer,
	"estaciones" integer[] DEFAULT '{}' NOT NULL,
	"desde" date NOT NULL,
	"usuario_id" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "versiones_pos_paquetes" (
	"version_id" integer PRIMARY KEY NOT NULL,
	"datos" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "versiones_pos_despliegues" ADD CONSTRAINT "versiones_pos_despliegues_version_id_versiones_pos_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."versiones_pos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "versiones_pos_despliegues" ADD CONSTRAINT "versiones_pos_despliegues_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "versiones_pos_despliegues" ADD CONSTRAINT "versiones_pos_despliegues_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "versiones_pos_paquetes" ADD CONSTRAINT "versiones_pos_paquetes_version_id_versiones_pos_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."versiones_pos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "versiones_pos_version_uq" ON "versiones_pos" USING btree ("plataforma","version");--> statement-breakpoint
CREATE UNIQUE INDEX "versiones_pos_codigo_uq" ON "versiones_pos" USING btree ("plataforma","codigo");--> statement-breakpoint
CREATE INDEX "versiones_pos_despliegues_version_idx" ON "versiones_pos_despliegues" USING btree ("version_id");