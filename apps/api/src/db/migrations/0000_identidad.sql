CREATE TABLE "ciudades" (
	"id" integer PRIMARY KEY NOT NULL,
	"departamentos_id" integer NOT NULL,
	"codigo" text NOT NULL,
	"nombre" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departamentos" (
	"id" integer PRIMARY KEY NOT NULL,
	"paises_id" integer NOT NULL,
	"codigo" text NOT NULL,
	"nombre" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paises" (
	"id" integer PRIMARY KEY NOT NULL,
	"iso2" text NOT NULL,
	"nombre" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dominios" (
	"id" serial PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"negocio_id" integer NOT NULL,
	"alias" text NOT NULL,
	"tipo" text,
	"tipo_unidad" text DEFAULT 'GALONES' NOT NULL,
	"parametros" jsonb NOT NULL,
	"estado" char(1) DEFAULT 'A' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "empresas" (
	"id" serial PRIMARY KEY NOT NULL,
	"negocio_id" integer NOT NULL,
	"empresas_id" integer,
	"tipo" integer NOT NULL,
	"nombre" text NOT NULL,
	"razon_social" text NOT NULL,
	"alias" text NOT NULL,
	"nit" text,
	"codigo" text,
	"direccion" text,
	"telefono" text,
	"pais_id" integer,
	"departamento_id" integer,
	"ciudad_id" integer,
	"latitud" numeric(10, 7),
	"longitud" numeric(10, 7),
	"atributos" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"estado" char(1) DEFAULT 'A' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "negocios" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"nit" text NOT NULL,
	"estado" char(1) DEFAULT 'A' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contactos" (
	"id" serial PRIMARY KEY NOT NULL,
	"personas_id" integer NOT NULL,
	"tipo" integer NOT NULL,
	"descripcion" text NOT NULL,
	"contacto" text NOT NULL,
	"principal" char(1) DEFAULT 'S' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "personas" (
	"id" serial PRIMARY KEY NOT NULL,
	"negocio_id" integer NOT NULL,
	"empresas_id" integer NOT NULL,
	"tipo_identificacion_id" integer,
	"identificacion" text NOT NULL,
	"nombres" text NOT NULL,
	"apellidos" text DEFAULT '' NOT NULL,
	"cargo" text,
	"atributos" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"estado" char(1) DEFAULT 'A' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tipos_identificacion" (
	"id" integer PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"descripcion" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accesos_directos" (
	"id" serial PRIMARY KEY NOT NULL,
	"personas_id" integer NOT NULL,
	"link" text NOT NULL,
	"descripcion" text NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "modulos" (
	"id" integer PRIMARY KEY NOT NULL,
	"modulos_id" integer,
	"descripcion" text NOT NULL,
	"link" text,
	"icono" text,
	"tipo" integer NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	"estado" char(1) DEFAULT 'A' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "perfiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"negocio_id" integer,
	"descripcion" text NOT NULL,
	"tipo" integer NOT NULL,
	"estado" char(1) DEFAULT 'A' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "perfiles_modulos" (
	"perfiles_id" integer NOT NULL,
	"modulos_id" integer NOT NULL,
	"asignaciones" text NOT NULL,
	CONSTRAINT "perfiles_modulos_perfiles_id_modulos_id_pk" PRIMARY KEY("perfiles_id","modulos_id")
);
--> statement-breakpoint
CREATE TABLE "sesiones" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"usuarios_id" integer NOT NULL,
	"dominio_id" integer,
	"empresas_permitidas" integer[] NOT NULL,
	"creada_en" timestamp with time zone DEFAULT now() NOT NULL,
	"ultima_actividad" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_en" timestamp with time zone NOT NULL,
	"ip" text,
	"agente" text
);
--> statement-breakpoint
CREATE TABLE "solicitudes_clave" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuarios_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"creada_en" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_en" timestamp with time zone NOT NULL,
	"usada_en" timestamp with time zone,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "usuarios" (
	"id" serial PRIMARY KEY NOT NULL,
	"personas_id" integer NOT NULL,
	"usuario" text NOT NULL,
	"clave_hash" text NOT NULL,
	"pin_hash" text,
	"tipo" integer NOT NULL,
	"empresas_id" integer NOT NULL,
	"clave_actualizada_en" timestamp with time zone DEFAULT now() NOT NULL,
	"intentos_fallidos" integer DEFAULT 0 NOT NULL,
	"bloqueado_hasta" timestamp with time zone,
	"ultimo_ingreso" timestamp with time zone,
	"estado" char(1) DEFAULT 'A' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usuarios_perfiles" (
	"usuarios_id" integer NOT NULL,
	"perfiles_id" integer NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "usuarios_perfiles_usuarios_id_perfiles_id_pk" PRIMARY KEY("usuarios_id","perfiles_id")
);
--> statement-breakpoint
CREATE TABLE "auditoria" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"usuarios_id" integer,
	"accion" text NOT NULL,
	"tabla" text NOT NULL,
	"registro_id" text,
	"antes" jsonb,
	"despues" jsonb,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "correos_salida" (
	"id" serial PRIMARY KEY NOT NULL,
	"negocio_id" integer,
	"para" text NOT NULL,
	"asunto" text NOT NULL,
	"texto" text NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"enviado_en" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "notificaciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa" integer NOT NULL,
	"titulo" text NOT NULL,
	"texto" text NOT NULL,
	"tipo" integer NOT NULL,
	"creado_por" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ciudades" ADD CONSTRAINT "ciudades_departamentos_id_departamentos_id_fk" FOREIGN KEY ("departamentos_id") REFERENCES "public"."departamentos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departamentos" ADD CONSTRAINT "departamentos_paises_id_paises_id_fk" FOREIGN KEY ("paises_id") REFERENCES "public"."paises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dominios" ADD CONSTRAINT "dominios_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empresas" ADD CONSTRAINT "empresas_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empresas" ADD CONSTRAINT "empresas_empresas_id_empresas_id_fk" FOREIGN KEY ("empresas_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empresas" ADD CONSTRAINT "empresas_pais_id_paises_id_fk" FOREIGN KEY ("pais_id") REFERENCES "public"."paises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empresas" ADD CONSTRAINT "empresas_departamento_id_departamentos_id_fk" FOREIGN KEY ("departamento_id") REFERENCES "public"."departamentos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empresas" ADD CONSTRAINT "empresas_ciudad_id_ciudades_id_fk" FOREIGN KEY ("ciudad_id") REFERENCES "public"."ciudades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contactos" ADD CONSTRAINT "contactos_personas_id_personas_id_fk" FOREIGN KEY ("personas_id") REFERENCES "public"."personas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personas" ADD CONSTRAINT "personas_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personas" ADD CONSTRAINT "personas_empresas_id_empresas_id_fk" FOREIGN KEY ("empresas_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personas" ADD CONSTRAINT "personas_tipo_identificacion_id_tipos_identificacion_id_fk" FOREIGN KEY ("tipo_identificacion_id") REFERENCES "public"."tipos_identificacion"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accesos_directos" ADD CONSTRAINT "accesos_directos_personas_id_personas_id_fk" FOREIGN KEY ("personas_id") REFERENCES "public"."personas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modulos" ADD CONSTRAINT "modulos_modulos_id_modulos_id_fk" FOREIGN KEY ("modulos_id") REFERENCES "public"."modulos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perfiles" ADD CONSTRAINT "perfiles_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perfiles_modulos" ADD CONSTRAINT "perfiles_modulos_perfiles_id_perfiles_id_fk" FOREIGN KEY ("perfiles_id") REFERENCES "public"."perfiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perfiles_modulos" ADD CONSTRAINT "perfiles_modulos_modulos_id_modulos_id_fk" FOREIGN KEY ("modulos_id") REFERENCES "public"."modulos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sesiones" ADD CONSTRAINT "sesiones_usuarios_id_usuarios_id_fk" FOREIGN KEY ("usuarios_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitudes_clave" ADD CONSTRAINT "solicitudes_clave_usuarios_id_usuarios_id_fk" FOREIGN KEY ("usuarios_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_personas_id_personas_id_fk" FOREIGN KEY ("personas_id") REFERENCES "public"."personas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_empresas_id_empresas_id_fk" FOREIGN KEY ("empresas_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios_perfiles" ADD CONSTRAINT "usuarios_perfiles_usuarios_id_usuarios_id_fk" FOREIGN KEY ("usuarios_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios_perfiles" ADD CONSTRAINT "usuarios_perfiles_perfiles_id_perfiles_id_fk" FOREIGN KEY ("perfiles_id") REFERENCES "public"."perfiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ciudades_departamento_idx" ON "ciudades" USING btree ("departamentos_id");--> statement-breakpoint
CREATE INDEX "departamentos_pais_idx" ON "departamentos" USING btree ("paises_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dominios_host_uq" ON "dominios" USING btree ("host");--> statement-breakpoint
CREATE INDEX "empresas_padre_idx" ON "empresas" USING btree ("empresas_id");--> statement-breakpoint
CREATE INDEX "empresas_negocio_idx" ON "empresas" USING btree ("negocio_id","tipo");--> statement-breakpoint
CREATE INDEX "contactos_persona_idx" ON "contactos" USING btree ("personas_id");--> statement-breakpoint
CREATE UNIQUE INDEX "personas_negocio_identificacion_uq" ON "personas" USING btree ("negocio_id","identificacion");--> statement-breakpoint
CREATE INDEX "personas_empresa_idx" ON "personas" USING btree ("empresas_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accesos_directos_persona_link_uq" ON "accesos_directos" USING btree ("personas_id","link");--> statement-breakpoint
CREATE UNIQUE INDEX "modulos_descripcion_uq" ON "modulos" USING btree ("descripcion");--> statement-breakpoint
CREATE INDEX "modulos_padre_idx" ON "modulos" USING btree ("modulos_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sesiones_token_uq" ON "sesiones" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sesiones_usuario_idx" ON "sesiones" USING btree ("usuarios_id");--> statement-breakpoint
CREATE UNIQUE INDEX "solicitudes_clave_token_uq" ON "solicitudes_clave" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_usuario_uq" ON "usuarios" USING btree ("usuario");--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_persona_uq" ON "usuarios" USING btree ("personas_id");--> statement-breakpoint
CREATE INDEX "auditoria_tabla_idx" ON "auditoria" USING btree ("tabla","registro_id");--> statement-breakpoint
CREATE INDEX "auditoria_fecha_idx" ON "auditoria" USING btree ("fecha");--> statement-breakpoint
CREATE INDEX "notificaciones_empresa_idx" ON "notificaciones" USING btree ("empresa","creado_en");