CREATE TABLE "planilla_promotores" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"promotor_id" integer NOT NULL,
	"horario_id" integer NOT NULL,
	"isla_id" integer,
	"fecha" date NOT NULL,
	"usuario_id" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "planilla_promotores" ADD CONSTRAINT "planilla_promotores_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planilla_promotores" ADD CONSTRAINT "planilla_promotores_promotor_id_promotores_id_fk" FOREIGN KEY ("promotor_id") REFERENCES "public"."promotores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planilla_promotores" ADD CONSTRAINT "planilla_promotores_horario_id_horarios_id_fk" FOREIGN KEY ("horario_id") REFERENCES "public"."horarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planilla_promotores" ADD CONSTRAINT "planilla_promotores_isla_id_islas_id_fk" FOREIGN KEY ("isla_id") REFERENCES "public"."islas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planilla_promotores" ADD CONSTRAINT "planilla_promotores_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "planilla_promotores_uq" ON "planilla_promotores" USING btree ("promotor_id","fecha","horario_id");--> statement-breakpoint
CREATE INDEX "planilla_promotores_dia_idx" ON "planilla_promotores" USING btree ("empresa_id","fecha");--> statement-breakpoint
CREATE INDEX "ventas_detalles_precio_idx" ON "ventas_detalles" USING btree ("empresa_id","producto_id","precio","fecha_negocio");