/** Business constants of the specification (document 1 §9, document 2 §9). */
export const VERSION_APP = '11.0.4';
export const APLICACION_ID = 'CENTURY_APP';

export const TIPOS_DOMINIO = ['DATAGAS', 'TERPEL', 'FUELLY'] as const;
export type TipoDominio = (typeof TIPOS_DOMINIO)[number];

/** User types: 1 to 4 are higher-level users, 5 is a single station. */
export const TIPOS_USUARIO = [1, 2, 3, 4, 5] as const;
export type TipoUsuario = (typeof TIPOS_USUARIO)[number];

/** Company types of the company tree. */
export const TIPO_EMPRESA = {
  NEGOCIO: 1,
  REGIONAL: 2,
  EDS: 3,
  CDL: 4,
  KIOSCO: 5,
  CANASTILLA: 6,
} as const;

/** Profiles that get the automatic contingency-invoice check (document 1 §6). */
export const PERFILES_CONTINGENCIA = [
  'ADMINISTRADOR DE EDS BETA 3',
  'ADMINISTRADOR DE ESTACION',
  'SUPERADMINISTRADOR LAZO',
  'ADMINISTRADOR DE EDS BETA 4',
] as const;

export const PERFILES_ADMIN_ESTACION = [
  'ADMINISTRADOR DE ESTACION',
  'ADMINISTRADOR ESTACION',
  'ADMINISTRADOR DE EDS BETA 3',
  'ADMINISTRADOR DE EDS BETA 4',
] as const;

export const GENEROS = ['MASCULINO', 'FEMENINO', 'OTRO'] as const;
export const TIPOS_SANGRE = ['O+', 'B+', 'A+', 'AB-', 'B-', 'O-', 'A-', 'AB+'] as const;

/** Contact kinds of a person. */
export const TIPO_CONTACTO = { TELEFONO: 1, CORREO: 2, DIRECCION: 3 } as const;

/**
 * Permission letters carried by `asignaciones`: R read, C create, U update (and the A/I switch), D delete,
 * E export, A approve, N annul, X execute (reaches devices or other systems).
 */
export const LETRAS_PERMISO = ['R', 'C', 'U', 'D', 'E', 'A', 'N', 'X'] as const;
export type LetraPermiso = (typeof LETRAS_PERMISO)[number];

export const PIN_MAXIMO = 4;
export const TELEFONO_MIN = 7;
export const TELEFONO_MAX = 10;
export const DIRECCION_MIN = 3;
/** Shortest password accepted (OWASP ASVS: at least 8; the server also refuses common passwords). */
export const CLAVE_MIN = 8;
export const CLAVE_MAX = 200;

/** Delays and polling (document 1 §9). */
export const TIEMPOS = {
  sondeoMs: 600_000,
  toastMs: 8_000,
  redireccionSesionMs: 3_000,
  redireccionSesionCortaMs: 2_000,
  inicioTourMs: 1_000,
  recargaTrasLoginMs: 200,
  animacionArrastreMs: 350,
} as const;

export const ANCHO_PANTALLA_CORTE = 720;
export const MAX_RECIENTES = 4;
