ALTER TABLE "negocios" ADD COLUMN "razon_social" text;--> statement-breakpoint
ALTER TABLE "negocios" ADD COLUMN "tipo" char(1);--> statement-breakpoint
ALTER TABLE "negocios" ADD COLUMN "pais_id" integer;--> statement-breakpoint
ALTER TABLE "negocios" ADD CONSTRAINT "negocios_pais_id_paises_id_fk" FOREIGN KEY ("pais_id") REFERENCES "public"."paises"("id") ON DELETE no action ON UPDATE no action;