-- Live device monitoring (SCREENS.md G06): a device's connection row and its commands notify the realtime channel
-- eds_eventos in the writing transaction; each API instance forwards the event to the sockets whose scope holds the
-- station. Events are small (ids and the changed state) and rate-limited per device: a row whose only change is a
-- newer contact notifies at most every 15 seconds; a change of version, pending sales or contingency always does.
CREATE OR REPLACE FUNCTION notificar_equipo_estado() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_empresa integer;
BEGIN
  IF TG_OP = 'UPDATE'
     AND NEW.version_app IS NOT DISTINCT FROM OLD.version_app
     AND NEW.ventas_pendientes IS NOT DISTINCT FROM OLD.ventas_pendientes
     AND NEW.contingencia = OLD.contingencia
     AND NEW.ultima_conexion < OLD.ultima_conexion + interval '15 seconds' THEN
    RETURN NULL;
  END IF;
  SELECT e.empresa_id INTO v_empresa FROM equipos e WHERE e.id = NEW.equipo_id;
  IF v_empresa IS NOT NULL THEN
    PERFORM pg_notify('eds_eventos', json_build_object(
      'empresa', v_empresa,
      'evento', 'equipo-estado',
      'datos', json_build_object(
        'equipo_id', NEW.equipo_id,
        'empresa_id', v_empresa,
        'ultima_conexion', to_char(NEW.ultima_conexion AT TIME ZONE 'America/Bogota', 'YYYY-MM-DD HH24:MI:SS'),
        'version_app', NEW.version_app,
        'ventas_pendientes', NEW.ventas_pendientes,
        'contingencia', NEW.contingencia)
    )::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER equipos_conexion_evento AFTER INSERT OR UPDATE ON equipos_conexion FOR EACH ROW EXECUTE FUNCTION notificar_equipo_estado();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notificar_comando_estado() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.estado = OLD.estado THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('eds_eventos', json_build_object(
    'empresa', NEW.empresa_id,
    'evento', 'comando-estado',
    'datos', json_build_object('id', NEW.id, 'empresa_id', NEW.empresa_id, 'equipo_id', NEW.equipo_id, 'estado', NEW.estado)
  )::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER comandos_evento AFTER INSERT OR UPDATE ON comandos FOR EACH ROW EXECUTE FUNCTION notificar_comando_estado();
