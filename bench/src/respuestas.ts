import { envelopePaginado } from '@eds/contracts/envelope';
import { ZProductoEstacion, type TProductoEstacion } from '@eds/contracts/productos';
import { crearSerializador } from '../../apps/api/src/lib/serializador';
import { mediana, ms, tabla } from './medir';

/** A station product as a list call answers it (taxes included), to measure the answer's own cost. */
function producto(i: number): TProductoEstacion {
  return {
    id: i + 1,
    codigo: `P${String(i).padStart(5, '0')}`,
    descripcion: `PRODUCTO DE PRUEBA NUMERO ${i}`,
    tipo_producto_id: 20,
    clase_producto_id: 23,
    combustible_id: null,
    tipos_negocio: ['S', 'K'],
    categoria_id: 3,
    categoria: 'BEBIDAS',
    unidad_id: 1,
    unidad: 'UND',
    codigos_barras: [`77000000${i}`],
    stock_minimo: 10,
    stock_maximo: 100,
    imagen_url: null,
    estado: 'A',
    impuestos: [{ id: 1, codigo: 'IVA19', descripcion: 'IVA 19%', codigo_dian: '01', porcentaje_valor: '%', impuesto_valor: 19 }],
    precio: 4500 + i,
    precio_desde: '2025-01-01 06:00:00',
    existencia: 37.5,
  };
}

/**
 * The cost of writing one list answer (a page of station products) three ways: plain JSON.stringify (no contract),
 * the contract checked (production), the contract checked and compared for undeclared fields (tests, development).
 */
export async function benchRespuestas(filas: number[]): Promise<string> {
  const esquema = envelopePaginado(ZProductoEstacion);
  const validar = crearSerializador('validar')({ schema: esquema, method: 'GET', url: '/bench', httpStatus: '200' });
  const estricto = crearSerializador('estricto')({ schema: esquema, method: 'GET', url: '/bench', httpStatus: '200' });
  const resultado: (string | number)[][] = [];
  for (const n of filas) {
    const respuesta = {
      success: true,
      status: 200,
      mensaje: 'OK',
      data: Array.from({ length: n }, (_, i) => producto(i)),
      paginacion: { total: n, limite: 500, desde: 0 },
    };
    const repetir = (fn: () => unknown) => async () => {
      for (let i = 0; i < 20; i++) fn();
    };
    const plano = (await mediana(repetir(() => JSON.stringify(respuesta)))) / 20;
    const conValidar = (await mediana(repetir(() => validar(respuesta)))) / 20;
    const conEstricto = (await mediana(repetir(() => estricto(respuesta)))) / 20;
    resultado.push([n, ms(plano), ms(conValidar), ms(conEstricto), `${Math.round(JSON.stringify(respuesta).length / 1024)} KiB`]);
  }
  return tabla(['filas', 'JSON.stringify ms', 'validar ms (producción)', 'estricto ms (pruebas)', 'tamaño'], resultado);
}
