import { useMemo } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TIPOS_CONCEPTO, ZConceptoForm, type TConcepto } from '@eds/contracts/configuracion/conceptos-inventario';
import { PantallaCatalogo } from '../../../components/catalogo/pantalla-catalogo';
import { CampoInterruptor } from '../../../components/formulario/campo-interruptor';
import { CampoSeleccion } from '../../../components/formulario/campo-seleccion';
import { CampoSeleccionMultiple } from '../../../components/formulario/campo-seleccion-multiple';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { apiConceptos, useEmpresasConcepto } from '../api/conceptos-inventario';
import '../lib/mensajes-catalogos';

/** Empresas: the companies of the business in the user's scope; none chosen = every company. */
function CampoEmpresas({ empresaId }: { empresaId: number }) {
  const empresas = useEmpresasConcepto(empresaId);
  const opciones = (empresas.data ?? []).map((e) => ({ valor: e.id, texto: e.alias }));
  return (
    <CampoSeleccionMultiple<FieldValues>
      nombre="empresas"
      etiqueta="catalogos.conceptos.empresas"
      opciones={opciones}
      cargando={empresas.isPending}
      ayuda="catalogos.conceptos.ayudaEmpresas"
    />
  );
}

/**
 * Conceptos de inventario (SCREENS.md G11, `/configuracion/conceptos-inventario`): why stock enters, leaves, is
 * adjusted or moved. The system's concepts are listed with a lock and cannot be changed.
 */
export function ConceptosInventarioScreen() {
  const { t } = useTranslation();
  const tipos = TIPOS_CONCEPTO.map((v) => ({ valor: v, texto: t(`catalogos.conceptos.tipos.${v}`) }));
  const columnas = useMemo<ColumnaTabla<TConcepto>[]>(() => {
    const siNo = (v: boolean) => t(v ? 'catalogos.si' : 'catalogos.no');
    return [
      { clave: 'tipo', etiqueta: 'catalogos.conceptos.tipo', ordenable: true, valor: (f) => t(`catalogos.conceptos.tipos.${f.tipo}`) },
      { clave: 'afecta_costo', etiqueta: 'catalogos.conceptos.afectaCosto', valor: (f) => siNo(f.afecta_costo) },
      { clave: 'requiere_aprobacion', etiqueta: 'catalogos.conceptos.requiereAprobacion', valor: (f) => siNo(f.requiere_aprobacion) },
      {
        clave: 'empresas',
        etiqueta: 'catalogos.conceptos.empresas',
        valor: (f) => (f.empresas.length ? String(f.empresas.length) : t('catalogos.conceptos.todas')),
      },
    ];
  }, [t]);
  return (
    <PantallaCatalogo<TConcepto>
      titulo="catalogos.conceptos.titulo"
      entidad="catalogos.conceptos.entidad"
      nombreArchivo="conceptos_inventario"
      api={apiConceptos}
      columnas={columnas}
      esquema={ZConceptoForm}
      valores={(f) => ({
        tipo: f?.tipo ?? null,
        afecta_costo: f?.afecta_costo ?? false,
        requiere_aprobacion: f?.requiere_aprobacion ?? false,
        empresas: f?.empresas ?? [],
      })}
      campos={({ empresaId }) => (
        <>
          <CampoSeleccion<FieldValues> nombre="tipo" etiqueta="catalogos.conceptos.tipo" opciones={tipos} requerido />
          <CampoInterruptor<FieldValues> nombre="afecta_costo" etiqueta="catalogos.conceptos.afectaCosto" />
          <CampoInterruptor<FieldValues> nombre="requiere_aprobacion" etiqueta="catalogos.conceptos.requiereAprobacion" />
          <CampoEmpresas empresaId={empresaId} />
        </>
      )}
    />
  );
}
