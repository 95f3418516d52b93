ALTER TABLE "equipos_conexion" ADD COLUMN "conteo_ventas_sincronizadas" integer;--> statement-breakpoint
ALTER TABLE "equipos_conexion" ADD COLUMN "conteo_logs" integer;--> statement-breakpoint
ALTER TABLE "equipos_conexion" ADD COLUMN "conteo_cola_confirmada" integer;--> statement-breakpoint
ALTER TABLE "equipos_conexion" ADD COLUMN "cache_mb" numeric(10, 1);--> statement-breakpoint
ALTER TABLE "equipos_conexion" ADD COLUMN "registro_mas_antiguo" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "equipos_conexion" ADD COLUMN "conteos_en" timestamp with time zone;