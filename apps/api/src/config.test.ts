import { describe, expect, it } from 'vitest';
import { CLAVE_CERTIFICADOS_DESARROLLO, loadConfig, problemaDeArranque } from './config';

/** Unit: the start is refused with the development signing-key passphrase where real keys live (decision 061). */

const PG = 'postgres://eds:secreto@db.internal:5432/eds';
const problema = (env: Record<string, string | undefined>, nodeEnv?: string) => problemaDeArranque(loadConfig(env), nodeEnv);

describe('the signing-key passphrase at start', () => {
  it('refuses the development value with FE_PROVEEDOR=dian, on any database, naming the variable', () => {
    for (const env of [{ FE_PROVEEDOR: 'dian' }, { FE_PROVEEDOR: 'dian', DATABASE_URL: PG }]) {
      for (const clave of [{}, { FE_CLAVE_CERTIFICADOS: CLAVE_CERTIFICADOS_DESARROLLO }, { FE_CLAVE_CERTIFICADOS: '' }]) {
        const r = problema({ ...env, ...clave });
        expect(r && 'error' in r && r.error).toMatch(/^FE_CLAVE_CERTIFICADOS .*FE_PROVEEDOR=dian/);
      }
    }
  });

  it('refuses it in production on PostgreSQL', () => {
    const r = problema({ DATABASE_URL: PG }, 'production');
    expect(r && 'error' in r && r.error).toMatch(/^FE_CLAVE_CERTIFICADOS .*NODE_ENV=production with DATABASE_URL/);
  });

  it('only warns in production on the embedded database (npm start, demos), and says nothing in development', () => {
    expect(problema({}, 'production')).toEqual({ aviso: expect.stringContaining('FE_CLAVE_CERTIFICADOS') });
    expect(problema({})).toBeNull();
    expect(problema({ DATABASE_URL: PG })).toBeNull();
    expect(problema({ DATABASE_URL: PG }, 'development')).toBeNull();
  });

  it('starts with a passphrase of its own everywhere', () => {
    const propia = { FE_CLAVE_CERTIFICADOS: 'una-frase-larga-y-aleatoria-de-la-operacion' };
    expect(problema({ ...propia, FE_PROVEEDOR: 'dian', DATABASE_URL: PG }, 'production')).toBeNull();
    expect(problema({ ...propia, DATABASE_URL: PG }, 'production')).toBeNull();
    expect(problema(propia, 'production')).toBeNull();
  });
});
