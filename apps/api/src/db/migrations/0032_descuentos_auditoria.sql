-- Every write to the discount rules, manual discounts and campaigns lands in the audit log (Auditoría).
CREATE TRIGGER descuentos_auditoria AFTER INSERT OR UPDATE OR DELETE ON descuentos FOR EACH ROW EXECUTE FUNCTION auditar();--> statement-breakpoint
CREATE TRIGGER descuentos_empresas_auditoria AFTER INSERT OR UPDATE OR DELETE ON descuentos_empresas FOR EACH ROW EXECUTE FUNCTION auditar();--> statement-breakpoint
CREATE TRIGGER descuentos_manuales_auditoria AFTER INSERT OR UPDATE OR DELETE ON descuentos_manuales FOR EACH ROW EXECUTE FUNCTION auditar();--> statement-breakpoint
CREATE TRIGGER descuentos_manuales_perfiles_auditoria AFTER INSERT OR UPDATE OR DELETE ON descuentos_manuales_perfiles FOR EACH ROW EXECUTE FUNCTION auditar();--> statement-breakpoint
CREATE TRIGGER campanas_auditoria AFTER INSERT OR UPDATE OR DELETE ON campanas FOR EACH ROW EXECUTE FUNCTION auditar();--> statement-breakpoint
CREATE TRIGGER campanas_empresas_auditoria AFTER INSERT OR UPDATE OR DELETE ON campanas_empresas FOR EACH ROW EXECUTE FUNCTION auditar();--> statement-breakpoint
CREATE TRIGGER campanas_promociones_auditoria AFTER INSERT OR UPDATE OR DELETE ON campanas_promociones FOR EACH ROW EXECUTE FUNCTION auditar();--> statement-breakpoint
CREATE TRIGGER campanas_descuentos_auditoria AFTER INSERT OR UPDATE OR DELETE ON campanas_descuentos FOR EACH ROW EXECUTE FUNCTION auditar();
