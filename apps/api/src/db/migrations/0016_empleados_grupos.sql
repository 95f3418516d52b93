CREATE TABLE "grupos" (
	"id" serial PRIMARY KEY NOT NULL,
	"negocio_id" integer NOT NULL,
	"empresa_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"nombre" text NOT NULL,
	"estado" char(1) DEFAULT 'A' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grupos_miembros" (
	"grupo_id" integer NOT NULL,
	"miembro_id" integer NOT NULL,
	CONSTRAINT "grupos_miembros_grupo_id_miembro_id_pk" PRIMARY KEY("grupo_id","miembro_id")
);
--> statement-breakpoint
CREATE TABLE "personas_fotos" (
	"personas_id" integer PRIMARY KEY NOT NULL,
	"tipo_mime" text NOT NULL,
	"datos" "bytea" NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "grupos" ADD CONSTRAINT "grupos_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grupos" ADD CONSTRAINT "grupos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grupos_miembros" ADD CONSTRAINT "grupos_miembros_grupo_id_grupos_id_fk" FOREIGN KEY ("grupo_id") REFERENCES "public"."grupos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personas_fotos" ADD CONSTRAINT "personas_fotos_personas_id_personas_id_fk" FOREIGN KEY ("personas_id") REFERENCES "public"."personas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "grupos_nombre_uq" ON "grupos" USING btree ("negocio_id","tipo","nombre");--> statement-breakpoint
CREATE INDEX "grupos_empresa_idx" ON "grupos" USING btree ("empresa_id");--> statement-breakpoint
CREATE TRIGGER grupos_auditoria AFTER INSERT OR UPDATE OR DELETE ON grupos FOR EACH ROW EXECUTE FUNCTION auditar();