ALTER TABLE "cierres_automaticos" ADD COLUMN "vigente_desde" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Configurations saved before: in force since their last change, as near as is known.
UPDATE "cierres_automaticos" SET "vigente_desde" = "actualizado_en";
