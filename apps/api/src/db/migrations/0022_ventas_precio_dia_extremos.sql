ALTER TABLE "ventas_precio_dia" ADD COLUMN "primera" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ventas_precio_dia" ADD COLUMN "ultima" timestamp with time zone;--> statement-breakpoint
UPDATE "ventas_precio_dia" r SET "primera" = x."primera", "ultima" = x."ultima"
  FROM (SELECT d."empresa_id", d."producto_id", d."precio", d."fecha_negocio", min(v."fecha") AS "primera", max(v."fecha") AS "ultima"
          FROM "ventas_detalles" d JOIN "ventas" v ON v."id" = d."venta_id"
         WHERE right(v."estado_movimiento", 3) = '001'
         GROUP BY 1, 2, 3, 4) x
 WHERE r."empresa_id" = x."empresa_id" AND r."producto_id" = x."producto_id" AND r."precio" = x."precio" AND r."fecha_negocio" = x."fecha_negocio";
