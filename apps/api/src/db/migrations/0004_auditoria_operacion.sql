-- Audit of the administrative tables of station operations, with the platform's auditar() trigger.
-- Operational rows that POS devices send in volume (sales, readings, shifts, rollups, stock) are not audited:
-- they are immutable facts with their own device and uuid. Where a table mixes both, only the columns people
-- edit are audited (a resolution's last consecutive and a quota's consumption move with every sale).
CREATE TRIGGER unidades_auditoria AFTER INSERT OR UPDATE OR DELETE ON unidades FOR EACH ROW EXECUTE FUNCTION auditar();
--> statement-breakpoint
CREATE TRIGGER categorias_auditoria AFTER INSERT OR UPDATE OR DELETE ON categorias FOR EACH ROW EXECUTE FUNCTION auditar();
--> statement-breakpoint
CREATE TRIGGER impuestos_auditoria AFTER INSERT OR UPDATE OR DELETE ON impuestos FOR EACH ROW EXECUTE FUNCTION auditar();
--> statement-breakpoint
CREATE TRIGGER productos_auditoria AFTER INSERT OR UPDATE OR DELETE ON productos FOR EACH ROW EXECUTE FUNCTION auditar();
--> statement-breakpoint
CREATE TRIGGER productos_impuestos_auditoria AFTER INSERT OR UPDATE OR DELETE ON productos_impuestos FOR EACH ROW EXECUTE FUNCTION auditar();
--> statement-breakpoint
CREATE TRIGGER productos_ingredientes_auditoria AFTER INSERT OR UPDATE OR DELETE ON productos_ingredientes FOR EACH ROW EXECUTE FUNCTION auditar();
--> statement-breakpoint
CREATE TRIGGER medios_pago_auditoria AFTER INSERT OR UPDATE OR DELETE ON medios_pago FOR EACH ROW EXECUTE FUNCTION auditar();
--> statement-breakpoint
CREATE TRIGGER proveedores_auditoria AFTER INSERT OR UPDATE OR DELETE ON proveedores FOR EACH ROW EXECUTE FUNCTION auditar();
--> statement-breakpoint
CREATE TRIGGER financieras_auditoria AFTER INSERT OR UPDATE OR DELETE ON financieras FOR EACH ROW EXECUTE FUNCTION auditar();
--> statement-breakpoint
CREATE TRIGGER talleres_auditoria AFTER INSERT OR UPDATE OR DELETE ON talleres FOR EACH ROW EXECUTE FUNCTION auditar();
--> statement-breakpoint
CREATE TRIGGER verificadoras_auditoria AFTER INSERT OR UPDATE OR DELETE ON verificadoras FOR EACH ROW EXECUTE FUNCTION auditar();
--> statement-breakpoint
CREATE TRIGGER islas_auditoria AFTER INSERT OR UPDATE OR DELETE ON islas FOR EACH ROW EXECUTE FUNCTION auditar();
--> statement-breakpoint
CREATE TRIGGER surtidores_auditoria AFTER INSERT OR UPDATE OR DELETE ON surtidores FOR EACH ROW EXECUTE FUNCTION auditar();
--> statement-breakpoint
CREATE TRIGGER mangueras_auditoria AFTER INSERT OR UPDATE OR DELETE ON mangueras FOR EACH ROW EXECUTE FUNCTION auditar();
--> statement-breakpoint
CREATE TRIGGER bodegas_auditoria AFTER INSERT OR UPDATE OR DELETE ON bodegas FOR EACH ROW EXECUTE FUNCTION auditar();
--> statement-breakpoint
CREATE TRIGGER aforos_auditoria AFTER INSERT OR UPDATE OR DELETE ON aforos FOR EACH ROW EXECUTE FUNCTION auditar();
--> statement-breakpoint
CREATE TRIGGER equipos_auditoria AFTER INSERT OR UPDATE OR DELETE ON equipos FOR EACH ROW EXECUTE FUNCTION auditar();
--> statement-breakpoint
CREATE TRIGGER precios_auditoria AFTER INSERT OR UPDATE OR DELETE ON precios FOR EACH ROW EXECUTE FUNCTION auditar();
--> statement-breakpoint
CREATE TRIGGER cambios_precio_auditoria AFTER INSERT OR UPDATE OR DELETE ON cambios_precio FOR EACH ROW EXECUTE FUNCTION auditar();
--> statement-breakpoint
CREATE TRIGGER precios_especiales_auditoria AFTER INSERT OR UPDATE OR DELETE ON precios_especiales FOR EACH ROW EXECUTE FUNCTION auditar();
--> statement-breakpoint
CREATE TRIGGER promociones_auditoria AFTER INSERT OR UPDATE OR DELETE ON promociones FOR EACH ROW EXECUTE FUNCTION auditar();
--> statement-breakpoint
CREATE TRIGGER promociones_productos_auditoria AFTER INSERT OR UPDATE OR DELETE ON promociones_productos FOR EACH ROW EXECUTE FUNCTION auditar();
--> statement-breakpoint
CREATE TRIGGER promociones_empresas_auditoria AFTER INSERT OR UPDATE OR DELETE ON promociones_empresas FOR EACH ROW EXECUTE FUNCTION auditar();
--> statement-breakpoint
CREATE TRIGGER clientes_auditoria AFTER INSERT OR UPDATE OR DELETE ON clientes FOR EACH ROW EXECUTE FUNCTION auditar();
--> statement-breakpoint
CREATE TRIGGER flotas_auditoria AFTER INSERT OR UPDATE OR DELETE ON flotas FOR EACH ROW EXECUTE FUNCTION auditar();
--> statement-breakpoint
CREATE TRIGGER vehiculos_auditoria AFTER INSERT OR UPDATE OR DELETE ON vehiculos FOR EACH ROW EXECUTE FUNCTION auditar();
--> statement-breakpoint
CREATE TRIGGER medios_identificacion_auditoria AFTER INSERT OR UPDATE OR DELETE ON medios_identificacion FOR EACH ROW EXECUTE FUNCTION auditar();
--> statement-breakpoint
CREATE TRIGGER promotores_auditoria AFTER INSERT OR UPDATE OR DELETE ON promotores FOR EACH ROW EXECUTE FUNCTION auditar();
--> statement-breakpoint
CREATE TRIGGER horarios_auditoria AFTER INSERT OR UPDATE OR DELETE ON horarios FOR EACH ROW EXECUTE FUNCTION auditar();
--> statement-breakpoint
CREATE TRIGGER ordenes_compra_auditoria AFTER INSERT OR UPDATE OR DELETE ON ordenes_compra FOR EACH ROW EXECUTE FUNCTION auditar();
--> statement-breakpoint
CREATE TRIGGER ordenes_compra_detalles_auditoria AFTER INSERT OR UPDATE OR DELETE ON ordenes_compra_detalles FOR EACH ROW EXECUTE FUNCTION auditar();
--> statement-breakpoint
CREATE TRIGGER movimientos_inventario_auditoria AFTER INSERT OR UPDATE OR DELETE ON movimientos_inventario FOR EACH ROW EXECUTE FUNCTION auditar();
--> statement-breakpoint
CREATE TRIGGER resoluciones_auditoria AFTER INSERT OR DELETE ON resoluciones FOR EACH ROW EXECUTE FUNCTION auditar();
--> statement-breakpoint
CREATE TRIGGER resoluciones_auditoria_cambios AFTER UPDATE OF negocio_id, empresa_id, tipo_documento, numero, prefijo, desde, hasta, fecha_inicio, fecha_fin, clave_tecnica, tipos_negocio, alerta_consecutivos, alerta_dias, estado ON resoluciones FOR EACH ROW EXECUTE FUNCTION auditar();
--> statement-breakpoint
CREATE TRIGGER cupos_auditoria AFTER INSERT OR DELETE ON cupos FOR EACH ROW EXECUTE FUNCTION auditar();
--> statement-breakpoint
CREATE TRIGGER cupos_auditoria_cambios AFTER UPDATE OF cliente_id, flota_id, vehiculo_id, tipo, valor, periodicidad, umbrales, estado ON cupos FOR EACH ROW EXECUTE FUNCTION auditar();
--> statement-breakpoint
CREATE TRIGGER sobres_auditoria_cambios AFTER UPDATE OF valor_contado, estado, observacion ON sobres FOR EACH ROW EXECUTE FUNCTION auditar();
--> statement-breakpoint
CREATE TRIGGER calibraciones_auditoria_cambios AFTER UPDATE OF estado ON calibraciones FOR EACH ROW EXECUTE FUNCTION auditar();
