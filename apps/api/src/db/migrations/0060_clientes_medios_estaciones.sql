CREATE TABLE "clientes_empresas" (
	"cliente_id" integer NOT NULL,
	"empresa_id" integer NOT NULL,
	CONSTRAINT "clientes_empresas_cliente_id_empresa_id_pk" PRIMARY KEY("cliente_id","empresa_id")
);
--> statement-breakpoint
CREATE TABLE "medios_identificacion_empresas" (
	"medio_id" integer NOT NULL,
	"empresa_id" integer NOT NULL,
	"enviado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medios_identificacion_empresas_medio_id_empresa_id_pk" PRIMARY KEY("medio_id","empresa_id")
);
--> statement-breakpoint
ALTER TABLE "clientes_empresas" ADD CONSTRAINT "clientes_empresas_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clientes_empresas" ADD CONSTRAINT "clientes_empresas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medios_identificacion_empresas" ADD CONSTRAINT "medios_identificacion_empresas_medio_id_medios_identificacion_id_fk" FOREIGN KEY ("medio_id") REFERENCES "public"."medios_identificacion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medios_identificacion_empresas" ADD CONSTRAINT "medios_identificacion_empresas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clientes_empresas_empresa_idx" ON "clientes_empresas" USING btree ("empresa_id");--> statement-breakpoint
CREATE INDEX "medios_identificacion_empresas_empresa_idx" ON "medios_identificacion_empresas" USING btree ("empresa_id");--> statement-breakpoint
-- A customer's stations and where a medium is sent land in the audit log, as the customer and the medium do.
CREATE TRIGGER clientes_empresas_auditoria AFTER INSERT OR UPDATE OR DELETE ON clientes_empresas FOR EACH ROW EXECUTE FUNCTION auditar();--> statement-breakpoint
CREATE TRIGGER medios_identificacion_empresas_auditoria AFTER INSERT OR UPDATE OR DELETE ON medios_identificacion_empresas FOR EACH ROW EXECUTE FUNCTION auditar();
