ALTER TABLE "ciudades" ADD COLUMN "estado" char(1) DEFAULT 'A' NOT NULL;--> statement-breakpoint
ALTER TABLE "departamentos" ADD COLUMN "estado" char(1) DEFAULT 'A' NOT NULL;--> statement-breakpoint
ALTER TABLE "paises" ADD COLUMN "estado" char(1) DEFAULT 'A' NOT NULL;