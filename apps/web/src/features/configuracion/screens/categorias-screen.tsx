import { useMemo } from 'react';
import { useWatch, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZCategoriaForm, type TCategoria } from '@eds/contracts/configuracion/categorias';
import { TIPOS_NEGOCIO } from '@eds/contracts/operacion';
import { PantallaCatalogo } from '../../../components/catalogo/pantalla-catalogo';
import { CampoNumero } from '../../../components/formulario/campo-numero';
import { CampoSeleccion } from '../../../components/formulario/campo-seleccion';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { apiCategorias } from '../api/catalogos-g11';
import '../lib/mensajes-catalogos';

/** A top category of the form's business type, for Padre (two levels only). */
function CampoPadre({ empresaId, propia }: { empresaId: number; propia?: number }) {
  const opciones = apiCategorias.useOpciones(empresaId);
  const tipo = useWatch({ name: 'tipo_negocio' }) as string | undefined;
  const padres = (opciones.data ?? [])
    .filter((o) => o.padre_id === null && o.id !== propia && (!tipo || o.tipo_negocio === tipo))
    .map((o) => ({ valor: o.id, texto: o.descripcion }));
  return (
    <CampoSeleccion<FieldValues>
      nombre="padre_id"
      etiqueta="catalogos.categorias.padre"
      opciones={padres}
      vacio
      cargando={opciones.isPending}
    />
  );
}

/** Categorías (SCREENS.md G11, `/configuracion/gestion_categorias`). */
export function CategoriasScreen() {
  const { t } = useTranslation();
  const tipos = TIPOS_NEGOCIO.map((v) => ({ valor: v, texto: t(`catalogos.tiposNegocio.${v}`) }));
  const columnas = useMemo<ColumnaTabla<TCategoria>[]>(
    () => [
      { clave: 'padre', etiqueta: 'catalogos.categorias.padre', ordenable: true },
      {
        clave: 'tipo_negocio',
        etiqueta: 'catalogos.categorias.tipoNegocio',
        ordenable: true,
        valor: (f) => t(`catalogos.tiposNegocio.${f.tipo_negocio}`),
      },
      { clave: 'orden_pos', etiqueta: 'catalogos.categorias.ordenPos', tipo: 'numero', decimales: 0, ordenable: true, ancho: 120 },
    ],
    [t],
  );
  return (
    <PantallaCatalogo<TCategoria>
      titulo="catalogos.categorias.titulo"
      entidad="catalogos.categorias.entidad"
      nombreArchivo="categorias"
      api={apiCategorias}
      columnas={columnas}
      esquema={ZCategoriaForm}
      valores={(f) => ({ tipo_negocio: f?.tipo_negocio ?? null, padre_id: f?.padre_id ?? null, orden_pos: f?.orden_pos ?? 0 })}
      campos={({ fila, empresaId }) => (
        <>
          <CampoSeleccion<FieldValues> nombre="tipo_negocio" etiqueta="catalogos.categorias.tipoNegocio" opciones={tipos} requerido />
          <CampoPadre empresaId={empresaId} propia={fila?.id} />
          <CampoNumero<FieldValues> nombre="orden_pos" etiqueta="catalogos.categorias.ordenPos" />
        </>
      )}
    />
  );
}
