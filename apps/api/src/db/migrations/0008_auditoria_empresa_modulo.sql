ALTER TABLE "auditoria" ADD COLUMN "empresa_id" integer;--> statement-breakpoint
ALTER TABLE "auditoria" ADD COLUMN "modulo_id" integer;--> statement-breakpoint
CREATE INDEX "auditoria_empresa_fecha_idx" ON "auditoria" USING btree ("empresa_id","fecha");
--> statement-breakpoint
-- Audit rows carry the company and the module (docs/decisions/018-bounded-inputs-and-idempotency.md). The company is
-- the changed row's (empresa_id, else empresas_id; a company's own row is its id), else the acting user's
-- (app.empresa_id); the module is the one whose letter the route checked (app.modulo_id).
CREATE OR REPLACE FUNCTION auditar() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_usuario integer := NULLIF(current_setting('app.usuario_id', true), '')::integer;
  v_ip text := NULLIF(current_setting('app.ip', true), '');
  v_empresa integer := NULLIF(current_setting('app.empresa_id', true), '')::integer;
  v_modulo integer := NULLIF(current_setting('app.modulo_id', true), '')::integer;
  v_antes jsonb;
  v_despues jsonb;
  v_fila jsonb;
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
  v_fila := COALESCE(v_despues, v_antes);
  IF TG_TABLE_NAME = 'empresas' THEN
    v_empresa := (v_fila ->> 'id')::integer;
  ELSE
    v_empresa := COALESCE((v_fila ->> 'empresa_id')::integer, (v_fila ->> 'empresas_id')::integer, v_empresa);
  END IF;
  INSERT INTO auditoria (usuarios_id, accion, tabla, registro_id, antes, despues, ip, empresa_id, modulo_id)
  VALUES (v_usuario, TG_OP, TG_TABLE_NAME, v_fila ->> 'id', v_antes, v_despues, v_ip, v_empresa, v_modulo);
  RETURN COALESCE(NEW, OLD);
END;
$$;
--> statement-breakpoint
-- Rows written before: their company where their own JSON names one.
UPDATE auditoria SET empresa_id = CASE
    WHEN tabla = 'empresas' THEN (COALESCE(despues, antes) ->> 'id')::integer
    ELSE COALESCE((COALESCE(despues, antes) ->> 'empresa_id')::integer, (COALESCE(despues, antes) ->> 'empresas_id')::integer)
  END
 WHERE empresa_id IS NULL AND COALESCE(despues, antes) IS NOT NULL;
