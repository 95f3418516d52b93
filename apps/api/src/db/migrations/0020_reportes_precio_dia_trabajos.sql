CREATE TABLE "reportes_trabajos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"negocio_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"ruta" text NOT NULL,
	"estaciones" integer[] NOT NULL,
	"pedido" jsonb NOT NULL,
	"formato" text NOT NULL,
	"archivo" text NOT NULL,
	"tipo" text,
	"estado" text NOT NULL,
	"filas" integer DEFAULT 0 NOT NULL,
	"bytes" integer DEFAULT 0 NOT NULL,
	"contenido" "bytea",
	"mensaje" text,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"terminado_en" timestamp with time zone,
	"vence_en" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ventas_precio_dia" (
	"empresa_id" integer NOT NULL,
	"fecha_negocio" date NOT NULL,
	"producto_id" integer NOT NULL,
	"precio" numeric(14, 2) NOT NULL,
	"cantidad" numeric(16, 3) NOT NULL,
	CONSTRAINT "ventas_precio_dia_empresa_id_producto_id_precio_fecha_negocio_pk" PRIMARY KEY("empresa_id","producto_id","precio","fecha_negocio")
);
--> statement-breakpoint
ALTER TABLE "reportes_trabajos" ADD CONSTRAINT "reportes_trabajos_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reportes_trabajos" ADD CONSTRAINT "reportes_trabajos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reportes_trabajos_vence_idx" ON "reportes_trabajos" USING btree ("vence_en");--> statement-breakpoint
CREATE INDEX "reportes_trabajos_usuario_idx" ON "reportes_trabajos" USING btree ("usuario_id","creado_en");--> statement-breakpoint
INSERT INTO "ventas_precio_dia" ("empresa_id", "fecha_negocio", "producto_id", "precio", "cantidad")
SELECT d."empresa_id", d."fecha_negocio", d."producto_id", d."precio", sum(d."cantidad")
  FROM "ventas_detalles" d JOIN "ventas" v ON v."id" = d."venta_id"
 WHERE right(v."estado_movimiento", 3) = '001'
 GROUP BY d."empresa_id", d."fecha_negocio", d."producto_id", d."precio";
