CREATE TABLE "contadores_limite" (
	"clave" text PRIMARY KEY NOT NULL,
	"cuenta" integer NOT NULL,
	"reinicia_en" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "solicitudes_clave" ADD COLUMN "motivo" text DEFAULT 'OLVIDO' NOT NULL;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "cambiar_clave" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "correos_salida" ADD COLUMN "solicitud_clave_id" integer;--> statement-breakpoint
ALTER TABLE "correos_salida" ADD COLUMN "enlace" text;--> statement-breakpoint
ALTER TABLE "correos_salida" ADD COLUMN "intentos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "correos_salida" ADD COLUMN "proximo_intento" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "correos_salida" ADD COLUMN "reclamado_hasta" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "contadores_limite_reinicia_idx" ON "contadores_limite" USING btree ("reinicia_en");--> statement-breakpoint
ALTER TABLE "correos_salida" ADD CONSTRAINT "correos_salida_solicitud_clave_id_solicitudes_clave_id_fk" FOREIGN KEY ("solicitud_clave_id") REFERENCES "public"."solicitudes_clave"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "solicitudes_clave_usuario_idx" ON "solicitudes_clave" USING btree ("usuarios_id");--> statement-breakpoint
CREATE INDEX "correos_salida_pendientes_idx" ON "correos_salida" USING btree ("proximo_intento") WHERE enviado_en IS NULL;--> statement-breakpoint
CREATE INDEX "correos_salida_negocio_idx" ON "correos_salida" USING btree ("negocio_id","id");--> statement-breakpoint
-- Issue 9: the outbox holds no secret. Links and temporary passwords already stored are withdrawn, the reset requests
-- they opened end, and mails already sent or failed are no longer due for the worker.
UPDATE "correos_salida" SET "texto" = regexp_replace(regexp_replace("texto", 'restablecer-clave\?token=[A-Za-z0-9_-]+', 'restablecer-clave?token=[retirado]', 'g'), '(contraseña temporal es: )\S+', '\1[retirada]', 'g');--> statement-breakpoint
UPDATE "correos_salida" SET "proximo_intento" = NULL WHERE "enviado_en" IS NOT NULL OR "error" IS NOT NULL;--> statement-breakpoint
UPDATE "solicitudes_clave" SET "usada_en" = now() WHERE "usada_en" IS NULL;
