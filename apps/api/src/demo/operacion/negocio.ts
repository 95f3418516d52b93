import { sql } from 'drizzle-orm';
import { TIPO_EMPRESA } from '@eds/contracts/constantes';
import { fila, type Conn } from '../../db/client';
import { crearEmpresa, ESTACIONES_DEMO } from '../sembrar';

/**
 * A new business for generated volumes (never the demo business): a root company, one regional per 25
 * stations and `estaciones` stations spread over the demo cities.
 */
export async function crearNegocioGenerado(
  conn: Conn,
  nombre: string,
  estaciones: number,
): Promise<{ negocioId: number; empresas: number[] }> {
  const negocio = await fila<{ id: number }>(
    conn,
    sql`INSERT INTO negocios (nombre, nit) VALUES (${nombre}, ${String(800_000_000 + (Date.now() % 99_999_999))}) RETURNING id`,
  );
  const negocioId = negocio!.id;
  const base = ESTACIONES_DEMO[0];
  const raiz = await crearEmpresa(
    conn,
    negocioId,
    null,
    TIPO_EMPRESA.NEGOCIO,
    nombre.slice(0, 30),
    nombre,
    base.ciudad,
    base.departamento,
    base.lat,
    base.lng,
    base.direccion,
  );
  const empresas: number[] = [];
  let regional = raiz;
  for (let i = 0; i < estaciones; i++) {
    const lugar = ESTACIONES_DEMO[i % ESTACIONES_DEMO.length];
    if (i % 25 === 0) {
      const n = i / 25 + 1;
      regional = await crearEmpresa(
        conn,
        negocioId,
        raiz,
        TIPO_EMPRESA.REGIONAL,
        `REGIONAL ${n}`,
        `REGIONAL ${n}`,
        lugar.ciudad,
        lugar.departamento,
        lugar.lat,
        lugar.lng,
        lugar.direccion,
      );
    }
    empresas.push(
      await crearEmpresa(
        conn,
        negocioId,
        regional,
        TIPO_EMPRESA.EDS,
        `EDS ${i + 1}`,
        `ESTACION DE SERVICIO ${i + 1}`,
        lugar.ciudad,
        lugar.departamento,
        lugar.lat,
        lugar.lng,
        lugar.direccion,
      ),
    );
  }
  return { negocioId, empresas };
}
