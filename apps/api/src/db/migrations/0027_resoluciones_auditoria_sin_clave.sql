-- The technical key of a numbering resolution is write-only (SCREENS.md G17): its audit rows say it changed, never
-- what it is. Same row as auditar() writes (0008), with clave_tecnica left out.
CREATE OR REPLACE FUNCTION auditar_resoluciones() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_usuario integer := NULLIF(current_setting('app.usuario_id', true), '')::integer;
  v_ip text := NULLIF(current_setting('app.ip', true), '');
  v_modulo integer := NULLIF(current_setting('app.modulo_id', true), '')::integer;
  v_antes jsonb;
  v_despues jsonb;
  v_fila jsonb;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    v_antes := to_jsonb(OLD) - 'clave_tecnica';
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    v_despues := to_jsonb(NEW) - 'clave_tecnica';
  END IF;
  IF TG_OP = 'UPDATE' THEN
    IF OLD.clave_tecnica IS DISTINCT FROM NEW.clave_tecnica THEN
      v_despues := v_despues || '{"clave_tecnica_cambiada": true}'::jsonb;
    END IF;
    IF v_antes = v_despues THEN
      RETURN NEW;
    END IF;
  END IF;
  v_fila := COALESCE(v_despues, v_antes);
  INSERT INTO auditoria (usuarios_id, accion, tabla, registro_id, antes, despues, ip, empresa_id, modulo_id)
  VALUES (v_usuario, TG_OP, TG_TABLE_NAME, v_fila ->> 'id', v_antes, v_despues, v_ip, (v_fila ->> 'empresa_id')::integer, v_modulo);
  RETURN COALESCE(NEW, OLD);
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS resoluciones_auditoria ON resoluciones;
--> statement-breakpoint
DROP TRIGGER IF EXISTS resoluciones_auditoria_cambios ON resoluciones;
--> statement-breakpoint
CREATE TRIGGER resoluciones_auditoria AFTER INSERT OR DELETE ON resoluciones FOR EACH ROW EXECUTE FUNCTION auditar_resoluciones();
--> statement-breakpoint
CREATE TRIGGER resoluciones_auditoria_cambios AFTER UPDATE OF negocio_id, empresa_id, tipo_documento, numero, prefijo, desde, hasta, fecha_inicio, fecha_fin, clave_tecnica, tipos_negocio, alerta_consecutivos, alerta_dias, estado ON resoluciones FOR EACH ROW EXECUTE FUNCTION auditar_resoluciones();
--> statement-breakpoint
-- Rows written before keep no key either.
UPDATE auditoria SET antes = antes - 'clave_tecnica', despues = despues - 'clave_tecnica'
 WHERE tabla = 'resoluciones' AND (antes ? 'clave_tecnica' OR despues ? 'clave_tecnica');
