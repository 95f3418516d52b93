-- The largest test pour (calibración) accepted, in gallons (SCREENS.md G04), read by the office screen and POS ingestion alike.
INSERT INTO parametros_definiciones (codigo, descripcion, tipo, minimo, maximo, opciones, defecto, niveles, grupo) VALUES
  ('CALIBRACION_MAXIMA_GALONES', 'VOLUMEN MÁXIMO DE UNA CALIBRACIÓN (GALONES)', 'NUMERO', 1, 1000, '[]', '20', '{GLOBAL,NEGOCIO,ESTACION}', 'GENERAL')
ON CONFLICT DO NOTHING;
