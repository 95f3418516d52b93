import { useMemo } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  TIPOS_FINANCIERA,
  TIPOS_TALLER,
  ZFinancieraForm,
  ZTallerForm,
  ZVerificadoraForm,
  type TFinanciera,
  type TTaller,
  type TVerificadora,
} from '@eds/contracts/configuracion/terceros';
import { PantallaCatalogo } from '../../../components/catalogo/pantalla-catalogo';
import { CampoFecha } from '../../../components/formulario/campo-fecha';
import { CampoSeleccion } from '../../../components/formulario/campo-seleccion';
import { CampoTexto } from '../../../components/formulario/campo-texto';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { apiFinancieras, apiTalleres, apiVerificadoras } from '../api/catalogos-g11';
import '../lib/mensajes-catalogos';
import { opcionesDe } from '../lib/opciones';

/**
 * The G11 catalogues of other parties: Entidades financieras (`/configuracion/gestion_financieras`), Organismos
 * verificadores (`/configuracion/gestion_verificadores`) and Talleres (`/empresa/gestion_talleres`). Each has NIT* and
 * Razón social* after Código and Descripción.
 */
function CamposTercero() {
  return (
    <>
      <CampoTexto<FieldValues>
        nombre="nit"
        etiqueta="catalogos.terceros.nit"
        requerido
        maxLength={17}
        ayuda="catalogos.terceros.ayudaNit"
      />
      <CampoTexto<FieldValues> nombre="razon_social" etiqueta="catalogos.terceros.razonSocial" requerido mayusculas maxLength={120} />
    </>
  );
}

const columnasTercero = [
  { clave: 'nit', etiqueta: 'catalogos.terceros.nit', ordenable: true, ancho: 140 },
  { clave: 'razon_social', etiqueta: 'catalogos.terceros.razonSocial', ordenable: true },
] as const;

const valoresTercero = (f: { nit: string; razon_social: string } | null) => ({ nit: f?.nit ?? '', razon_social: f?.razon_social ?? '' });

const COLUMNAS_FINANCIERA: ColumnaTabla<TFinanciera>[] = [
  ...columnasTercero,
  { clave: 'tipo', etiqueta: 'catalogos.terceros.tipo', ordenable: true },
];

export function FinancierasScreen() {
  return (
    <PantallaCatalogo<TFinanciera>
      titulo="catalogos.financieras.titulo"
      entidad="catalogos.financieras.entidad"
      nombreArchivo="entidades_financieras"
      api={apiFinancieras}
      columnas={COLUMNAS_FINANCIERA}
      esquema={ZFinancieraForm}
      valores={(f) => ({ ...valoresTercero(f), tipo: f?.tipo ?? null })}
      campos={
        <>
          <CamposTercero />
          <CampoSeleccion<FieldValues> nombre="tipo" etiqueta="catalogos.terceros.tipo" opciones={opcionesDe(TIPOS_FINANCIERA)} requerido />
        </>
      }
    />
  );
}

const COLUMNAS_VERIFICADORA: ColumnaTabla<TVerificadora>[] = [
  ...columnasTercero,
  { clave: 'acreditacion_onac', etiqueta: 'catalogos.terceros.acreditacion', ordenable: true },
  { clave: 'vigente_hasta', etiqueta: 'catalogos.terceros.vigencia', tipo: 'fecha', ordenable: true, ancho: 130 },
];

export function VerificadorasScreen() {
  return (
    <PantallaCatalogo<TVerificadora>
      titulo="catalogos.verificadoras.titulo"
      entidad="catalogos.verificadoras.entidad"
      nombreArchivo="organismos_verificadores"
      api={apiVerificadoras}
      columnas={COLUMNAS_VERIFICADORA}
      esquema={ZVerificadoraForm}
      valores={(f) => ({ ...valoresTercero(f), acreditacion_onac: f?.acreditacion_onac ?? '', vigente_hasta: f?.vigente_hasta ?? null })}
      campos={
        <>
          <CamposTercero />
          <CampoTexto<FieldValues>
            nombre="acreditacion_onac"
            etiqueta="catalogos.terceros.acreditacion"
            requerido
            mayusculas
            maxLength={30}
          />
          <CampoFecha<FieldValues> nombre="vigente_hasta" etiqueta="catalogos.terceros.vigencia" requerido />
        </>
      }
    />
  );
}

export function TalleresScreen() {
  const { t } = useTranslation();
  const columnas = useMemo<ColumnaTabla<TTaller>[]>(
    () => [
      ...columnasTercero,
      { clave: 'tipo', etiqueta: 'catalogos.terceros.tipo', ordenable: true },
      { clave: 'habilitacion', etiqueta: 'catalogos.terceros.habilitacion' },
      {
        clave: 'vigente_hasta',
        etiqueta: 'catalogos.terceros.vigencia',
        tipo: 'fecha',
        ordenable: true,
        ancho: 150,
        celda: (f) =>
          f.vigente_hasta
            ? `${f.vigente_hasta.split('-').reverse().join('/')}${f.vencida ? ` (${t('catalogos.terceros.vencida')})` : ''}`
            : '',
      },
    ],
    [t],
  );
  return (
    <PantallaCatalogo<TTaller>
      titulo="catalogos.talleres.titulo"
      entidad="catalogos.talleres.entidad"
      nombreArchivo="talleres"
      api={apiTalleres}
      columnas={columnas}
      esquema={ZTallerForm}
      valores={(f) => ({
        ...valoresTercero(f),
        tipo: f?.tipo ?? null,
        habilitacion: f?.habilitacion ?? '',
        vigente_hasta: f?.vigente_hasta ?? null,
      })}
      campos={
        <>
          <CamposTercero />
          <CampoSeleccion<FieldValues> nombre="tipo" etiqueta="catalogos.terceros.tipo" opciones={opcionesDe(TIPOS_TALLER)} requerido />
          <CampoTexto<FieldValues> nombre="habilitacion" etiqueta="catalogos.terceros.habilitacion" mayusculas maxLength={30} />
          <CampoFecha<FieldValues> nombre="vigente_hasta" etiqueta="catalogos.terceros.vigencia" />
        </>
      }
    />
  );
}
