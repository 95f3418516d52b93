import { useMemo } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CODIGOS_DIAN_MEDIO_PAGO, ZMedioPagoForm, type TMedioPago } from '@eds/contracts/configuracion/medios-pago';
import { CATEGORIAS_CONCILIACION, TIPOS_MEDIO_PAGO } from '@eds/contracts/operacion';
import { PantallaCatalogo } from '../../../components/catalogo/pantalla-catalogo';
import { CampoInterruptor } from '../../../components/formulario/campo-interruptor';
import { CampoSeleccion } from '../../../components/formulario/campo-seleccion';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { apiMediosPago } from '../api/catalogos-g11';
import '../lib/mensajes-catalogos';
import { opcionesDe } from '../lib/opciones';

const INTERRUPTORES = [
  ['requiere_datafono', 'catalogos.mediosPago.datafono'],
  ['requiere_cliente', 'catalogos.mediosPago.cliente'],
  ['da_cambio', 'catalogos.mediosPago.daCambio'],
] as const;

/** Medios de pago (SCREENS.md G11, `/configuracion/gestion_medios_pagos`); EFECTIVO stays active. */
export function MediosPagoScreen() {
  const { t } = useTranslation();
  const columnas = useMemo<ColumnaTabla<TMedioPago>[]>(() => {
    const siNo = (v: boolean) => t(v ? 'catalogos.si' : 'catalogos.no');
    return [
      { clave: 'tipo', etiqueta: 'catalogos.mediosPago.tipo', ordenable: true },
      { clave: 'codigo_dian', etiqueta: 'catalogos.mediosPago.codigoDian', ordenable: true, ancho: 120 },
      { clave: 'categoria_conciliacion', etiqueta: 'catalogos.mediosPago.categoria', ordenable: true },
      { clave: 'requiere_datafono', etiqueta: 'catalogos.mediosPago.datafono', valor: (f) => siNo(f.requiere_datafono) },
      { clave: 'da_cambio', etiqueta: 'catalogos.mediosPago.daCambio', valor: (f) => siNo(f.da_cambio) },
    ];
  }, [t]);
  return (
    <PantallaCatalogo<TMedioPago>
      titulo="catalogos.mediosPago.titulo"
      entidad="catalogos.mediosPago.entidad"
      nombreArchivo="medios_pago"
      api={apiMediosPago}
      columnas={columnas}
      esquema={ZMedioPagoForm}
      valores={(f) => ({
        tipo: f?.tipo ?? null,
        codigo_dian: f?.codigo_dian ?? null,
        categoria_conciliacion: f?.categoria_conciliacion ?? null,
        ...Object.fromEntries(INTERRUPTORES.map(([campo]) => [campo, f?.[campo] ?? false])),
      })}
      campos={
        <>
          <CampoSeleccion<FieldValues>
            nombre="tipo"
            etiqueta="catalogos.mediosPago.tipo"
            opciones={opcionesDe(TIPOS_MEDIO_PAGO)}
            requerido
          />
          <CampoSeleccion<FieldValues>
            nombre="codigo_dian"
            etiqueta="catalogos.mediosPago.codigoDian"
            opciones={opcionesDe(CODIGOS_DIAN_MEDIO_PAGO)}
            requerido
          />
          <CampoSeleccion<FieldValues>
            nombre="categoria_conciliacion"
            etiqueta="catalogos.mediosPago.categoria"
            opciones={opcionesDe(CATEGORIAS_CONCILIACION)}
            requerido
          />
          {INTERRUPTORES.map(([campo, etiqueta]) => (
            <CampoInterruptor<FieldValues> key={campo} nombre={campo} etiqueta={etiqueta} />
          ))}
        </>
      }
    />
  );
}
