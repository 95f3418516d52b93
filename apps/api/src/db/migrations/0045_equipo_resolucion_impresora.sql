ALTER TABLE "equipos" ADD COLUMN "resolucion_id" integer;--> statement-breakpoint
ALTER TABLE "equipos" ADD COLUMN "impresora_id" integer;--> statement-breakpoint
ALTER TABLE "equipos" ADD CONSTRAINT "equipos_resolucion_id_resoluciones_id_fk" FOREIGN KEY ("resolucion_id") REFERENCES "public"."resoluciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipos" ADD CONSTRAINT "equipos_impresora_id_equipos_id_fk" FOREIGN KEY ("impresora_id") REFERENCES "public"."equipos"("id") ON DELETE no action ON UPDATE no action;