-- Physical counts and their counted lines land in the audit log (Auditoría), as every inventory write does.
CREATE TRIGGER tomas_fisicas_auditoria AFTER INSERT OR UPDATE OR DELETE ON tomas_fisicas FOR EACH ROW EXECUTE FUNCTION auditar();--> statement-breakpoint
CREATE TRIGGER tomas_fisicas_detalles_auditoria AFTER INSERT OR UPDATE OR DELETE ON tomas_fisicas_detalles FOR EACH ROW EXECUTE FUNCTION auditar();
