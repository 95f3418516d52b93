-- Issue 12, G16: the annulment reasons every business offers (movimientos/obtener-motivo-anulacion).
INSERT INTO motivos_anulacion (negocio_id, descripcion) VALUES
  (NULL, 'ERROR EN EL VALOR DE LA VENTA'),
  (NULL, 'ERROR EN EL PRODUCTO O LA CANTIDAD'),
  (NULL, 'ERROR EN LOS DATOS DEL CLIENTE'),
  (NULL, 'ERROR EN EL MEDIO DE PAGO'),
  (NULL, 'VENTA DUPLICADA'),
  (NULL, 'DEVOLUCIÓN DEL CLIENTE'),
  (NULL, 'OTRO');--> statement-breakpoint
-- A credit note waits (state 5) while its invoice is not authorised: when the invoice becomes authorised, whatever
-- moved it (the sender, a person), the invoice's job in fe_envios is set to send the note, in the same transaction.
-- Resetting intentos makes the sender's own closing of the job (which matches the attempt it held) leave it pending.
CREATE OR REPLACE FUNCTION fe_encolar_nota_credito() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM fe_notas_credito n WHERE n.factura_id = NEW.id AND n.estado <> 2) THEN
    INSERT INTO fe_envios (factura_id, empresa_id, accion) VALUES (NEW.id, NEW.empresa_id, 'NOTA_CREDITO')
      ON CONFLICT (factura_id) DO UPDATE SET accion = 'NOTA_CREDITO', estado = 'PENDIENTE', intentos = 0, proximo_en = now(),
             ultimo_error = NULL, tomado_en = NULL, tomado_por = NULL, actualizado_en = now();
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER facturas_electronicas_nota_credito AFTER UPDATE OF estado ON facturas_electronicas
  FOR EACH ROW WHEN (NEW.estado = 2 AND OLD.estado IS DISTINCT FROM 2) EXECUTE FUNCTION fe_encolar_nota_credito();
