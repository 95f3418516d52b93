-- Consumption restrictions land in the audit log (Auditoría), as the customers and quotas they narrow do.
CREATE TRIGGER restricciones_consumo_auditoria AFTER INSERT OR UPDATE OR DELETE ON restricciones_consumo FOR EACH ROW EXECUTE FUNCTION auditar();
