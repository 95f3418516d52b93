import { useMemo } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TIPOS_PERSONA, TIPOS_PROVEEDOR, ZProveedorForm, type TProveedor } from '@eds/contracts/configuracion/proveedores';
import { PantallaCatalogo } from '../../../components/catalogo/pantalla-catalogo';
import type { ApiCatalogo } from '../../../components/catalogo/api-catalogo';
import { CampoNumero } from '../../../components/formulario/campo-numero';
import { CampoSeleccion } from '../../../components/formulario/campo-seleccion';
import { CampoSeleccionMultiple } from '../../../components/formulario/campo-seleccion-multiple';
import { CampoTexto } from '../../../components/formulario/campo-texto';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { useEmpresasConcepto } from '../api/conceptos-inventario';
import { apiProveedores, apiProveedoresPremios, useTiposIdentificacion } from '../api/proveedores';
import '../lib/mensajes-catalogos';
import { opcionesDe } from '../lib/opciones';

function CampoEmpresas({ empresaId }: { empresaId: number }) {
  const empresas = useEmpresasConcepto(empresaId);
  return (
    <CampoSeleccionMultiple<FieldValues>
      nombre="empresas"
      etiqueta="catalogos.proveedores.empresas"
      opciones={(empresas.data ?? []).map((e) => ({ valor: e.id, texto: e.alias }))}
      cargando={empresas.isPending}
      ayuda="catalogos.proveedores.ayudaEmpresas"
    />
  );
}

function CampoTipoIdentificacion() {
  const tipos = useTiposIdentificacion();
  return (
    <CampoSeleccion<FieldValues>
      nombre="tipo_identificacion_id"
      etiqueta="catalogos.proveedores.tipoIdentificacion"
      opciones={tipos.data ?? []}
      cargando={tipos.isPending}
      requerido
    />
  );
}

/**
 * A supplier list on the catalogue kit (SCREENS.md G12): NIT and Razón social in place of Código and Descripción,
 * then the supplier's fields. `premios` is the loyalty route: PREMIOS suppliers only, the type fixed.
 */
function Proveedores({ api, premios, titulo, archivo }: { api: ApiCatalogo; premios: boolean; titulo: string; archivo: string }) {
  const { t } = useTranslation();
  const columnas = useMemo<ColumnaTabla<TProveedor>[]>(
    () => [
      { clave: 'tipo', etiqueta: 'catalogos.proveedores.tipo', ordenable: true },
      { clave: 'correo', etiqueta: 'catalogos.proveedores.correo' },
      { clave: 'plazo_pago', etiqueta: 'catalogos.proveedores.plazo', tipo: 'numero', decimales: 0, ordenable: true, ancho: 130 },
    ],
    [],
  );
  const personas = TIPOS_PERSONA.map((v) => ({ valor: v, texto: t(`catalogos.proveedores.personas.${v}`) }));
  return (
    <PantallaCatalogo<TProveedor>
      titulo={titulo}
      entidad="catalogos.proveedores.entidad"
      nombreArchivo={archivo}
      api={api}
      columnas={columnas}
      etiquetas={{ codigo: 'catalogos.terceros.nit', descripcion: 'catalogos.terceros.razonSocial' }}
      sinCamposBase
      esquema={ZProveedorForm}
      valores={(f) => ({
        tipo_persona: f?.tipo_persona ?? 'JURIDICA',
        tipo_identificacion_id: f?.tipo_identificacion_id ?? null,
        nit: f?.nit ?? '',
        razon_social: f?.razon_social ?? '',
        nombre_comercial: f?.nombre_comercial ?? '',
        correo: f?.correo ?? '',
        telefono: f?.telefono ?? '',
        plazo_pago: f?.plazo_pago ?? 0,
        tipo: f?.tipo ?? (premios ? 'PREMIOS' : null),
        empresas: f?.empresas ?? [],
      })}
      campos={({ empresaId }) => (
        <>
          <CampoSeleccion<FieldValues> nombre="tipo_persona" etiqueta="catalogos.proveedores.tipoPersona" opciones={personas} requerido />
          <CampoTipoIdentificacion />
          <CampoTexto<FieldValues>
            nombre="nit"
            etiqueta="catalogos.terceros.nit"
            requerido
            maxLength={17}
            ayuda="catalogos.terceros.ayudaNit"
            autoFocus
          />
          <CampoTexto<FieldValues> nombre="razon_social" etiqueta="catalogos.terceros.razonSocial" requerido mayusculas maxLength={120} />
          <CampoTexto<FieldValues> nombre="nombre_comercial" etiqueta="catalogos.proveedores.nombreComercial" mayusculas maxLength={120} />
          <CampoTexto<FieldValues> nombre="correo" etiqueta="catalogos.proveedores.correo" requerido maxLength={120} />
          <CampoTexto<FieldValues> nombre="telefono" etiqueta="catalogos.proveedores.telefono" maxLength={10} />
          <CampoNumero<FieldValues> nombre="plazo_pago" etiqueta="catalogos.proveedores.plazo" />
          <CampoSeleccion<FieldValues>
            nombre="tipo"
            etiqueta="catalogos.proveedores.tipo"
            opciones={opcionesDe(premios ? ['PREMIOS'] : TIPOS_PROVEEDOR)}
            requerido
            deshabilitado={premios}
          />
          <CampoEmpresas empresaId={empresaId} />
        </>
      )}
    />
  );
}

/** Proveedores (SCREENS.md G12, `/configuracion/gestion_proveedores`). */
export function ProveedoresScreen() {
  return <Proveedores api={apiProveedores} premios={false} titulo="catalogos.proveedores.titulo" archivo="proveedores" />;
}

/** Proveedores de premios (`/fidelizacion/gestion_proveedores`): PREMIOS suppliers only. */
export function ProveedoresPremiosScreen() {
  return <Proveedores api={apiProveedoresPremios} premios titulo="catalogos.proveedores.tituloPremios" archivo="proveedores_premios" />;
}
