import { DOMParser } from '@xmldom/xmldom';
import { beforeAll, describe, expect, it } from 'vitest';
import { abrirCertificado, certificadoAutofirmado, type CertificadoGuardado } from '../src/services/facturacion/certificado';
import { DIAN_URL, ProveedorDianSoap, leerRangos } from '../src/services/facturacion/dian-soap';
import { ProveedorNoDisponible, type RangoNumeracion } from '../src/services/facturacion/proveedor';
import { SimuladorDian } from '../src/services/facturacion/simulador';

/** GetNumberingRange on both providers: the simulator answers its configured ranges; the SOAP adapter asks DIAN. */
const FRASE = 'frase-de-prueba-rangos';
let cert: CertificadoGuardado;

const RANGO: RangoNumeracion = {
  numero: '18760000001',
  fechaResolucion: '2026-01-19',
  prefijo: 'SETP',
  desde: 990000000,
  hasta: 995000000,
  fechaInicio: '2026-01-19',
  fechaFin: '2028-01-19',
  claveTecnica: 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c',
};

beforeAll(async () => {
  cert = await certificadoAutofirmado('EMPRESA DE PRUEBA', '900373115', FRASE);
});

describe('rangos de numeración (GetNumberingRange)', () => {
  it('the simulator answers the ranges configured for the NIT and software, and none for others', async () => {
    const consultas: [string, string][] = [];
    const s = new SimuladorDian({
      claveTecnica: async () => undefined,
      pinSoftware: async () => undefined,
      rangosNumeracion: async (nit, software) => {
        consultas.push([nit, software]);
        return nit === '900373115' ? [RANGO] : [];
      },
    });
    expect(await s.rangosNumeracion('900373115', 'sw-1')).toEqual([RANGO]);
    expect(await s.rangosNumeracion('800199436', 'sw-1')).toEqual([]);
    expect(consultas).toEqual([
      ['900373115', 'sw-1'],
      ['800199436', 'sw-1'],
    ]);
    const sinRangos = new SimuladorDian({ claveTecnica: async () => undefined, pinSoftware: async () => undefined });
    expect(await sinRangos.rangosNumeracion('900373115', 'sw-1')).toEqual([]);
  });

  it('the SOAP adapter sends GetNumberingRange signed and reads NumberRangeResponseList', async () => {
    const llamadas: { accion: string; sobre: string }[] = [];
    const respuesta =
      '<s:Envelope xmlns:s="http://www.w3.org/2003/05/soap-envelope"><s:Body><GetNumberingRangeResponse xmlns="http://wcf.dian.colombia">' +
      '<GetNumberingRangeResult xmlns:b="http://schemas.datacontract.org/2004/07/NumberRangeResponseList">' +
      '<b:OperationCode>100</b:OperationCode><b:OperationDescription>Acción completada OK.</b:OperationDescription><b:ResponseList>' +
      '<c:NumberRangeResponse xmlns:c="http://schemas.datacontract.org/2004/07/NumberRangeResponse">' +
      `<c:ResolutionNumber>${RANGO.numero}</c:ResolutionNumber><c:ResolutionDate>${RANGO.fechaResolucion}</c:ResolutionDate><c:Prefix>SETP</c:Prefix>` +
      '<c:FromNumber>990000000</c:FromNumber><c:ToNumber>995000000</c:ToNumber><c:ValidDateFrom>2026-01-19</c:ValidDateFrom>' +
      `<c:ValidDateTo>2028-01-19</c:ValidDateTo><c:TechnicalKey>${RANGO.claveTecnica}</c:TechnicalKey></c:NumberRangeResponse>` +
      '</b:ResponseList></GetNumberingRangeResult></GetNumberingRangeResponse></s:Body></s:Envelope>';
    const p = new ProveedorDianSoap(
      async () => ({ url: DIAN_URL[2], clave: abrirCertificado(cert, FRASE) }),
      async (_url, accion, sobre) => {
        llamadas.push({ accion, sobre });
        return respuesta;
      },
    );
    expect(await p.rangosNumeracion('900373115', 'sw-1', 1)).toEqual([RANGO]);
    expect(llamadas[0].accion).toBe('http://wcf.dian.colombia/IWcfDianCustomerServices/GetNumberingRange');
    const x = new DOMParser().parseFromString(llamadas[0].sobre, 'text/xml');
    const texto = (n: string) => x.getElementsByTagNameNS('http://wcf.dian.colombia', n).item(0)?.textContent;
    expect([texto('accountCode'), texto('accountCodeT'), texto('softwareCode')]).toEqual(['900373115', '900373115', 'sw-1']);
    expect(x.getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'Signature').length).toBe(1);
  });

  it('reads an answer without ranges as none, and a fault as the provider being unavailable', () => {
    const sin =
      '<s:Envelope xmlns:s="http://www.w3.org/2003/05/soap-envelope"><s:Body><GetNumberingRangeResponse xmlns="http://wcf.dian.colombia">' +
      '<GetNumberingRangeResult><OperationCode>301</OperationCode><OperationDescription>No se encontraron rangos</OperationDescription>' +
      '</GetNumberingRangeResult></GetNumberingRangeResponse></s:Body></s:Envelope>';
    expect(leerRangos(sin)).toEqual([]);
    const falla =
      '<s:Envelope xmlns:s="http://www.w3.org/2003/05/soap-envelope"><s:Body><s:Fault><s:Reason><s:Text>Error</s:Text></s:Reason></s:Fault></s:Body></s:Envelope>';
    expect(() => leerRangos(falla)).toThrow(ProveedorNoDisponible);
  });
});
