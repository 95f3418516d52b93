import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES } from '@eds/contracts/mensajes';
import { conToken, crearApp, ingresar, type AppDePrueba } from './helper';
import { crearOtroNegocio, idsDemo } from './factories';

let t: AppDePrueba;
let ids: Awaited<ReturnType<typeof idsDemo>>;
beforeAll(async () => {
  t = await crearApp();
  ids = await idsDemo(t.database);
});
afterAll(async () => t.cerrar());

const aliasDe = (lista: { alias: string }[]) => lista.map((e) => e.alias).sort();

describe('company scope by user tipo', () => {
  it('tipo 5 sees only its own station', async () => {
    const { token, data } = await ingresar(t.app, 'ADMINEDS');
    expect(data.empresasHijos).toBe('');
    const r = await conToken(t.app, token)('GET', `/api/empresa/select/all/${(data.infoDominio as { negocio_id: number }).negocio_id}`);
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toHaveLength(1);
    expect(r.json().data[0]).toMatchObject({
      idEds: ids.barranquilla,
      alias: 'EDS BARRANQUILLA CENTRO',
      ciudad: 'BARRANQUILLA',
      departamento: 'ATLÁNTICO',
    });
    expect(r.json().data[0].localizacion).toEqual({ lat: 10.9878, lng: -74.7889 });
  });

  it('tipo 3 sees its regional and every station of the business', async () => {
    const { token, data } = await ingresar(t.app, 'ZONAL');
    const r = await conToken(t.app, token)('GET', `/api/empresa/select/all/${(data.infoDominio as { negocio_id: number }).negocio_id}`);
    expect(r.json().data).toHaveLength(8);
    const hijos = await conToken(t.app, token)('GET', `/api/empresa/node/${ids.caribe}/0`);
    expect(aliasDe(hijos.json().data)).toEqual(['EDS BARRANQUILLA CENTRO', 'EDS CARTAGENA BOCAGRANDE', 'EDS SANTA MARTA RODADERO']);
  });

  it('tipo 1 at the root sees the whole tree', async () => {
    const { token, data } = await ingresar(t.app, 'SUPERADMIN');
    const req = conToken(t.app, token);
    const regionales = await req('GET', `/api/empresa/node/${data.empresas_id}/0`);
    expect(aliasDe(regionales.json().data)).toEqual(['REGIONAL ANDINA', 'REGIONAL CARIBE', 'REGIONAL PACIFICO']);
    const padres = await req('GET', `/api/empresa/node/${ids.bogota}/1`);
    expect(padres.json().data.map((e: { alias: string }) => e.alias)).toEqual(['REGIONAL ANDINA', 'COMBUSTIBLES ANDINOS']);
    const hijos = await req('GET', `/api/empresa/obtener-hijo/dominio_id/${ids.raiz}`);
    expect(hijos.statusCode).toBe(200);
    expect(hijos.json().hijos).toHaveLength(11);
  });
});

describe('no company data across the fence', () => {
  it("a station user cannot read a sibling station's, its parent's or another business's companies", async () => {
    const otro = await crearOtroNegocio(t.database);
    const { token } = await ingresar(t.app, 'ADMINEDS');
    const req = conToken(t.app, token);
    for (const url of [
      `/api/empresa/node/${ids.cartagena}/0`,
      `/api/empresa/node/${ids.caribe}/0`,
      `/api/empresa/node/${otro.estacionId}/1`,
      `/api/empresa/obtener-hijo/dominio_id/${ids.raiz}`,
      `/api/empresa/obtener-hijo/dominio_id/${otro.raizId}`,
      `/api/empresa/select/all/${otro.negocioId}`,
    ]) {
      const r = await req('GET', url);
      expect(r.statusCode, url).toBe(403);
      expect(r.json().mensaje).toBe(MENSAJES.empresaFueraDeAlcance);
    }
  });

  it("the other business's administrator sees nothing of the demo business", async () => {
    const otro = await crearOtroNegocio(t.database, { host: 'cerca.example.co' });
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/v1/signin/',
      payload: { user: otro.usuario, pass: otro.clave },
      headers: { host: 'cerca.example.co' },
    });
    const token = r.json().data.token;
    const req = conToken(t.app, token);
    expect((await req('GET', `/api/empresa/node/${ids.raiz}/0`)).statusCode).toBe(403);
    const propias = await req('GET', `/api/empresa/select/all/${otro.negocioId}`);
    expect(propias.json().data.map((e: { idEds: number }) => e.idEds)).toEqual([otro.estacionId]);
  });

  it('rejects malformed ids with 400', async () => {
    const { token } = await ingresar(t.app, 'SUPERADMIN');
    const req = conToken(t.app, token);
    expect((await req('GET', '/api/empresa/node/1;DROP TABLE empresas/0')).statusCode).toBe(400);
    expect((await req('GET', '/api/empresa/node/1/2')).statusCode).toBe(400);
    expect((await req('GET', '/api/empresa/node/-1/0')).statusCode).toBe(400);
    expect((await req('GET', '/api/empresa/select/all/abc')).statusCode).toBe(400);
  });
});
