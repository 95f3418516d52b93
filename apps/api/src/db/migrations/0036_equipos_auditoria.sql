-- Every write to the device models and the device commands lands in the audit log (Auditoría).
CREATE TRIGGER tipos_equipo_auditoria AFTER INSERT OR UPDATE OR DELETE ON tipos_equipo FOR EACH ROW EXECUTE FUNCTION auditar();--> statement-breakpoint
CREATE TRIGGER comandos_auditoria AFTER INSERT OR UPDATE OR DELETE ON comandos FOR EACH ROW EXECUTE FUNCTION auditar();
