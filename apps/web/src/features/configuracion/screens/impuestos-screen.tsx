import { useMemo } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CODIGOS_DIAN_IMPUESTO, NOMBRE_CODIGO_DIAN_IMPUESTO, ZImpuestoForm, type TImpuesto } from '@eds/contracts/configuracion/impuestos';
import { PantallaCatalogo } from '../../../components/catalogo/pantalla-catalogo';
import { CampoFecha } from '../../../components/formulario/campo-fecha';
import { CampoInterruptor } from '../../../components/formulario/campo-interruptor';
import { CampoNumero } from '../../../components/formulario/campo-numero';
import { CampoSeleccion } from '../../../components/formulario/campo-seleccion';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { apiImpuestos } from '../api/catalogos-g11';
import '../lib/mensajes-catalogos';

const COLUMNAS: ColumnaTabla<TImpuesto>[] = [
  { clave: 'codigo_dian', etiqueta: 'catalogos.impuestos.codigoDian', ordenable: true, ancho: 120 },
  { clave: 'porcentaje_valor', etiqueta: 'catalogos.impuestos.tipo', ancho: 90 },
  { clave: 'impuesto_valor', etiqueta: 'catalogos.impuestos.valor', tipo: 'numero', decimales: 4, ordenable: true, ancho: 120 },
  { clave: 'vigente_desde', etiqueta: 'catalogos.impuestos.vigenteDesde', tipo: 'fecha', ordenable: true, ancho: 140 },
  { clave: 'versiones', etiqueta: 'catalogos.impuestos.versiones', tipo: 'numero', decimales: 0, ancho: 100 },
];

/**
 * Impuestos (SCREENS.md G11, `/configuracion/gestion_impuestos`): one row per tax at its latest rate. Saving a new
 * rate with a later Vigente desde writes a new version; sales already made keep the rate of their day.
 */
export function ImpuestosScreen() {
  const { t } = useTranslation();
  const dian = CODIGOS_DIAN_IMPUESTO.map((v) => ({ valor: v, texto: `${v} ${NOMBRE_CODIGO_DIAN_IMPUESTO[v]}` }));
  const tipos = useMemo(
    () => [
      { valor: '%', texto: t('catalogos.impuestos.porcentaje') },
      { valor: '$', texto: t('catalogos.impuestos.valorFijo') },
    ],
    [t],
  );
  return (
    <PantallaCatalogo<TImpuesto>
      titulo="catalogos.impuestos.titulo"
      entidad="catalogos.impuestos.entidad"
      nombreArchivo="impuestos"
      api={apiImpuestos}
      columnas={COLUMNAS}
      esquema={ZImpuestoForm}
      valores={(f) => ({
        codigo_dian: f?.codigo_dian ?? null,
        porcentaje_valor: f?.porcentaje_valor ?? '%',
        impuesto_valor: f?.impuesto_valor ?? null,
        incluido_precio: f?.incluido_precio ?? true,
        vigente_desde: f?.vigente_desde ?? null,
      })}
      campos={
        <>
          <CampoSeleccion<FieldValues> nombre="codigo_dian" etiqueta="catalogos.impuestos.codigoDian" opciones={dian} requerido />
          <CampoSeleccion<FieldValues> nombre="porcentaje_valor" etiqueta="catalogos.impuestos.tipo" opciones={tipos} requerido />
          <CampoNumero<FieldValues> nombre="impuesto_valor" etiqueta="catalogos.impuestos.valor" requerido />
          <CampoInterruptor<FieldValues> nombre="incluido_precio" etiqueta="catalogos.impuestos.incluido" />
          <CampoFecha<FieldValues>
            nombre="vigente_desde"
            etiqueta="catalogos.impuestos.vigenteDesde"
            requerido
            ayuda="catalogos.impuestos.ayudaVersion"
          />
        </>
      }
    />
  );
}
