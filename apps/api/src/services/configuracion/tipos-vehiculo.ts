import { sql } from 'drizzle-orm';
import type { CAMPOS_ORDEN_TIPO_VEHICULO, TTipoVehiculo, TTipoVehiculoGuardar } from '@eds/contracts/configuracion/tipos-vehiculo';
import { catalogoSimple } from './catalogo-simple';

/** Vehicle types of a business (SCREENS.md G11): fuels taken and tank capacity. Vehicles name their type by code. */
export const tiposVehiculo = catalogoSimple<TTipoVehiculo, TTipoVehiculoGuardar, (typeof CAMPOS_ORDEN_TIPO_VEHICULO)[number]>({
  tabla: 'tipos_vehiculo',
  columnas: sql`c.combustibles::int[] AS combustibles, c.capacidad_tanque::float8 AS capacidad_tanque`,
  enUso: sql`EXISTS (SELECT 1 FROM vehiculos v WHERE v.negocio_id = c.negocio_id AND v.tipo_vehiculo = c.codigo)`,
  orden: { codigo: sql`c.codigo`, descripcion: sql`c.descripcion`, estado: sql`c.estado`, capacidad_tanque: sql`c.capacidad_tanque` },
  buscarEn: [],
  valores: (d) => ({
    codigo: d.codigo,
    descripcion: d.descripcion,
    combustibles: sql`${`{${d.combustibles.join(',')}}`}::smallint[]`,
    capacidad_tanque: d.capacidad_tanque,
  }),
  opcion: { columnas: sql`c.id, c.codigo, c.descripcion, c.capacidad_tanque::float8 AS capacidad_tanque` },
});
