-- Fuel taxes get their own DIAN codes (decision 062). Until now a business had no code for them and recorded its
-- per-gallon fuel taxes as ZZ (other). Per-unit taxes still under ZZ whose code or description names them move to
-- DIAN's code: 25 Sobretasa Combustibles, 23 INCarbono, 24 INCombustibles (the national tax on gasoline and ACPM).
-- Every version of such a tax moves (they share the code). Percentage taxes and taxes already coded are left alone.
UPDATE impuestos SET codigo_dian = '25'
 WHERE codigo_dian = 'ZZ' AND porcentaje_valor = '$' AND (codigo || ' ' || descripcion) ILIKE '%SOBRETASA%';--> statement-breakpoint
UPDATE impuestos SET codigo_dian = '23'
 WHERE codigo_dian = 'ZZ' AND porcentaje_valor = '$' AND (codigo || ' ' || descripcion) ILIKE '%CARBONO%';--> statement-breakpoint
UPDATE impuestos SET codigo_dian = '24'
 WHERE codigo_dian = 'ZZ' AND porcentaje_valor = '$'
   AND ((codigo || ' ' || descripcion) ILIKE '%GASOLINA%' OR (codigo || ' ' || descripcion) ILIKE '%ACPM%'
        OR (codigo || ' ' || descripcion) ILIKE '%COMBUSTIBLE%' OR (codigo || ' ' || descripcion) ILIKE '%DIESEL%');
