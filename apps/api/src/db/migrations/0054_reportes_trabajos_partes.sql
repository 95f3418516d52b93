CREATE TABLE "reportes_trabajos_partes" (
	"trabajo_id" uuid NOT NULL,
	"n" integer NOT NULL,
	"datos" "bytea" NOT NULL,
	CONSTRAINT "reportes_trabajos_partes_trabajo_id_n_pk" PRIMARY KEY("trabajo_id","n")
);
--> statement-breakpoint
ALTER TABLE "reportes_trabajos_partes" ADD CONSTRAINT "reportes_trabajos_partes_trabajo_id_reportes_trabajos_id_fk" FOREIGN KEY ("trabajo_id") REFERENCES "public"."reportes_trabajos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reportes_trabajos" DROP COLUMN "contenido";