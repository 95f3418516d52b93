-- Live updates of the closing-day monitor (integraciones/sap): a reconciled day and every state a voucher takes
-- (PENDIENTE on creation, ENVIADO, ERROR, CONCILIADO) notify the realtime channel eds_eventos in the writing
-- transaction; each API instance forwards the event to the sockets whose scope holds the station.
CREATE OR REPLACE FUNCTION notificar_monitor_sap() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_empresa integer;
  v_fecha date;
  v_comprobante integer;
  v_estado text;
BEGIN
  IF TG_TABLE_NAME = 'dias_conciliados' THEN
    v_empresa := NEW.empresa_id;
    v_fecha := NEW.fecha;
    v_comprobante := NULL;
    v_estado := 'CONCILIADO';
  ELSE
    SELECT c.empresa_id, c.fecha, c.id INTO v_empresa, v_fecha, v_comprobante FROM comprobantes_contables c WHERE c.id = NEW.comprobante_id;
    v_estado := NEW.estado;
  END IF;
  IF v_empresa IS NOT NULL THEN
    PERFORM pg_notify('eds_eventos', json_build_object(
      'empresa', v_empresa,
      'evento', 'monitor-sap',
      'datos', json_build_object('empresa_id', v_empresa, 'fecha', to_char(v_fecha, 'YYYY-MM-DD'), 'comprobante_id', v_comprobante, 'estado', v_estado)
    )::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER dias_conciliados_monitor_sap AFTER INSERT ON dias_conciliados FOR EACH ROW EXECUTE FUNCTION notificar_monitor_sap();
--> statement-breakpoint
CREATE TRIGGER comprobantes_estados_monitor_sap AFTER INSERT ON comprobantes_estados FOR EACH ROW EXECUTE FUNCTION notificar_monitor_sap();
