import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conToken, crearApp, ingresar, type AppDePrueba } from './helper';

let t: AppDePrueba;
let req: ReturnType<typeof conToken>;
beforeAll(async () => {
  t = await crearApp();
  req = conToken(t.app, (await ingresar(t.app, 'CONSULTA')).token);
});
afterAll(async () => t.cerrar());

describe('location catalogue', () => {
  it('lists the countries with Colombia', async () => {
    const r = await req('GET', '/api/v1/staticValue/country');
    expect(r.statusCode).toBe(200);
    const paises = r.json().result as { id_paises: number; nombre_pais: string }[];
    expect(paises.length).toBeGreaterThan(240);
    expect(paises).toContainEqual({ id_paises: 170, nombre_pais: 'COLOMBIA' });
  });

  it("lists Colombia's 33 departments and each department's municipalities", async () => {
    const deps = (await req('GET', '/api/v1/staticValue/state/170')).json().result as {
      id_departamento: number;
      nombre_departamento: string;
    }[];
    expect(deps).toHaveLength(33);
    expect(deps).toContainEqual({ id_departamento: 5, nombre_departamento: 'ANTIOQUIA' });
    const ciudades = (await req('GET', '/api/v1/staticValue/city/5')).json().result as {
      id_provincia: number;
      nombre_departamento: string;
    }[];
    expect(ciudades).toHaveLength(125);
    expect(ciudades).toContainEqual({ id_provincia: 5001, nombre_departamento: 'MEDELLÍN' });
    const bogota = (await req('GET', '/api/v1/staticValue/city/11')).json().result;
    expect(bogota).toHaveLength(1);
  });

  it('answers an empty list for a country without departments', async () => {
    const r = await req('GET', '/api/v1/staticValue/state/218');
    expect(r.statusCode).toBe(200);
    expect(r.json().result).toEqual([]);
  });

  it('requires a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/staticValue/country' })).statusCode).toBe(401);
  });
});
