-- Audit log of every write to the administrative tables. The acting user and the client address are
-- read from transaction-local settings that the data layer sets (app.usuario_id, app.ip); writes made
-- by the system itself (seed, migrations, POS ingestion) leave them empty. Secret columns never reach the log.
CREATE OR REPLACE FUNCTION auditar() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_usuario integer := NULLIF(current_setting('app.usuario_id', true), '')::integer;
  v_ip text := NULLIF(current_setting('app.ip', true), '');
  v_antes jsonb;
  v_despues jsonb;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    v_antes := to_jsonb(OLD) - 'clave_hash' - 'pin_hash' - 'token_hash';
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    v_despues := to_jsonb(NEW) - 'clave_hash' - 'pin_hash' - 'token_hash';
  END IF;
  IF TG_OP = 'UPDATE' THEN
    IF (to_jsonb(OLD) ->> 'clave_hash') IS DISTINCT FROM (to_jsonb(NEW) ->> 'clave_hash') THEN
      v_despues := v_despues || '{"clave_cambiada": true}'::jsonb;
    END IF;
    IF (to_jsonb(OLD) ->> 'pin_hash') IS DISTINCT FROM (to_jsonb(NEW) ->> 'pin_hash') THEN
      v_despues := v_despues || '{"pin_cambiado": true}'::jsonb;
    END IF;
    IF v_antes = v_despues THEN
      RETURN NEW;
    END IF;
  END IF;
  INSERT INTO auditoria (usuarios_id, accion, tabla, registro_id, antes, despues, ip)
  VALUES (v_usuario, TG_OP, TG_TABLE_NAME, COALESCE(v_despues, v_antes) ->> 'id', v_antes, v_despues, v_ip);
  RETURN COALESCE(NEW, OLD);
END;
$$;
--> statement-breakpoint
CREATE TRIGGER negocios_auditoria AFTER INSERT OR UPDATE OR DELETE ON negocios FOR EACH ROW EXECUTE FUNCTION auditar();
--> statement-breakpoint
CREATE TRIGGER empresas_auditoria AFTER INSERT OR UPDATE OR DELETE ON empresas FOR EACH ROW EXECUTE FUNCTION auditar();
--> statement-breakpoint
CREATE TRIGGER dominios_auditoria AFTER INSERT OR UPDATE OR DELETE ON dominios FOR EACH ROW EXECUTE FUNCTION auditar();
--> statement-breakpoint
CREATE TRIGGER personas_auditoria AFTER INSERT OR UPDATE OR DELETE ON personas FOR EACH ROW EXECUTE FUNCTION auditar();
--> statement-breakpoint
CREATE TRIGGER contactos_auditoria AFTER INSERT OR UPDATE OR DELETE ON contactos FOR EACH ROW EXECUTE FUNCTION auditar();
--> statement-breakpoint
CREATE TRIGGER modulos_auditoria AFTER INSERT OR UPDATE OR DELETE ON modulos FOR EACH ROW EXECUTE FUNCTION auditar();
--> statement-breakpoint
CREATE TRIGGER perfiles_auditoria AFTER INSERT OR UPDATE OR DELETE ON perfiles FOR EACH ROW EXECUTE FUNCTION auditar();
--> statement-breakpoint
CREATE TRIGGER perfiles_modulos_auditoria AFTER INSERT OR UPDATE OR DELETE ON perfiles_modulos FOR EACH ROW EXECUTE FUNCTION auditar();
--> statement-breakpoint
CREATE TRIGGER usuarios_auditoria AFTER INSERT OR DELETE ON usuarios FOR EACH ROW EXECUTE FUNCTION auditar();
--> statement-breakpoint
-- Sign-in bookkeeping (failed attempts, last sign-in) is not a business change: only the columns people edit are audited.
CREATE TRIGGER usuarios_auditoria_cambios AFTER UPDATE OF usuario, clave_hash, pin_hash, tipo, empresas_id, estado, personas_id ON usuarios FOR EACH ROW EXECUTE FUNCTION auditar();
--> statement-breakpoint
CREATE TRIGGER usuarios_perfiles_auditoria AFTER INSERT OR UPDATE OR DELETE ON usuarios_perfiles FOR EACH ROW EXECUTE FUNCTION auditar();
--> statement-breakpoint
CREATE TRIGGER accesos_directos_auditoria AFTER INSERT OR UPDATE OR DELETE ON accesos_directos FOR EACH ROW EXECUTE FUNCTION auditar();
--> statement-breakpoint
CREATE TRIGGER solicitudes_clave_auditoria AFTER INSERT OR UPDATE OR DELETE ON solicitudes_clave FOR EACH ROW EXECUTE FUNCTION auditar();
