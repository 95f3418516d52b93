import { useMemo } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PERIODICIDADES_CUPO, TIPOS_CUPO, UMBRALES_CUPO, ZCupoForm, type TCupo } from '@eds/contracts/cupos';
import { PantallaCatalogo } from '../../../components/catalogo/pantalla-catalogo';
import { CampoNumero } from '../../../components/formulario/campo-numero';
import { CampoSeleccion } from '../../../components/formulario/campo-seleccion';
import { CampoSeleccionMultiple } from '../../../components/formulario/campo-seleccion-multiple';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { apiCupos } from '../api/cupos';

/**
 * Cupos de clientes (SCREENS.md G20, `/usuarios/cupos-cliente`): the customer's quota or a fleet's or vehicle's
 * sub-quota, CRÉDITO or PREPAGO, monthly or without period, with its alert thresholds; the list shows what is
 * consumed, held by pump approvals and available. Raising a quota needs letter A (the server refuses it otherwise).
 */
export function CuposScreen() {
  const { t } = useTranslation();
  const columnas = useMemo<ColumnaTabla<TCupo>[]>(
    () => [
      { clave: 'tipo', etiqueta: 'cupos.campos.tipo', ordenable: true, ancho: 120, valor: (f) => t(`cupos.tipos.${f.tipo}`) },
      { clave: 'valor', etiqueta: 'cupos.campos.valor', tipo: 'dinero', ordenable: true },
      { clave: 'consumido', etiqueta: 'cupos.campos.consumido', tipo: 'dinero' },
      { clave: 'retenido', etiqueta: 'cupos.campos.retenido', tipo: 'dinero' },
      { clave: 'disponible', etiqueta: 'cupos.campos.disponible', tipo: 'dinero', ordenable: true },
      { clave: 'periodicidad', etiqueta: 'cupos.campos.periodicidad', valor: (f) => t(`cupos.periodicidades.${f.periodicidad}`) },
    ],
    [t],
  );
  const tipos = TIPOS_CUPO.map((v) => ({ valor: v, texto: t(`cupos.tipos.${v}`) }));
  const periodicidades = PERIODICIDADES_CUPO.map((v) => ({ valor: v, texto: t(`cupos.periodicidades.${v}`) }));
  const umbrales = UMBRALES_CUPO.map((v) => ({ valor: v, texto: `${v} %` }));
  return (
    <PantallaCatalogo<TCupo>
      titulo="cupos.titulo"
      entidad="cupos.entidad"
      nombreArchivo="cupos_clientes"
      api={apiCupos}
      columnas={columnas}
      etiquetas={{ codigo: 'cupos.campos.destino', descripcion: 'cupos.campos.cliente' }}
      sinCamposBase
      esquema={ZCupoForm}
      valores={(f) => ({
        cliente_id: f?.cliente_id ?? null,
        flota_id: f?.flota_id ?? null,
        vehiculo_id: f?.vehiculo_id ?? null,
        tipo: f?.tipo ?? 'CREDITO',
        valor: f?.valor ?? null,
        periodicidad: f?.periodicidad ?? 'MENSUAL',
        umbrales: f?.umbrales ?? [...UMBRALES_CUPO],
      })}
      campos={
        <>
          <CampoNumero<FieldValues> nombre="cliente_id" etiqueta="cupos.campos.clienteId" entero requerido />
          <CampoNumero<FieldValues> nombre="flota_id" etiqueta="cupos.campos.flotaId" entero ayuda="cupos.ayudaSubcupo" />
          <CampoNumero<FieldValues> nombre="vehiculo_id" etiqueta="cupos.campos.vehiculoId" entero />
          <CampoSeleccion<FieldValues> nombre="tipo" etiqueta="cupos.campos.tipo" opciones={tipos} requerido />
          <CampoNumero<FieldValues> nombre="valor" etiqueta="cupos.campos.valor" requerido />
          <CampoSeleccion<FieldValues> nombre="periodicidad" etiqueta="cupos.campos.periodicidad" opciones={periodicidades} requerido />
          <CampoSeleccionMultiple<FieldValues> nombre="umbrales" etiqueta="cupos.campos.umbrales" opciones={umbrales} />
        </>
      }
    />
  );
}
