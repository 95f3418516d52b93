-- Every write to the POS versions and their rollouts lands in the audit log (Auditoría). The packages' bytes are
-- not audited: the version row carries their SHA-256.
CREATE TRIGGER versiones_pos_auditoria AFTER INSERT OR UPDATE OR DELETE ON versiones_pos FOR EACH ROW EXECUTE FUNCTION auditar();--> statement-breakpoint
CREATE TRIGGER versiones_pos_despliegues_auditoria AFTER INSERT OR UPDATE OR DELETE ON versiones_pos_despliegues FOR EACH ROW EXECUTE FUNCTION auditar();
