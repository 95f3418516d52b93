CREATE TRIGGER remisiones_facturadas_auditoria AFTER INSERT OR UPDATE OR DELETE ON remisiones_facturadas FOR EACH ROW EXECUTE FUNCTION auditar();
