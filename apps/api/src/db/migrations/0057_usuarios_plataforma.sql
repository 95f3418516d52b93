ALTER TABLE "usuarios" ADD COLUMN "plataforma" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Marking or clearing a platform operator changes what its open sessions may do: the mark joins the columns whose
-- change resolves the user's sessions again (decision 059).
CREATE OR REPLACE FUNCTION sesiones_por_usuarios() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sesiones_cambiar(ARRAY(
    SELECT id FROM (SELECT id, usuario, tipo, empresas_id, estado, personas_id, plataforma FROM nuevas
                    EXCEPT SELECT id, usuario, tipo, empresas_id, estado, personas_id, plataforma FROM viejas) n), true);
  RETURN NULL;
END;
$$;
