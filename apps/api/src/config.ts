import { z } from 'zod';

/** The development passphrase of the signing keys: public in this repository, so never for real keys. */
export const CLAVE_CERTIFICADOS_DESARROLLO = 'clave-certificados-de-desarrollo';

const booleano = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

const ZConfig = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  DB_POOL_MAX: z.coerce.number().int().positive().default(10),
  /**
   * A read replica (PostgreSQL streaming standby) for the report engine's queries (POST /api/reportes/v1/{report}); its
   * pool has DB_POOL_MAX connections. Unset: reports read the primary. Only with DATABASE_URL (docs/scaling.md).
   */
  READ_DATABASE_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Minutes without activity after which a session expires. */
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(120),
  /** Hours after sign-in after which a session expires whatever the activity. */
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().positive().default(12),
  /**
   * Failed sign-ins of one user name (whether it exists or not, from any address) before it is locked for
   * LOGIN_LOCK_MINUTES. Counted in PostgreSQL, so every instance sees the same count.
   */
  LOGIN_MAX_ATTEMPTS: z.coerce.number().int().positive().default(5),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().positive().default(15),
  /** Requests per minute and address on the sign-in and password-reset calls (counted in PostgreSQL). */
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  /** Requests per minute and address on every other call (a flood guard counted by each instance). */
  RATE_LIMIT: z.coerce.number().int().positive().default(1200),
  /**
   * Addresses (or CIDR ranges, comma-separated) of the reverse proxies whose X-Forwarded-For, -Host and -Proto are
   * believed. Empty (the default): no proxy is trusted and the client's address is the connection's.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[0-9A-Fa-f.:]+(\/\d{1,3})?$|^(loopback|linklocal|uniquelocal)$/))),
  /** Days after which a password expires and a new one is asked for at sign-in (the expired_pass flow); 0 = never. */
  PASSWORD_MAX_AGE_DAYS: z.coerce.number().int().nonnegative().default(180),
  PASSWORD_RESET_MINUTES: z.coerce.number().int().positive().default(60),
  /** Password-reset mails one user may be sent per hour (further requests answer the same and send nothing). */
  PASSWORD_RESET_PER_HOUR: z.coerce.number().int().positive().default(3),
  SMTP_URL: z.string().optional(),
  /**
   * Folder where mail is written as .eml files instead of being sent through SMTP (development and end-to-end
   * tests: the reset link can be read from the file). Ignored when SMTP_URL is set.
   */
  MAIL_DIR: z.string().optional(),
  MAIL_FROM: z.string().default('Back office EDS <no-responder@localhost>'),
  /** Seconds between passes of the mail worker; 0 = no timer (tests run a pass with app.enviarCorreos()). */
  MAIL_POLL_SECONDS: z.coerce.number().int().nonnegative().default(5),
  /** DIAN electronic invoicing: the provider (simulador: the built-in DIAN simulator; dian: DIAN's SOAP services). */
  FE_PROVEEDOR: z.enum(['simulador', 'dian']).default('simulador'),
  /** Seconds between passes of the electronic-invoice sender; 0 = no timer (tests run a pass with app.enviarFacturasElectronicas()). */
  FE_POLL_SECONDS: z.coerce.number().int().nonnegative().default(5),
  /** Seconds between passes of the automatic shift close; 0 = no timer (tests run a pass with app.cierresAutomaticos.ejecutar()). */
  CIERRE_AUTOMATICO_SEGUNDOS: z.coerce.number().int().nonnegative().default(60),
  /**
   * Passphrase that encrypts the businesses' signing keys at rest (PKCS#8, AES-256-CBC). Set it in production: the
   * server refuses to start with the development value where real keys live (problemaDeArranque).
   */
  FE_CLAVE_CERTIFICADOS: z.string().min(8).default(CLAVE_CERTIFICADOS_DESARROLLO),
  /** DIAN's web service address; by default the test (habilitación) or production one after the business's environment. */
  DIAN_WS_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Folder of the OASIS UBL 2.1 schemas (xsd/); by default shared/ubl-2.1/xsd beside the checkout. */
  UBL_XSD_DIR: z.string().optional(),
  /** Days sent mail, used or expired reset requests are kept before the housekeeping job deletes them. */
  RETENTION_DAYS: z.coerce.number().int().positive().default(30),
  /**
   * Public address of the app (scheme, host and port: https://eds.example.com), used in links sent by mail. Without
   * it a link goes to https:// and the host configured for the user's domain; never to a host a request names.
   */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * Extra origins the web app may call (comma-separated), when a service of lib/servicios.ts is built to point at
   * another origin (VITE_SERVICIO_*). The app's own origin is always allowed.
   */
  CSP_CONNECT_SRC: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^(https?|wss?)$/ }))),
  /** Host whose domain configuration a local host (localhost, 127.0.0.1) uses when it has none of its own. */
  LOCAL_DOMAIN_HOST: z.string().optional(),
  SEED_DEMO: booleano.default(true),
  /** Days of POS operations generated for the demo business on an empty database. */
  SEED_DEMO_DIAS: z.coerce.number().int().min(0).max(3650).default(90),
  /**
   * Sales volume of the demo stations relative to a busy urban station (1 ≈ 300 fuel sales a day). The first
   * start seeds on PGlite inside one transaction; about a third of that volume keeps it well under two minutes.
   */
  SEED_DEMO_ESCALA: z.coerce.number().positive().max(10).default(0.35),
  /** Folder of the built web app; served at / when it exists. */
  WEB_DIST: z.string().optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  /**
   * How answers are checked against their contracts: estricto (nothing undeclared may pass; the default outside
   * production) or validar (undeclared fields are dropped; the default with NODE_ENV=production). See decision 013.
   */
  RESPONSE_CHECK: z.enum(['estricto', 'validar']).optional(),
  /** Bearer token of GET /api/metrics (Prometheus); unset, the endpoint does not exist (docs/operations.md). */
  METRICS_TOKEN: z.string().min(16).optional(),
});

export type Config = z.infer<typeof ZConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const limpio = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  return { ...ZConfig.parse(limpio), ...overrides };
}

/**
 * What stops the server from starting, or warns, before anything opens (decision 061). The signing keys' passphrase
 * may not be the development value (printed in this repository) where real keys live: with FE_PROVEEDOR=dian (the
 * keys sign calls to DIAN), or with NODE_ENV=production on PostgreSQL (DATABASE_URL: a production database). On the
 * embedded database a production NODE_ENV alone only warns, so `npm start`, demos and the benches keep working.
 * English: these are operators' log lines, not user-facing text.
 */
export function problemaDeArranque(
  config: Pick<Config, 'FE_CLAVE_CERTIFICADOS' | 'FE_PROVEEDOR' | 'DATABASE_URL'>,
  nodeEnv: string | undefined,
): { error: string } | { aviso: string } | null {
  if (config.FE_CLAVE_CERTIFICADOS !== CLAVE_CERTIFICADOS_DESARROLLO) return null;
  const produccion = nodeEnv === 'production';
  if (config.FE_PROVEEDOR === 'dian' || (produccion && config.DATABASE_URL)) {
    const motivo = config.FE_PROVEEDOR === 'dian' ? 'FE_PROVEEDOR=dian' : 'NODE_ENV=production with DATABASE_URL';
    return {
      error:
        `FE_CLAVE_CERTIFICADOS is unset or holds the development value, which may not encrypt real signing keys (${motivo}). ` +
        'Set FE_CLAVE_CERTIFICADOS to a long random passphrase of your own (docs/operations.md) and start again.',
    };
  }
  if (produccion) {
    return { aviso: 'FE_CLAVE_CERTIFICADOS holds the development value: acceptable on the embedded database only, never for real keys.' };
  }
  return null;
}
