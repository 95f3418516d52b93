-- Every write to a point of sale or its devices lands in the audit log (Auditoría).
CREATE TRIGGER puntos_venta_auditoria AFTER INSERT OR UPDATE OR DELETE ON puntos_venta FOR EACH ROW EXECUTE FUNCTION auditar();--> statement-breakpoint
CREATE TRIGGER puntos_venta_equipos_auditoria AFTER INSERT OR UPDATE OR DELETE ON puntos_venta_equipos FOR EACH ROW EXECUTE FUNCTION auditar();
