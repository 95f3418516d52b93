ALTER TABLE "sesiones" ALTER COLUMN "empresas_permitidas" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sesiones" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Session versions (docs/decisions/015-session-cache.md). Every API instance keeps what a session may do (its
-- grants, its company scope, its user) in memory next to the session's `version`, and reads that version on every
-- request. These triggers raise the version of the affected sessions in the same transaction as any change of
-- grants, profiles, users, people's names, companies or domains, so the change is honoured by every instance on
-- the very next request. `alcance` also clears the stored company scope so that it is computed again. The ids of
-- changed or deleted sessions are announced on the channel eds_sesiones (at commit), so instances drop them from
-- memory and close their sockets at once.
CREATE FUNCTION sesiones_avisar(p_ids text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_ids IS NULL OR p_ids = '' THEN
    RETURN;
  END IF;
  -- A NOTIFY payload holds under 8000 bytes: a longer list becomes "every session".
  PERFORM pg_notify('eds_sesiones', CASE WHEN length(p_ids) > 7000 THEN '*' ELSE p_ids END);
END;
$$;
--> statement-breakpoint
CREATE FUNCTION sesiones_cambiar(p_usuarios integer[], p_alcance boolean) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_ids text;
BEGIN
  IF p_usuarios IS NULL OR cardinality(p_usuarios) = 0 THEN
    RETURN;
  END IF;
  WITH cambiadas AS (
    UPDATE sesiones
       SET version = version + 1,
           empresas_permitidas = CASE WHEN p_alcance THEN NULL ELSE empresas_permitidas END
     WHERE usuarios_id = ANY(p_usuarios)
    RETURNING id
  )
  SELECT string_agg(id::text, ',') INTO v_ids FROM cambiadas;
  PERFORM sesiones_avisar(v_ids);
END;
$$;
--> statement-breakpoint
CREATE FUNCTION sesiones_borradas() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sesiones_avisar((SELECT string_agg(id::text, ',') FROM viejas));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sesiones_borradas AFTER DELETE ON sesiones REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION sesiones_borradas();
--> statement-breakpoint
-- Grants of a profile: the users holding the profile.
CREATE FUNCTION sesiones_por_perfiles_modulos() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_perfiles integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    v_perfiles := ARRAY(SELECT DISTINCT perfiles_id FROM nuevas);
  ELSIF TG_OP = 'DELETE' THEN
    v_perfiles := ARRAY(SELECT DISTINCT perfiles_id FROM viejas);
  ELSE
    v_perfiles := ARRAY(
      SELECT perfiles_id FROM (SELECT perfiles_id, modulos_id, asignaciones FROM nuevas EXCEPT SELECT perfiles_id, modulos_id, asignaciones FROM viejas) n
      UNION SELECT perfiles_id FROM (SELECT perfiles_id, modulos_id, asignaciones FROM viejas EXCEPT SELECT perfiles_id, modulos_id, asignaciones FROM nuevas) v);
  END IF;
  PERFORM sesiones_cambiar(ARRAY(SELECT DISTINCT usuarios_id FROM usuarios_perfiles WHERE perfiles_id = ANY(v_perfiles)), false);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sesiones_perfiles_modulos_i AFTER INSERT ON perfiles_modulos REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION sesiones_por_perfiles_modulos();
--> statement-breakpoint
CREATE TRIGGER sesiones_perfiles_modulos_u AFTER UPDATE ON perfiles_modulos REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION sesiones_por_perfiles_modulos();
--> statement-breakpoint
CREATE TRIGGER sesiones_perfiles_modulos_d AFTER DELETE ON perfiles_modulos REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION sesiones_por_perfiles_modulos();
--> statement-breakpoint
-- A profile's name or state: the users holding it.
CREATE FUNCTION sesiones_por_perfiles() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_perfiles integer[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    v_perfiles := ARRAY(SELECT id FROM viejas);
  ELSE
    v_perfiles := ARRAY(
      SELECT id FROM (SELECT id, descripcion, estado FROM nuevas EXCEPT SELECT id, descripcion, estado FROM viejas) n
      UNION SELECT id FROM (SELECT id, descripcion, estado FROM viejas EXCEPT SELECT id, descripcion, estado FROM nuevas) v);
  END IF;
  PERFORM sesiones_cambiar(ARRAY(SELECT DISTINCT usuarios_id FROM usuarios_perfiles WHERE perfiles_id = ANY(v_perfiles)), false);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sesiones_perfiles_u AFTER UPDATE ON perfiles REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION sesiones_por_perfiles();
--> statement-breakpoint
CREATE TRIGGER sesiones_perfiles_d AFTER DELETE ON perfiles REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION sesiones_por_perfiles();
--> statement-breakpoint
-- Profiles given to or taken from users: those users.
CREATE FUNCTION sesiones_por_usuarios_perfiles() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_usuarios integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    v_usuarios := ARRAY(SELECT DISTINCT usuarios_id FROM nuevas);
  ELSIF TG_OP = 'DELETE' THEN
    v_usuarios := ARRAY(SELECT DISTINCT usuarios_id FROM viejas);
  ELSE
    v_usuarios := ARRAY(
      SELECT usuarios_id FROM (SELECT usuarios_id, perfiles_id, orden FROM nuevas EXCEPT SELECT usuarios_id, perfiles_id, orden FROM viejas) n
      UNION SELECT usuarios_id FROM (SELECT usuarios_id, perfiles_id, orden FROM viejas EXCEPT SELECT usuarios_id, perfiles_id, orden FROM nuevas) v);
  END IF;
  PERFORM sesiones_cambiar(v_usuarios, false);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sesiones_usuarios_perfiles_i AFTER INSERT ON usuarios_perfiles REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION sesiones_por_usuarios_perfiles();
--> statement-breakpoint
CREATE TRIGGER sesiones_usuarios_perfiles_u AFTER UPDATE ON usuarios_perfiles REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION sesiones_por_usuarios_perfiles();
--> statement-breakpoint
CREATE TRIGGER sesiones_usuarios_perfiles_d AFTER DELETE ON usuarios_perfiles REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION sesiones_por_usuarios_perfiles();
--> statement-breakpoint
-- A module (its name, link, place or state): the users granted it through a profile.
CREATE FUNCTION sesiones_por_modulos() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_modulos integer[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    v_modulos := ARRAY(SELECT id FROM viejas);
  ELSE
    v_modulos := ARRAY(
      SELECT id FROM (SELECT id, modulos_id, descripcion, link, icono, tipo, orden, estado FROM nuevas
                      EXCEPT SELECT id, modulos_id, descripcion, link, icono, tipo, orden, estado FROM viejas) n);
  END IF;
  PERFORM sesiones_cambiar(ARRAY(
    SELECT DISTINCT up.usuarios_id FROM perfiles_modulos pm JOIN usuarios_perfiles up ON up.perfiles_id = pm.perfiles_id
     WHERE pm.modulos_id = ANY(v_modulos)), false);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sesiones_modulos_u AFTER UPDATE ON modulos REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION sesiones_por_modulos();
--> statement-breakpoint
CREATE TRIGGER sesiones_modulos_d AFTER DELETE ON modulos REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION sesiones_por_modulos();
--> statement-breakpoint
-- The user itself (name, type, company, state, person): its sessions, whose scope is computed again. Sign-in
-- bookkeeping and password columns are left out: a password change ends the other sessions in its own service.
CREATE FUNCTION sesiones_por_usuarios() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sesiones_cambiar(ARRAY(
    SELECT id FROM (SELECT id, usuario, tipo, empresas_id, estado, personas_id FROM nuevas
                    EXCEPT SELECT id, usuario, tipo, empresas_id, estado, personas_id FROM viejas) n), true);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sesiones_usuarios_u AFTER UPDATE ON usuarios REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION sesiones_por_usuarios();
--> statement-breakpoint
-- A person's names (shown in the session answer): the sessions of that person's user.
CREATE FUNCTION sesiones_por_personas() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sesiones_cambiar(ARRAY(
    SELECT u.id FROM usuarios u
     WHERE u.personas_id IN (SELECT id FROM (SELECT id, nombres, apellidos FROM nuevas EXCEPT SELECT id, nombres, apellidos FROM viejas) n)), false);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sesiones_personas_u AFTER UPDATE ON personas REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION sesiones_por_personas();
--> statement-breakpoint
-- The company tree (a company added, moved, removed, renamed, switched on or off): every session of the business,
-- whose scope is computed again.
CREATE FUNCTION sesiones_por_empresas() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_negocios integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    v_negocios := ARRAY(SELECT DISTINCT negocio_id FROM nuevas);
  ELSIF TG_OP = 'DELETE' THEN
    v_negocios := ARRAY(SELECT DISTINCT negocio_id FROM viejas);
  ELSE
    v_negocios := ARRAY(
      SELECT negocio_id FROM (SELECT id, negocio_id, empresas_id, tipo, nombre, alias, estado, atributos FROM nuevas
                              EXCEPT SELECT id, negocio_id, empresas_id, tipo, nombre, alias, estado, atributos FROM viejas) n
      UNION SELECT negocio_id FROM (SELECT id, negocio_id, empresas_id, tipo, nombre, alias, estado, atributos FROM viejas
                                    EXCEPT SELECT id, negocio_id, empresas_id, tipo, nombre, alias, estado, atributos FROM nuevas) v);
  END IF;
  PERFORM sesiones_cambiar(ARRAY(
    SELECT u.id FROM usuarios u JOIN empresas e ON e.id = u.empresas_id WHERE e.negocio_id = ANY(v_negocios)), true);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sesiones_empresas_i AFTER INSERT ON empresas REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION sesiones_por_empresas();
--> statement-breakpoint
CREATE TRIGGER sesiones_empresas_u AFTER UPDATE ON empresas REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION sesiones_por_empresas();
--> statement-breakpoint
CREATE TRIGGER sesiones_empresas_d AFTER DELETE ON empresas REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION sesiones_por_empresas();
--> statement-breakpoint
-- A domain of the business (its configuration is part of the session answer): every session of the business.
CREATE FUNCTION sesiones_por_dominios() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_negocios integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    v_negocios := ARRAY(SELECT DISTINCT negocio_id FROM nuevas);
  ELSIF TG_OP = 'DELETE' THEN
    v_negocios := ARRAY(SELECT DISTINCT negocio_id FROM viejas);
  ELSE
    v_negocios := ARRAY(
      SELECT negocio_id FROM (SELECT id, negocio_id, host, alias, tipo, tipo_unidad, parametros, estado FROM nuevas
                              EXCEPT SELECT id, negocio_id, host, alias, tipo, tipo_unidad, parametros, estado FROM viejas) n
      UNION SELECT negocio_id FROM (SELECT id, negocio_id, host, alias, tipo, tipo_unidad, parametros, estado FROM viejas
                                    EXCEPT SELECT id, negocio_id, host, alias, tipo, tipo_unidad, parametros, estado FROM nuevas) v);
  END IF;
  PERFORM sesiones_cambiar(ARRAY(
    SELECT u.id FROM usuarios u JOIN empresas e ON e.id = u.empresas_id WHERE e.negocio_id = ANY(v_negocios)), false);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sesiones_dominios_i AFTER INSERT ON dominios REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION sesiones_por_dominios();
--> statement-breakpoint
CREATE TRIGGER sesiones_dominios_u AFTER UPDATE ON dominios REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION sesiones_por_dominios();
--> statement-breakpoint
CREATE TRIGGER sesiones_dominios_d AFTER DELETE ON dominios REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION sesiones_por_dominios();
