CREATE TABLE "ventas_oficina" (
	"venta_id" bigint PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"usuario_id" integer,
	"refactura_de" bigint,
	"observacion" text,
	"en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resoluciones" ADD COLUMN "equipos" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "ventas_oficina" ADD CONSTRAINT "ventas_oficina_venta_id_ventas_id_fk" FOREIGN KEY ("venta_id") REFERENCES "public"."ventas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_oficina" ADD CONSTRAINT "ventas_oficina_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_oficina" ADD CONSTRAINT "ventas_oficina_refactura_de_ventas_id_fk" FOREIGN KEY ("refactura_de") REFERENCES "public"."ventas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ventas_oficina_empresa_idx" ON "ventas_oficina" USING btree ("empresa_id","en");--> statement-breakpoint
CREATE UNIQUE INDEX "ventas_oficina_refactura_uq" ON "ventas_oficina" USING btree ("refactura_de") WHERE "ventas_oficina"."refactura_de" IS NOT NULL;