import { useMemo } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZRestriccionForm, type TRestriccion } from '@eds/contracts/cupos';
import { PantallaCatalogo } from '../../../components/catalogo/pantalla-catalogo';
import { CampoInterruptor } from '../../../components/formulario/campo-interruptor';
import { CampoNumero } from '../../../components/formulario/campo-numero';
import { CampoSeleccionMultiple } from '../../../components/formulario/campo-seleccion-multiple';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { useUsuario } from '../../../lib/sesion';
import { useEstacionesDelAlcance } from '../../../lib/estaciones-alcance';
import { apiRestricciones } from '../api/cupos';

const DIAS = [1, 2, 3, 4, 5, 6, 7] as const;

function CampoEstaciones() {
  const empresas = useEstacionesDelAlcance(useUsuario().infoDominio.negocio_id);
  return (
    <CampoSeleccionMultiple<FieldValues>
      nombre="estaciones"
      etiqueta="cupos.restricciones.estaciones"
      opciones={(empresas.data ?? []).map((e) => ({ valor: e.idEds, texto: e.alias }))}
      cargando={empresas.isPending}
      ayuda="cupos.restricciones.ayudaVacio"
    />
  );
}

/**
 * Restricciones de consumo (SCREENS.md G19, `/configuracion/gestion_restricciones_cf`): for a fleet or a vehicle, the
 * products, stations, days and hours, gallons per fill, fills per day, money per month and an increasing odometer the
 * pump's check (`POST cupos/validar`) enforces. Empty lists and limits restrict nothing.
 */
export function RestriccionesScreen() {
  const { t } = useTranslation();
  const columnas = useMemo<ColumnaTabla<TRestriccion>[]>(
    () => [
      { clave: 'max_galones_tanqueo', etiqueta: 'cupos.restricciones.maxGalones', tipo: 'numero', decimales: 3 },
      { clave: 'max_tanqueos_dia', etiqueta: 'cupos.restricciones.maxTanqueos', tipo: 'numero', decimales: 0 },
      { clave: 'max_valor_mes', etiqueta: 'cupos.restricciones.maxValorMes', tipo: 'dinero' },
      {
        clave: 'dias',
        etiqueta: 'cupos.restricciones.dias',
        valor: (f) => f.dias.map((d) => t(`cupos.restricciones.diasSemana.${d}`)).join(', '),
      },
    ],
    [t],
  );
  const dias = DIAS.map((d) => ({ valor: d, texto: t(`cupos.restricciones.diasSemana.${d}`) }));
  return (
    <PantallaCatalogo<TRestriccion>
      titulo="cupos.restricciones.titulo"
      entidad="cupos.restricciones.entidad"
      nombreArchivo="restricciones_consumo"
      api={apiRestricciones}
      columnas={columnas}
      etiquetas={{ codigo: 'cupos.campos.destino', descripcion: 'cupos.campos.cliente' }}
      sinCamposBase
      esquema={ZRestriccionForm}
      valores={(f) => ({
        flota_id: f?.flota_id ?? null,
        vehiculo_id: f?.vehiculo_id ?? null,
        productos: f?.productos ?? [],
        estaciones: f?.estaciones ?? [],
        dias: f?.dias ?? [],
        hora_desde: f?.hora_desde ?? null,
        hora_hasta: f?.hora_hasta ?? null,
        max_galones_tanqueo: f?.max_galones_tanqueo ?? null,
        max_tanqueos_dia: f?.max_tanqueos_dia ?? null,
        max_valor_mes: f?.max_valor_mes ?? null,
        kilometraje_creciente: f?.kilometraje_creciente ?? false,
      })}
      campos={
        <>
          <CampoNumero<FieldValues> nombre="flota_id" etiqueta="cupos.campos.flotaId" entero ayuda="cupos.restricciones.ayudaDestino" />
          <CampoNumero<FieldValues> nombre="vehiculo_id" etiqueta="cupos.campos.vehiculoId" entero />
          <CampoEstaciones />
          <CampoSeleccionMultiple<FieldValues> nombre="dias" etiqueta="cupos.restricciones.dias" opciones={dias} />
          <CampoNumero<FieldValues> nombre="hora_desde" etiqueta="cupos.restricciones.horaDesde" entero />
          <CampoNumero<FieldValues> nombre="hora_hasta" etiqueta="cupos.restricciones.horaHasta" entero />
          <CampoNumero<FieldValues> nombre="max_galones_tanqueo" etiqueta="cupos.restricciones.maxGalones" />
          <CampoNumero<FieldValues> nombre="max_tanqueos_dia" etiqueta="cupos.restricciones.maxTanqueos" entero />
          <CampoNumero<FieldValues> nombre="max_valor_mes" etiqueta="cupos.restricciones.maxValorMes" />
          <CampoInterruptor<FieldValues> nombre="kilometraje_creciente" etiqueta="cupos.restricciones.kilometraje" />
        </>
      }
    />
  );
}
