ALTER TABLE "modulos" ADD COLUMN "etiqueta" text;--> statement-breakpoint
ALTER TABLE "precios" ADD COLUMN "movimiento_id" bigint;