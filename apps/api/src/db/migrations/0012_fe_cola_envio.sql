-- Issue 12: an electronic invoice stored awaiting DIAN (states 5 and 7, not in contingency) enters the sending
-- queue in the same transaction, whichever path stored it (POS ingestion, back-office invoicing), and its first
-- state is recorded.
CREATE OR REPLACE FUNCTION fe_encolar_factura() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO fe_envios (factura_id, empresa_id, accion) VALUES (NEW.id, NEW.empresa_id, 'GENERAR')
    ON CONFLICT (factura_id) DO NOTHING;
  INSERT INTO fe_transiciones (factura_id, desde, hacia, origen) VALUES (NEW.id, NULL, NEW.estado, 'POS');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER facturas_electronicas_encolar AFTER INSERT ON facturas_electronicas
  FOR EACH ROW WHEN (NEW.estado IN (5, 7) AND NOT NEW.contingencia) EXECUTE FUNCTION fe_encolar_factura();
