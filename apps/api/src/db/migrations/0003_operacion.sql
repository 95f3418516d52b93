CREATE TABLE "categorias" (
	"id" serial PRIMARY KEY NOT NULL,
	"negocio_id" integer NOT NULL,
	"codigo" text NOT NULL,
	"descripcion" text NOT NULL,
	"padre_id" integer,
	"tipo_negocio" char(1) NOT NULL,
	"orden_pos" integer DEFAULT 0 NOT NULL,
	"estado" char(1) DEFAULT 'A' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "financieras" (
	"id" serial PRIMARY KEY NOT NULL,
	"negocio_id" integer NOT NULL,
	"codigo" text NOT NULL,
	"nit" text NOT NULL,
	"razon_social" text NOT NULL,
	"tipo" text NOT NULL,
	"estado" char(1) DEFAULT 'A' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "impuestos" (
	"id" serial PRIMARY KEY NOT NULL,
	"negocio_id" integer NOT NULL,
	"codigo" text NOT NULL,
	"descripcion" text NOT NULL,
	"codigo_dian" text NOT NULL,
	"porcentaje_valor" char(1) NOT NULL,
	"impuesto_valor" numeric(14, 4) NOT NULL,
	"incluido_precio" boolean DEFAULT true NOT NULL,
	"vigente_desde" date NOT NULL,
	"estado" char(1) DEFAULT 'A' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medios_pago" (
	"id" serial PRIMARY KEY NOT NULL,
	"negocio_id" integer NOT NULL,
	"codigo" text NOT NULL,
	"descripcion" text NOT NULL,
	"tipo" text NOT NULL,
	"codigo_dian" text NOT NULL,
	"categoria_conciliacion" text NOT NULL,
	"requiere_datafono" boolean DEFAULT false NOT NULL,
	"requiere_cliente" boolean DEFAULT false NOT NULL,
	"da_cambio" boolean DEFAULT false NOT NULL,
	"estado" char(1) DEFAULT 'A' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "productos" (
	"id" serial PRIMARY KEY NOT NULL,
	"negocio_id" integer NOT NULL,
	"codigo" text NOT NULL,
	"descripcion" text NOT NULL,
	"tipo_producto_id" smallint NOT NULL,
	"clase_producto_id" smallint NOT NULL,
	"combustible_id" smallint,
	"tipos_negocio" text[] NOT NULL,
	"categoria_id" integer,
	"unidad_id" integer NOT NULL,
	"codigos_barras" text[] DEFAULT '{}'::text[] NOT NULL,
	"precio" numeric(14, 2) NOT NULL,
	"stock_minimo" numeric(12, 3),
	"stock_maximo" numeric(12, 3),
	"imagen_url" text,
	"estado" char(1) DEFAULT 'A' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "productos_impuestos" (
	"producto_id" integer NOT NULL,
	"impuesto_id" integer NOT NULL,
	CONSTRAINT "productos_impuestos_producto_id_impuesto_id_pk" PRIMARY KEY("producto_id","impuesto_id")
);
--> statement-breakpoint
CREATE TABLE "productos_ingredientes" (
	"producto_id" integer NOT NULL,
	"ingrediente_id" integer NOT NULL,
	"cantidad" numeric(12, 3) NOT NULL,
	CONSTRAINT "productos_ingredientes_producto_id_ingrediente_id_pk" PRIMARY KEY("producto_id","ingrediente_id")
);
--> statement-breakpoint
CREATE TABLE "proveedores" (
	"id" serial PRIMARY KEY NOT NULL,
	"negocio_id" integer NOT NULL,
	"tipo_persona" text DEFAULT 'JURIDICA' NOT NULL,
	"tipo_identificacion_id" integer,
	"nit" text NOT NULL,
	"razon_social" text NOT NULL,
	"nombre_comercial" text,
	"correo" text,
	"telefono" text,
	"plazo_pago" integer DEFAULT 0 NOT NULL,
	"tipo" text NOT NULL,
	"estado" char(1) DEFAULT 'A' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talleres" (
	"id" serial PRIMARY KEY NOT NULL,
	"negocio_id" integer NOT NULL,
	"codigo" text NOT NULL,
	"nit" text NOT NULL,
	"razon_social" text NOT NULL,
	"tipo" text NOT NULL,
	"habilitacion" text,
	"vigente_hasta" date,
	"estado" char(1) DEFAULT 'A' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unidades" (
	"id" serial PRIMARY KEY NOT NULL,
	"negocio_id" integer,
	"codigo" text NOT NULL,
	"descripcion" text NOT NULL,
	"abreviatura" text NOT NULL,
	"codigo_dian" text NOT NULL,
	"unidad_base_id" integer,
	"factor" numeric(14, 6) DEFAULT '1' NOT NULL,
	"estado" char(1) DEFAULT 'A' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verificadoras" (
	"id" serial PRIMARY KEY NOT NULL,
	"negocio_id" integer NOT NULL,
	"codigo" text NOT NULL,
	"nit" text NOT NULL,
	"razon_social" text NOT NULL,
	"acreditacion_onac" text NOT NULL,
	"vigente_hasta" date,
	"estado" char(1) DEFAULT 'A' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aforos" (
	"id" serial PRIMARY KEY NOT NULL,
	"bodega_id" integer NOT NULL,
	"vigente_desde" timestamp with time zone NOT NULL,
	"puntos" jsonb NOT NULL,
	"creado_por" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bodegas" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"codigo" text NOT NULL,
	"descripcion" text NOT NULL,
	"tipo" text NOT NULL,
	"producto_id" integer,
	"capacidad" numeric(12, 3),
	"volumen_minimo" numeric(12, 3),
	"altura_mm" numeric(8, 1),
	"estado" char(1) DEFAULT 'A' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipos" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"alias" text NOT NULL,
	"tipo" text DEFAULT 'POS' NOT NULL,
	"serial" text NOT NULL,
	"isla_id" integer,
	"ip" text,
	"mac" text,
	"identificador_dispositivo" text,
	"tipos_negocio" text[] NOT NULL,
	"token_hash" text,
	"token_emitido_en" timestamp with time zone,
	"estado" char(1) DEFAULT 'A' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipos_conexion" (
	"equipo_id" integer PRIMARY KEY NOT NULL,
	"ultima_conexion" timestamp with time zone NOT NULL,
	"ip" text,
	"version_app" text,
	"ventas_pendientes" integer,
	"ultima_venta_id" bigint
);
--> statement-breakpoint
CREATE TABLE "islas" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"codigo" text NOT NULL,
	"descripcion" text NOT NULL,
	"estado" char(1) DEFAULT 'A' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mangueras" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"surtidor_id" integer NOT NULL,
	"numero" integer NOT NULL,
	"cara" integer NOT NULL,
	"producto_id" integer NOT NULL,
	"bodega_id" integer NOT NULL,
	"lectura_inicial" numeric(14, 3) DEFAULT '0' NOT NULL,
	"totalizador_maximo" numeric(14, 3) DEFAULT '9999999.999' NOT NULL,
	"estado" char(1) DEFAULT 'A' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "surtidores" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"isla_id" integer NOT NULL,
	"numero" integer NOT NULL,
	"marca" text,
	"modelo" text,
	"serial" text,
	"protocolo" text,
	"direccion" integer NOT NULL,
	"caras" integer DEFAULT 2 NOT NULL,
	"estado" char(1) DEFAULT 'A' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clientes" (
	"id" serial PRIMARY KEY NOT NULL,
	"negocio_id" integer NOT NULL,
	"tipo_identificacion_id" integer,
	"identificacion" text NOT NULL,
	"nombre" text NOT NULL,
	"correo" text,
	"telefono" text,
	"direccion" text,
	"tipo" text DEFAULT 'CONTADO' NOT NULL,
	"autoriza_datos" boolean DEFAULT false NOT NULL,
	"atributos" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"estado" char(1) DEFAULT 'A' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cupos" (
	"id" serial PRIMARY KEY NOT NULL,
	"cliente_id" integer NOT NULL,
	"flota_id" integer,
	"vehiculo_id" integer,
	"tipo" text NOT NULL,
	"valor" numeric(14, 2) NOT NULL,
	"consumido" numeric(14, 2) DEFAULT '0' NOT NULL,
	"periodicidad" text DEFAULT 'MENSUAL' NOT NULL,
	"periodo" date,
	"umbrales" smallint[] NOT NULL,
	"estado" char(1) DEFAULT 'A' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flotas" (
	"id" serial PRIMARY KEY NOT NULL,
	"negocio_id" integer NOT NULL,
	"cliente_id" integer,
	"codigo" text NOT NULL,
	"nombre" text NOT NULL,
	"centro_costo" text,
	"propia" boolean DEFAULT false NOT NULL,
	"estado" char(1) DEFAULT 'A' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medios_identificacion" (
	"id" serial PRIMARY KEY NOT NULL,
	"negocio_id" integer NOT NULL,
	"codigo" text NOT NULL,
	"tipo" text NOT NULL,
	"entidad" text NOT NULL,
	"entidad_id" integer NOT NULL,
	"reemplaza_id" integer,
	"estado" char(1) DEFAULT 'A' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehiculos" (
	"id" serial PRIMARY KEY NOT NULL,
	"negocio_id" integer NOT NULL,
	"placa" text NOT NULL,
	"tipo_vehiculo" text NOT NULL,
	"combustible_id" smallint,
	"flota_id" integer,
	"cliente_id" integer,
	"kilometraje" integer,
	"capacidad_tanque" numeric(12, 3),
	"estado" char(1) DEFAULT 'A' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cambios_precio" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"producto_id" integer NOT NULL,
	"precio" numeric(14, 2) NOT NULL,
	"fecha_efectiva" timestamp with time zone NOT NULL,
	"estado" text DEFAULT 'PROGRAMADO' NOT NULL,
	"precio_anterior" numeric(14, 2),
	"aplicado_en" timestamp with time zone,
	"creado_por" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "precios" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"producto_id" integer NOT NULL,
	"precio" numeric(14, 2) NOT NULL,
	"vigente_desde" timestamp with time zone NOT NULL,
	"vigente_hasta" timestamp with time zone,
	"origen" text NOT NULL,
	"cambio_precio_id" integer,
	"usuario_id" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "precios_especiales" (
	"id" serial PRIMARY KEY NOT NULL,
	"negocio_id" integer NOT NULL,
	"empresa_id" integer,
	"producto_id" integer NOT NULL,
	"cliente_id" integer,
	"flota_id" integer,
	"precio" numeric(14, 2) NOT NULL,
	"fecha_inicio" date NOT NULL,
	"fecha_fin" date,
	"estado" char(1) DEFAULT 'A' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promociones" (
	"id" serial PRIMARY KEY NOT NULL,
	"negocio_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"tipo" text NOT NULL,
	"valor" numeric(14, 2) NOT NULL,
	"pague_n" smallint,
	"lleve_m" smallint,
	"fecha_inicio" date NOT NULL,
	"fecha_fin" date NOT NULL,
	"dias" smallint[] NOT NULL,
	"hora_inicio" time,
	"hora_fin" time,
	"tipos_negocio" text[] NOT NULL,
	"estado" char(1) DEFAULT 'A' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promociones_empresas" (
	"promocion_id" integer NOT NULL,
	"empresa_id" integer NOT NULL,
	CONSTRAINT "promociones_empresas_promocion_id_empresa_id_pk" PRIMARY KEY("promocion_id","empresa_id")
);
--> statement-breakpoint
CREATE TABLE "promociones_productos" (
	"promocion_id" integer NOT NULL,
	"producto_id" integer NOT NULL,
	"cantidad" numeric(12, 3) DEFAULT '1' NOT NULL,
	CONSTRAINT "promociones_productos_promocion_id_producto_id_pk" PRIMARY KEY("promocion_id","producto_id")
);
--> statement-breakpoint
CREATE TABLE "horarios" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"hora_inicio" time NOT NULL,
	"hora_fin" time NOT NULL,
	"estado" char(1) DEFAULT 'A' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotores" (
	"id" serial PRIMARY KEY NOT NULL,
	"persona_id" integer NOT NULL,
	"empresa_id" integer NOT NULL,
	"codigo" text NOT NULL,
	"tope_efectivo" numeric(14, 2),
	"estado" char(1) DEFAULT 'A' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sobres" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"uuid" uuid NOT NULL,
	"turno_id" bigint NOT NULL,
	"promotor_id" integer NOT NULL,
	"numero" integer NOT NULL,
	"fecha" timestamp with time zone NOT NULL,
	"fecha_negocio" date NOT NULL,
	"valor_declarado" numeric(14, 2) NOT NULL,
	"valor_contado" numeric(14, 2),
	"estado" text DEFAULT 'REGISTRADO' NOT NULL,
	"observacion" text
);
--> statement-breakpoint
CREATE TABLE "turnos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"uuid" uuid NOT NULL,
	"equipo_id" integer,
	"isla_id" integer NOT NULL,
	"promotor_id" integer NOT NULL,
	"horario_id" integer,
	"fecha_inicio" timestamp with time zone NOT NULL,
	"fecha_fin" timestamp with time zone,
	"fecha_negocio" date NOT NULL,
	"estado" char(1) DEFAULT 'A' NOT NULL,
	"base_efectivo" numeric(14, 2) DEFAULT '0' NOT NULL,
	"efectivo_entregado" numeric(14, 2),
	"num_ventas" integer DEFAULT 0 NOT NULL,
	"total_ventas" numeric(16, 2) DEFAULT '0' NOT NULL,
	"total_efectivo" numeric(16, 2) DEFAULT '0' NOT NULL,
	"num_sobres" integer DEFAULT 0 NOT NULL,
	"total_sobres" numeric(16, 2) DEFAULT '0' NOT NULL,
	"galones_medidor" numeric(14, 3),
	"calibraciones" numeric(14, 3) DEFAULT '0' NOT NULL,
	"cerrado_en" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "turnos_mangueras" (
	"turno_id" bigint NOT NULL,
	"manguera_id" integer NOT NULL,
	"lectura_inicial" numeric(14, 3) NOT NULL,
	"lectura_final" numeric(14, 3) NOT NULL,
	"galones" numeric(14, 3) NOT NULL,
	"calibraciones" numeric(14, 3) DEFAULT '0' NOT NULL,
	"reinicio" boolean DEFAULT false NOT NULL,
	CONSTRAINT "turnos_mangueras_turno_id_manguera_id_pk" PRIMARY KEY("turno_id","manguera_id")
);
--> statement-breakpoint
CREATE TABLE "resoluciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"negocio_id" integer NOT NULL,
	"empresa_id" integer NOT NULL,
	"tipo_documento" text NOT NULL,
	"numero" text NOT NULL,
	"prefijo" text NOT NULL,
	"desde" bigint NOT NULL,
	"hasta" bigint NOT NULL,
	"actual" bigint,
	"fecha_inicio" date NOT NULL,
	"fecha_fin" date NOT NULL,
	"clave_tecnica" text,
	"tipos_negocio" text[] NOT NULL,
	"alerta_consecutivos" integer DEFAULT 500 NOT NULL,
	"alerta_dias" integer DEFAULT 30 NOT NULL,
	"estado" char(1) DEFAULT 'A' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "facturas_electronicas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"venta_id" bigint NOT NULL,
	"fecha" timestamp with time zone NOT NULL,
	"fecha_negocio" date NOT NULL,
	"resolucion_id" integer,
	"prefijo" text NOT NULL,
	"consecutivo" bigint NOT NULL,
	"cufe" text,
	"estado" smallint NOT NULL,
	"mensaje" text,
	"intentos" integer DEFAULT 0 NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ventas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"equipo_id" integer,
	"uuid" uuid NOT NULL,
	"fecha" timestamp with time zone NOT NULL,
	"fecha_negocio" date NOT NULL,
	"hora" smallint NOT NULL,
	"tipo_negocio" char(1) NOT NULL,
	"tipo_movimiento" char(3) NOT NULL,
	"estado_movimiento" char(6) NOT NULL,
	"turno_id" bigint,
	"promotor_id" integer,
	"manguera_id" integer,
	"cliente_id" integer,
	"vehiculo_id" integer,
	"placa" text,
	"kilometraje" integer,
	"resolucion_id" integer,
	"prefijo" text,
	"consecutivo" bigint,
	"cantidad" numeric(14, 3) NOT NULL,
	"subtotal" numeric(14, 2) NOT NULL,
	"impuestos" numeric(14, 2) NOT NULL,
	"descuento" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"num_lineas" smallint NOT NULL,
	"mixta" boolean DEFAULT false NOT NULL,
	"fidelizacion" text,
	"recibido_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ventas_detalles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"venta_id" bigint NOT NULL,
	"empresa_id" integer NOT NULL,
	"fecha_negocio" date NOT NULL,
	"producto_id" integer NOT NULL,
	"bodega_id" integer,
	"cantidad" numeric(12, 3) NOT NULL,
	"precio" numeric(14, 2) NOT NULL,
	"descuento" numeric(14, 2) NOT NULL,
	"impuestos" numeric(14, 2) NOT NULL,
	"valor" numeric(14, 2) NOT NULL,
	"costo_unitario" numeric(14, 2) NOT NULL,
	"promocion_id" integer
);
--> statement-breakpoint
CREATE TABLE "ventas_pagos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"venta_id" bigint NOT NULL,
	"empresa_id" integer NOT NULL,
	"fecha_negocio" date NOT NULL,
	"medio_pago_id" integer NOT NULL,
	"valor" numeric(14, 2) NOT NULL,
	"referencia" text
);
--> statement-breakpoint
CREATE TABLE "existencias" (
	"bodega_id" integer NOT NULL,
	"producto_id" integer NOT NULL,
	"empresa_id" integer NOT NULL,
	"cantidad" numeric(14, 3) DEFAULT '0' NOT NULL,
	"costo_promedio" numeric(14, 2) DEFAULT '0' NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "existencias_bodega_id_producto_id_pk" PRIMARY KEY("bodega_id","producto_id")
);
--> statement-breakpoint
CREATE TABLE "movimientos_inventario" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"tipo_movimiento" char(3) NOT NULL,
	"consecutivo" integer NOT NULL,
	"uuid" uuid,
	"fecha" timestamp with time zone NOT NULL,
	"fecha_negocio" date NOT NULL,
	"tipo_negocio" char(1) NOT NULL,
	"bodega_id" integer NOT NULL,
	"bodega_destino_id" integer,
	"proveedor_id" integer,
	"factura_proveedor" text,
	"orden_compra_id" integer,
	"concepto" text,
	"total" numeric(14, 2) NOT NULL,
	"estado" text DEFAULT 'REGISTRADO' NOT NULL,
	"observaciones" text,
	"datos" jsonb,
	"usuario_id" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "movimientos_inventario_detalles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"movimiento_id" bigint NOT NULL,
	"producto_id" integer NOT NULL,
	"cantidad" numeric(12, 3) NOT NULL,
	"costo_unitario" numeric(14, 2) NOT NULL,
	"valor" numeric(14, 2) NOT NULL,
	"iva_pct" numeric(5, 2) DEFAULT '0' NOT NULL,
	"precio_anterior" numeric(14, 2),
	"precio_nuevo" numeric(14, 2),
	"saldo_cantidad" numeric(14, 3),
	"saldo_costo" numeric(14, 2)
);
--> statement-breakpoint
CREATE TABLE "ordenes_compra" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"proveedor_id" integer NOT NULL,
	"bodega_id" integer NOT NULL,
	"consecutivo" integer NOT NULL,
	"fecha" date NOT NULL,
	"fecha_entrega" date NOT NULL,
	"tipo_negocio" char(1) NOT NULL,
	"estado" text DEFAULT 'BORRADOR' NOT NULL,
	"total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"observaciones" text,
	"creado_por" integer,
	"aprobado_por" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ordenes_compra_detalles" (
	"id" serial PRIMARY KEY NOT NULL,
	"orden_id" integer NOT NULL,
	"producto_id" integer NOT NULL,
	"cantidad" numeric(12, 3) NOT NULL,
	"cantidad_recibida" numeric(12, 3) DEFAULT '0' NOT NULL,
	"costo" numeric(14, 2) NOT NULL,
	"iva_pct" numeric(5, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calibraciones" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"uuid" uuid NOT NULL,
	"equipo_id" integer,
	"turno_id" bigint,
	"manguera_id" integer NOT NULL,
	"bodega_id" integer NOT NULL,
	"producto_id" integer NOT NULL,
	"fecha" timestamp with time zone NOT NULL,
	"fecha_negocio" date NOT NULL,
	"volumen" numeric(12, 3) NOT NULL,
	"responsable_id" integer,
	"estado" text DEFAULT 'REGISTRADA' NOT NULL,
	"recibido_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lecturas_manguera" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"uuid" uuid NOT NULL,
	"equipo_id" integer,
	"manguera_id" integer NOT NULL,
	"turno_id" bigint,
	"fecha" timestamp with time zone NOT NULL,
	"fecha_negocio" date NOT NULL,
	"tipo" text NOT NULL,
	"lectura" numeric(14, 3) NOT NULL,
	"lectura_valor" numeric(16, 2),
	"recibido_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lecturas_tanque" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"uuid" uuid NOT NULL,
	"equipo_id" integer,
	"bodega_id" integer NOT NULL,
	"fecha" timestamp with time zone NOT NULL,
	"fecha_negocio" date NOT NULL,
	"altura_mm" numeric(8, 1),
	"altura_agua_mm" numeric(8, 1) DEFAULT '0' NOT NULL,
	"volumen" numeric(12, 3) NOT NULL,
	"volumen_agua" numeric(12, 3) DEFAULT '0' NOT NULL,
	"temperatura" numeric(5, 2),
	"origen" text NOT NULL,
	"cierre" boolean DEFAULT false NOT NULL,
	"aforo_id" integer,
	"recibido_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tanques_estado" (
	"bodega_id" integer PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"lectura_id" bigint NOT NULL,
	"fecha" timestamp with time zone NOT NULL,
	"volumen" numeric(12, 3) NOT NULL,
	"volumen_agua" numeric(12, 3) NOT NULL,
	"altura_mm" numeric(8, 1),
	"altura_agua_mm" numeric(8, 1) NOT NULL,
	"temperatura" numeric(5, 2)
);
--> statement-breakpoint
CREATE TABLE "inventario_dia" (
	"empresa_id" integer NOT NULL,
	"fecha_negocio" date NOT NULL,
	"bodega_id" integer NOT NULL,
	"producto_id" integer NOT NULL,
	"ajustes" numeric(16, 3) DEFAULT '0' NOT NULL,
	"entradas" numeric(16, 3) DEFAULT '0' NOT NULL,
	"entradas_costo" numeric(16, 2) DEFAULT '0' NOT NULL,
	"salidas" numeric(16, 3) DEFAULT '0' NOT NULL,
	"traslados_entrada" numeric(16, 3) DEFAULT '0' NOT NULL,
	"traslados_salida" numeric(16, 3) DEFAULT '0' NOT NULL,
	"ventas" numeric(16, 3) DEFAULT '0' NOT NULL,
	"ventas_costo" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "inventario_dia_empresa_id_fecha_negocio_bodega_id_producto_id_pk" PRIMARY KEY("empresa_id","fecha_negocio","bodega_id","producto_id")
);
--> statement-breakpoint
CREATE TABLE "movimientos_dia" (
	"empresa_id" integer NOT NULL,
	"fecha_negocio" date NOT NULL,
	"tipo" text NOT NULL,
	"tipo_negocio" char(1) NOT NULL,
	"num_documentos" integer NOT NULL,
	"cantidad" numeric(16, 3) NOT NULL,
	"valor" numeric(16, 2) NOT NULL,
	CONSTRAINT "movimientos_dia_empresa_id_fecha_negocio_tipo_tipo_negocio_pk" PRIMARY KEY("empresa_id","fecha_negocio","tipo","tipo_negocio")
);
--> statement-breakpoint
CREATE TABLE "tanques_dia" (
	"empresa_id" integer NOT NULL,
	"fecha_negocio" date NOT NULL,
	"bodega_id" integer NOT NULL,
	"producto_id" integer NOT NULL,
	"galones_medidor" numeric(16, 3) DEFAULT '0' NOT NULL,
	"calibraciones" numeric(16, 3) DEFAULT '0' NOT NULL,
	"num_lecturas" integer DEFAULT 0 NOT NULL,
	"volumen_final" numeric(12, 3),
	"agua_final" numeric(12, 3),
	"medido_en" timestamp with time zone,
	CONSTRAINT "tanques_dia_empresa_id_fecha_negocio_bodega_id_producto_id_pk" PRIMARY KEY("empresa_id","fecha_negocio","bodega_id","producto_id")
);
--> statement-breakpoint
CREATE TABLE "ventas_pagos_dia" (
	"empresa_id" integer NOT NULL,
	"fecha_negocio" date NOT NULL,
	"tipo_negocio" char(1) NOT NULL,
	"medio_pago_id" integer NOT NULL,
	"valor" numeric(16, 2) NOT NULL,
	"num_ventas" integer NOT NULL,
	CONSTRAINT "ventas_pagos_dia_empresa_id_fecha_negocio_tipo_negocio_medio_pago_id_pk" PRIMARY KEY("empresa_id","fecha_negocio","tipo_negocio","medio_pago_id")
);
--> statement-breakpoint
CREATE TABLE "ventas_resumen_dia" (
	"empresa_id" integer NOT NULL,
	"fecha_negocio" date NOT NULL,
	"tipo_negocio" char(1) NOT NULL,
	"producto_id" integer NOT NULL,
	"cantidad" numeric(16, 3) NOT NULL,
	"valor" numeric(16, 2) NOT NULL,
	"impuestos" numeric(16, 2) NOT NULL,
	"descuento" numeric(16, 2) NOT NULL,
	"costo" numeric(16, 2) NOT NULL,
	"num_ventas" integer NOT NULL,
	CONSTRAINT "ventas_resumen_dia_empresa_id_fecha_negocio_tipo_negocio_producto_id_pk" PRIMARY KEY("empresa_id","fecha_negocio","tipo_negocio","producto_id")
);
--> statement-breakpoint
CREATE TABLE "ventas_resumen_hora" (
	"empresa_id" integer NOT NULL,
	"fecha_negocio" date NOT NULL,
	"hora" smallint NOT NULL,
	"tipo_negocio" char(1) NOT NULL,
	"producto_id" integer NOT NULL,
	"cantidad" numeric(16, 3) NOT NULL,
	"valor" numeric(16, 2) NOT NULL,
	"impuestos" numeric(16, 2) NOT NULL,
	"descuento" numeric(16, 2) NOT NULL,
	"costo" numeric(16, 2) NOT NULL,
	"num_ventas" integer NOT NULL,
	CONSTRAINT "ventas_resumen_hora_empresa_id_fecha_negocio_hora_tipo_negocio_producto_id_pk" PRIMARY KEY("empresa_id","fecha_negocio","hora","tipo_negocio","producto_id")
);
--> statement-breakpoint
CREATE TABLE "ventas_resumen_mes" (
	"empresa_id" integer NOT NULL,
	"mes" date NOT NULL,
	"tipo_negocio" char(1) NOT NULL,
	"producto_id" integer NOT NULL,
	"cantidad" numeric(16, 3) NOT NULL,
	"valor" numeric(16, 2) NOT NULL,
	"impuestos" numeric(16, 2) NOT NULL,
	"descuento" numeric(16, 2) NOT NULL,
	"costo" numeric(16, 2) NOT NULL,
	"num_ventas" integer NOT NULL,
	CONSTRAINT "ventas_resumen_mes_empresa_id_mes_tipo_negocio_producto_id_pk" PRIMARY KEY("empresa_id","mes","tipo_negocio","producto_id")
);
--> statement-breakpoint
CREATE TABLE "ventas_totales_dia" (
	"empresa_id" integer NOT NULL,
	"fecha_negocio" date NOT NULL,
	"tipo_negocio" char(1) NOT NULL,
	"num_ventas" integer NOT NULL,
	"cantidad" numeric(16, 3) NOT NULL,
	"valor" numeric(16, 2) NOT NULL,
	"impuestos" numeric(16, 2) NOT NULL,
	"num_vehiculos" integer NOT NULL,
	"valor_vehiculos" numeric(16, 2) NOT NULL,
	"num_fidelizadas" integer NOT NULL,
	"valor_fidelizadas" numeric(16, 2) NOT NULL,
	"num_mixtas" integer NOT NULL,
	"valor_mixtas" numeric(16, 2) NOT NULL,
	"num_clientes" integer NOT NULL,
	"valor_clientes" numeric(16, 2) NOT NULL,
	CONSTRAINT "ventas_totales_dia_empresa_id_fecha_negocio_tipo_negocio_pk" PRIMARY KEY("empresa_id","fecha_negocio","tipo_negocio")
);
--> statement-breakpoint
CREATE TABLE "ventas_totales_mes" (
	"empresa_id" integer NOT NULL,
	"mes" date NOT NULL,
	"tipo_negocio" char(1) NOT NULL,
	"num_ventas" integer NOT NULL,
	"cantidad" numeric(16, 3) NOT NULL,
	"valor" numeric(16, 2) NOT NULL,
	"impuestos" numeric(16, 2) NOT NULL,
	"num_vehiculos" integer NOT NULL,
	"valor_vehiculos" numeric(16, 2) NOT NULL,
	"num_fidelizadas" integer NOT NULL,
	"valor_fidelizadas" numeric(16, 2) NOT NULL,
	"num_mixtas" integer NOT NULL,
	"valor_mixtas" numeric(16, 2) NOT NULL,
	"num_clientes" integer NOT NULL,
	"valor_clientes" numeric(16, 2) NOT NULL,
	CONSTRAINT "ventas_totales_mes_empresa_id_mes_tipo_negocio_pk" PRIMARY KEY("empresa_id","mes","tipo_negocio")
);
--> statement-breakpoint
ALTER TABLE "categorias" ADD CONSTRAINT "categorias_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categorias" ADD CONSTRAINT "categorias_padre_id_categorias_id_fk" FOREIGN KEY ("padre_id") REFERENCES "public"."categorias"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financieras" ADD CONSTRAINT "financieras_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impuestos" ADD CONSTRAINT "impuestos_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medios_pago" ADD CONSTRAINT "medios_pago_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productos" ADD CONSTRAINT "productos_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productos" ADD CONSTRAINT "productos_categoria_id_categorias_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categorias"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productos" ADD CONSTRAINT "productos_unidad_id_unidades_id_fk" FOREIGN KEY ("unidad_id") REFERENCES "public"."unidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productos_impuestos" ADD CONSTRAINT "productos_impuestos_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productos_impuestos" ADD CONSTRAINT "productos_impuestos_impuesto_id_impuestos_id_fk" FOREIGN KEY ("impuesto_id") REFERENCES "public"."impuestos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productos_ingredientes" ADD CONSTRAINT "productos_ingredientes_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productos_ingredientes" ADD CONSTRAINT "productos_ingredientes_ingrediente_id_productos_id_fk" FOREIGN KEY ("ingrediente_id") REFERENCES "public"."productos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proveedores" ADD CONSTRAINT "proveedores_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proveedores" ADD CONSTRAINT "proveedores_tipo_identificacion_id_tipos_identificacion_id_fk" FOREIGN KEY ("tipo_identificacion_id") REFERENCES "public"."tipos_identificacion"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talleres" ADD CONSTRAINT "talleres_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unidades" ADD CONSTRAINT "unidades_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unidades" ADD CONSTRAINT "unidades_unidad_base_id_unidades_id_fk" FOREIGN KEY ("unidad_base_id") REFERENCES "public"."unidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verificadoras" ADD CONSTRAINT "verificadoras_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aforos" ADD CONSTRAINT "aforos_bodega_id_bodegas_id_fk" FOREIGN KEY ("bodega_id") REFERENCES "public"."bodegas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aforos" ADD CONSTRAINT "aforos_creado_por_usuarios_id_fk" FOREIGN KEY ("creado_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bodegas" ADD CONSTRAINT "bodegas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bodegas" ADD CONSTRAINT "bodegas_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipos" ADD CONSTRAINT "equipos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipos" ADD CONSTRAINT "equipos_isla_id_islas_id_fk" FOREIGN KEY ("isla_id") REFERENCES "public"."islas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipos_conexion" ADD CONSTRAINT "equipos_conexion_equipo_id_equipos_id_fk" FOREIGN KEY ("equipo_id") REFERENCES "public"."equipos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "islas" ADD CONSTRAINT "islas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mangueras" ADD CONSTRAINT "mangueras_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mangueras" ADD CONSTRAINT "mangueras_surtidor_id_surtidores_id_fk" FOREIGN KEY ("surtidor_id") REFERENCES "public"."surtidores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mangueras" ADD CONSTRAINT "mangueras_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mangueras" ADD CONSTRAINT "mangueras_bodega_id_bodegas_id_fk" FOREIGN KEY ("bodega_id") REFERENCES "public"."bodegas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surtidores" ADD CONSTRAINT "surtidores_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surtidores" ADD CONSTRAINT "surtidores_isla_id_islas_id_fk" FOREIGN KEY ("isla_id") REFERENCES "public"."islas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clientes" ADD CONSTRAINT "clientes_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clientes" ADD CONSTRAINT "clientes_tipo_identificacion_id_tipos_identificacion_id_fk" FOREIGN KEY ("tipo_identificacion_id") REFERENCES "public"."tipos_identificacion"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cupos" ADD CONSTRAINT "cupos_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cupos" ADD CONSTRAINT "cupos_flota_id_flotas_id_fk" FOREIGN KEY ("flota_id") REFERENCES "public"."flotas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cupos" ADD CONSTRAINT "cupos_vehiculo_id_vehiculos_id_fk" FOREIGN KEY ("vehiculo_id") REFERENCES "public"."vehiculos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flotas" ADD CONSTRAINT "flotas_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flotas" ADD CONSTRAINT "flotas_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medios_identificacion" ADD CONSTRAINT "medios_identificacion_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medios_identificacion" ADD CONSTRAINT "medios_identificacion_reemplaza_id_medios_identificacion_id_fk" FOREIGN KEY ("reemplaza_id") REFERENCES "public"."medios_identificacion"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehiculos" ADD CONSTRAINT "vehiculos_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehiculos" ADD CONSTRAINT "vehiculos_flota_id_flotas_id_fk" FOREIGN KEY ("flota_id") REFERENCES "public"."flotas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehiculos" ADD CONSTRAINT "vehiculos_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cambios_precio" ADD CONSTRAINT "cambios_precio_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cambios_precio" ADD CONSTRAINT "cambios_precio_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cambios_precio" ADD CONSTRAINT "cambios_precio_creado_por_usuarios_id_fk" FOREIGN KEY ("creado_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "precios" ADD CONSTRAINT "precios_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "precios" ADD CONSTRAINT "precios_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "precios" ADD CONSTRAINT "precios_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "precios_especiales" ADD CONSTRAINT "precios_especiales_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "precios_especiales" ADD CONSTRAINT "precios_especiales_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "precios_especiales" ADD CONSTRAINT "precios_especiales_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "precios_especiales" ADD CONSTRAINT "precios_especiales_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "precios_especiales" ADD CONSTRAINT "precios_especiales_flota_id_flotas_id_fk" FOREIGN KEY ("flota_id") REFERENCES "public"."flotas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promociones" ADD CONSTRAINT "promociones_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promociones_empresas" ADD CONSTRAINT "promociones_empresas_promocion_id_promociones_id_fk" FOREIGN KEY ("promocion_id") REFERENCES "public"."promociones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promociones_empresas" ADD CONSTRAINT "promociones_empresas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promociones_productos" ADD CONSTRAINT "promociones_productos_promocion_id_promociones_id_fk" FOREIGN KEY ("promocion_id") REFERENCES "public"."promociones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promociones_productos" ADD CONSTRAINT "promociones_productos_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "horarios" ADD CONSTRAINT "horarios_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotores" ADD CONSTRAINT "promotores_persona_id_personas_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."personas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotores" ADD CONSTRAINT "promotores_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sobres" ADD CONSTRAINT "sobres_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sobres" ADD CONSTRAINT "sobres_turno_id_turnos_id_fk" FOREIGN KEY ("turno_id") REFERENCES "public"."turnos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sobres" ADD CONSTRAINT "sobres_promotor_id_promotores_id_fk" FOREIGN KEY ("promotor_id") REFERENCES "public"."promotores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnos" ADD CONSTRAINT "turnos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnos" ADD CONSTRAINT "turnos_equipo_id_equipos_id_fk" FOREIGN KEY ("equipo_id") REFERENCES "public"."equipos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnos" ADD CONSTRAINT "turnos_isla_id_islas_id_fk" FOREIGN KEY ("isla_id") REFERENCES "public"."islas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnos" ADD CONSTRAINT "turnos_promotor_id_promotores_id_fk" FOREIGN KEY ("promotor_id") REFERENCES "public"."promotores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnos" ADD CONSTRAINT "turnos_horario_id_horarios_id_fk" FOREIGN KEY ("horario_id") REFERENCES "public"."horarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnos_mangueras" ADD CONSTRAINT "turnos_mangueras_turno_id_turnos_id_fk" FOREIGN KEY ("turno_id") REFERENCES "public"."turnos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnos_mangueras" ADD CONSTRAINT "turnos_mangueras_manguera_id_mangueras_id_fk" FOREIGN KEY ("manguera_id") REFERENCES "public"."mangueras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resoluciones" ADD CONSTRAINT "resoluciones_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resoluciones" ADD CONSTRAINT "resoluciones_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facturas_electronicas" ADD CONSTRAINT "facturas_electronicas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facturas_electronicas" ADD CONSTRAINT "facturas_electronicas_venta_id_ventas_id_fk" FOREIGN KEY ("venta_id") REFERENCES "public"."ventas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facturas_electronicas" ADD CONSTRAINT "facturas_electronicas_resolucion_id_resoluciones_id_fk" FOREIGN KEY ("resolucion_id") REFERENCES "public"."resoluciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas" ADD CONSTRAINT "ventas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas" ADD CONSTRAINT "ventas_turno_id_turnos_id_fk" FOREIGN KEY ("turno_id") REFERENCES "public"."turnos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_detalles" ADD CONSTRAINT "ventas_detalles_venta_id_ventas_id_fk" FOREIGN KEY ("venta_id") REFERENCES "public"."ventas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_detalles" ADD CONSTRAINT "ventas_detalles_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_pagos" ADD CONSTRAINT "ventas_pagos_venta_id_ventas_id_fk" FOREIGN KEY ("venta_id") REFERENCES "public"."ventas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_pagos" ADD CONSTRAINT "ventas_pagos_medio_pago_id_medios_pago_id_fk" FOREIGN KEY ("medio_pago_id") REFERENCES "public"."medios_pago"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "existencias" ADD CONSTRAINT "existencias_bodega_id_bodegas_id_fk" FOREIGN KEY ("bodega_id") REFERENCES "public"."bodegas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "existencias" ADD CONSTRAINT "existencias_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimientos_inventario" ADD CONSTRAINT "movimientos_inventario_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimientos_inventario" ADD CONSTRAINT "movimientos_inventario_bodega_id_bodegas_id_fk" FOREIGN KEY ("bodega_id") REFERENCES "public"."bodegas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimientos_inventario" ADD CONSTRAINT "movimientos_inventario_bodega_destino_id_bodegas_id_fk" FOREIGN KEY ("bodega_destino_id") REFERENCES "public"."bodegas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimientos_inventario" ADD CONSTRAINT "movimientos_inventario_proveedor_id_proveedores_id_fk" FOREIGN KEY ("proveedor_id") REFERENCES "public"."proveedores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimientos_inventario" ADD CONSTRAINT "movimientos_inventario_orden_compra_id_ordenes_compra_id_fk" FOREIGN KEY ("orden_compra_id") REFERENCES "public"."ordenes_compra"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimientos_inventario" ADD CONSTRAINT "movimientos_inventario_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimientos_inventario_detalles" ADD CONSTRAINT "movimientos_inventario_detalles_movimiento_id_movimientos_inventario_id_fk" FOREIGN KEY ("movimiento_id") REFERENCES "public"."movimientos_inventario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimientos_inventario_detalles" ADD CONSTRAINT "movimientos_inventario_detalles_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordenes_compra" ADD CONSTRAINT "ordenes_compra_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordenes_compra" ADD CONSTRAINT "ordenes_compra_proveedor_id_proveedores_id_fk" FOREIGN KEY ("proveedor_id") REFERENCES "public"."proveedores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordenes_compra" ADD CONSTRAINT "ordenes_compra_bodega_id_bodegas_id_fk" FOREIGN KEY ("bodega_id") REFERENCES "public"."bodegas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordenes_compra" ADD CONSTRAINT "ordenes_compra_creado_por_usuarios_id_fk" FOREIGN KEY ("creado_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordenes_compra" ADD CONSTRAINT "ordenes_compra_aprobado_por_usuarios_id_fk" FOREIGN KEY ("aprobado_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordenes_compra_detalles" ADD CONSTRAINT "ordenes_compra_detalles_orden_id_ordenes_compra_id_fk" FOREIGN KEY ("orden_id") REFERENCES "public"."ordenes_compra"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordenes_compra_detalles" ADD CONSTRAINT "ordenes_compra_detalles_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibraciones" ADD CONSTRAINT "calibraciones_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibraciones" ADD CONSTRAINT "calibraciones_turno_id_turnos_id_fk" FOREIGN KEY ("turno_id") REFERENCES "public"."turnos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibraciones" ADD CONSTRAINT "calibraciones_manguera_id_mangueras_id_fk" FOREIGN KEY ("manguera_id") REFERENCES "public"."mangueras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibraciones" ADD CONSTRAINT "calibraciones_bodega_id_bodegas_id_fk" FOREIGN KEY ("bodega_id") REFERENCES "public"."bodegas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibraciones" ADD CONSTRAINT "calibraciones_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibraciones" ADD CONSTRAINT "calibraciones_responsable_id_promotores_id_fk" FOREIGN KEY ("responsable_id") REFERENCES "public"."promotores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecturas_manguera" ADD CONSTRAINT "lecturas_manguera_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecturas_manguera" ADD CONSTRAINT "lecturas_manguera_manguera_id_mangueras_id_fk" FOREIGN KEY ("manguera_id") REFERENCES "public"."mangueras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecturas_manguera" ADD CONSTRAINT "lecturas_manguera_turno_id_turnos_id_fk" FOREIGN KEY ("turno_id") REFERENCES "public"."turnos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecturas_tanque" ADD CONSTRAINT "lecturas_tanque_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecturas_tanque" ADD CONSTRAINT "lecturas_tanque_bodega_id_bodegas_id_fk" FOREIGN KEY ("bodega_id") REFERENCES "public"."bodegas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecturas_tanque" ADD CONSTRAINT "lecturas_tanque_aforo_id_aforos_id_fk" FOREIGN KEY ("aforo_id") REFERENCES "public"."aforos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tanques_estado" ADD CONSTRAINT "tanques_estado_bodega_id_bodegas_id_fk" FOREIGN KEY ("bodega_id") REFERENCES "public"."bodegas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categorias_codigo_uq" ON "categorias" USING btree ("negocio_id","codigo");--> statement-breakpoint
CREATE UNIQUE INDEX "financieras_codigo_uq" ON "financieras" USING btree ("negocio_id","codigo");--> statement-breakpoint
CREATE INDEX "impuestos_negocio_idx" ON "impuestos" USING btree ("negocio_id","codigo");--> statement-breakpoint
CREATE UNIQUE INDEX "medios_pago_codigo_uq" ON "medios_pago" USING btree ("negocio_id","codigo");--> statement-breakpoint
CREATE UNIQUE INDEX "productos_codigo_uq" ON "productos" USING btree ("negocio_id","codigo");--> statement-breakpoint
CREATE INDEX "productos_tipo_idx" ON "productos" USING btree ("negocio_id","tipo_producto_id");--> statement-breakpoint
CREATE UNIQUE INDEX "proveedores_nit_uq" ON "proveedores" USING btree ("negocio_id","nit");--> statement-breakpoint
CREATE UNIQUE INDEX "talleres_codigo_uq" ON "talleres" USING btree ("negocio_id","codigo");--> statement-breakpoint
CREATE UNIQUE INDEX "unidades_codigo_uq" ON "unidades" USING btree (coalesce("negocio_id", 0),"codigo");--> statement-breakpoint
CREATE UNIQUE INDEX "verificadoras_codigo_uq" ON "verificadoras" USING btree ("negocio_id","codigo");--> statement-breakpoint
CREATE INDEX "aforos_bodega_idx" ON "aforos" USING btree ("bodega_id","vigente_desde");--> statement-breakpoint
CREATE UNIQUE INDEX "bodegas_codigo_uq" ON "bodegas" USING btree ("empresa_id","codigo");--> statement-breakpoint
CREATE INDEX "bodegas_empresa_tipo_idx" ON "bodegas" USING btree ("empresa_id","tipo");--> statement-breakpoint
CREATE UNIQUE INDEX "equipos_serial_uq" ON "equipos" USING btree ("serial");--> statement-breakpoint
CREATE UNIQUE INDEX "equipos_token_uq" ON "equipos" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "equipos_empresa_idx" ON "equipos" USING btree ("empresa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "islas_codigo_uq" ON "islas" USING btree ("empresa_id","codigo");--> statement-breakpoint
CREATE UNIQUE INDEX "mangueras_numero_uq" ON "mangueras" USING btree ("surtidor_id","cara","numero");--> statement-breakpoint
CREATE INDEX "mangueras_empresa_idx" ON "mangueras" USING btree ("empresa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "surtidores_numero_uq" ON "surtidores" USING btree ("empresa_id","numero");--> statement-breakpoint
CREATE INDEX "surtidores_isla_idx" ON "surtidores" USING btree ("isla_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clientes_identificacion_uq" ON "clientes" USING btree ("negocio_id","identificacion");--> statement-breakpoint
CREATE INDEX "cupos_cliente_idx" ON "cupos" USING btree ("cliente_id");--> statement-breakpoint
CREATE UNIQUE INDEX "flotas_codigo_uq" ON "flotas" USING btree ("negocio_id","codigo");--> statement-breakpoint
CREATE INDEX "flotas_cliente_idx" ON "flotas" USING btree ("cliente_id");--> statement-breakpoint
CREATE UNIQUE INDEX "medios_identificacion_codigo_uq" ON "medios_identificacion" USING btree ("negocio_id","codigo");--> statement-breakpoint
CREATE UNIQUE INDEX "vehiculos_placa_uq" ON "vehiculos" USING btree ("negocio_id","placa");--> statement-breakpoint
CREATE INDEX "vehiculos_flota_idx" ON "vehiculos" USING btree ("flota_id");--> statement-breakpoint
CREATE INDEX "cambios_precio_pendientes_idx" ON "cambios_precio" USING btree ("estado","fecha_efectiva");--> statement-breakpoint
CREATE INDEX "cambios_precio_empresa_idx" ON "cambios_precio" USING btree ("empresa_id","producto_id");--> statement-breakpoint
CREATE INDEX "precios_producto_idx" ON "precios" USING btree ("empresa_id","producto_id","vigente_desde");--> statement-breakpoint
CREATE INDEX "precios_especiales_producto_idx" ON "precios_especiales" USING btree ("negocio_id","producto_id");--> statement-breakpoint
CREATE INDEX "promociones_negocio_idx" ON "promociones" USING btree ("negocio_id","fecha_fin");--> statement-breakpoint
CREATE INDEX "horarios_empresa_idx" ON "horarios" USING btree ("empresa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotores_codigo_uq" ON "promotores" USING btree ("empresa_id","codigo");--> statement-breakpoint
CREATE UNIQUE INDEX "promotores_persona_uq" ON "promotores" USING btree ("empresa_id","persona_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sobres_uuid_uq" ON "sobres" USING btree ("empresa_id","uuid");--> statement-breakpoint
CREATE INDEX "sobres_turno_idx" ON "sobres" USING btree ("turno_id");--> statement-breakpoint
CREATE UNIQUE INDEX "turnos_uuid_uq" ON "turnos" USING btree ("empresa_id","uuid");--> statement-breakpoint
CREATE INDEX "turnos_empresa_dia_idx" ON "turnos" USING btree ("empresa_id","fecha_negocio");--> statement-breakpoint
CREATE INDEX "turnos_abiertos_idx" ON "turnos" USING btree ("empresa_id") WHERE "turnos"."estado" = 'A';--> statement-breakpoint
CREATE INDEX "resoluciones_empresa_idx" ON "resoluciones" USING btree ("empresa_id","prefijo") WHERE "resoluciones"."estado" = 'A';--> statement-breakpoint
CREATE UNIQUE INDEX "facturas_electronicas_venta_uq" ON "facturas_electronicas" USING btree ("venta_id");--> statement-breakpoint
CREATE INDEX "facturas_electronicas_pendientes_idx" ON "facturas_electronicas" USING btree ("empresa_id","estado") WHERE "facturas_electronicas"."estado" <> 2;--> statement-breakpoint
CREATE UNIQUE INDEX "ventas_uuid_uq" ON "ventas" USING btree ("empresa_id","uuid");--> statement-breakpoint
CREATE INDEX "ventas_empresa_dia_idx" ON "ventas" USING btree ("empresa_id","fecha_negocio");--> statement-breakpoint
CREATE INDEX "ventas_turno_idx" ON "ventas" USING btree ("turno_id") WHERE "ventas"."turno_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ventas_placa_idx" ON "ventas" USING btree ("empresa_id","placa") WHERE "ventas"."placa" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ventas_cliente_idx" ON "ventas" USING btree ("cliente_id","fecha_negocio") WHERE "ventas"."cliente_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ventas_factura_uq" ON "ventas" USING btree ("empresa_id","prefijo","consecutivo") WHERE "ventas"."consecutivo" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ventas_detalles_venta_idx" ON "ventas_detalles" USING btree ("venta_id");--> statement-breakpoint
CREATE INDEX "ventas_pagos_venta_idx" ON "ventas_pagos" USING btree ("venta_id");--> statement-breakpoint
CREATE INDEX "existencias_empresa_idx" ON "existencias" USING btree ("empresa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "movimientos_inventario_consecutivo_uq" ON "movimientos_inventario" USING btree ("empresa_id","tipo","consecutivo");--> statement-breakpoint
CREATE UNIQUE INDEX "movimientos_inventario_uuid_uq" ON "movimientos_inventario" USING btree ("empresa_id","uuid") WHERE "movimientos_inventario"."uuid" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "movimientos_inventario_factura_uq" ON "movimientos_inventario" USING btree ("proveedor_id","factura_proveedor") WHERE "movimientos_inventario"."factura_proveedor" IS NOT NULL AND "movimientos_inventario"."estado" = 'REGISTRADO';--> statement-breakpoint
CREATE INDEX "movimientos_inventario_dia_idx" ON "movimientos_inventario" USING btree ("empresa_id","fecha_negocio");--> statement-breakpoint
CREATE INDEX "movimientos_inventario_detalles_mov_idx" ON "movimientos_inventario_detalles" USING btree ("movimiento_id");--> statement-breakpoint
CREATE INDEX "movimientos_inventario_detalles_prod_idx" ON "movimientos_inventario_detalles" USING btree ("producto_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ordenes_compra_consecutivo_uq" ON "ordenes_compra" USING btree ("empresa_id","consecutivo");--> statement-breakpoint
CREATE INDEX "ordenes_compra_estado_idx" ON "ordenes_compra" USING btree ("empresa_id","estado");--> statement-breakpoint
CREATE INDEX "ordenes_compra_detalles_orden_idx" ON "ordenes_compra_detalles" USING btree ("orden_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calibraciones_uuid_uq" ON "calibraciones" USING btree ("empresa_id","uuid");--> statement-breakpoint
CREATE INDEX "calibraciones_dia_idx" ON "calibraciones" USING btree ("empresa_id","fecha_negocio");--> statement-breakpoint
CREATE UNIQUE INDEX "lecturas_manguera_uuid_uq" ON "lecturas_manguera" USING btree ("empresa_id","uuid");--> statement-breakpoint
CREATE INDEX "lecturas_manguera_manguera_idx" ON "lecturas_manguera" USING btree ("manguera_id","fecha");--> statement-breakpoint
CREATE INDEX "lecturas_manguera_turno_idx" ON "lecturas_manguera" USING btree ("turno_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lecturas_tanque_uuid_uq" ON "lecturas_tanque" USING btree ("empresa_id","uuid");--> statement-breakpoint
CREATE INDEX "lecturas_tanque_bodega_idx" ON "lecturas_tanque" USING btree ("bodega_id","fecha");--> statement-breakpoint
CREATE INDEX "ventas_resumen_dia_fecha_idx" ON "ventas_resumen_dia" USING btree ("fecha_negocio");--> statement-breakpoint
CREATE INDEX "ventas_resumen_mes_mes_idx" ON "ventas_resumen_mes" USING btree ("mes");