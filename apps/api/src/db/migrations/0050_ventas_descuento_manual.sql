ALTER TABLE "ventas" ADD COLUMN "descuento_manual_motivo_id" integer;--> statement-breakpoint
ALTER TABLE "ventas" ADD COLUMN "descuento_manual_valor" numeric(14, 2);