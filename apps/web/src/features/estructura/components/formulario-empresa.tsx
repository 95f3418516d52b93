import { useEffect, useRef } from 'react';
import { useSnackbar } from 'notistack';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TIPO_EMPRESA } from '@eds/contracts/constantes';
import type { TEmpresaNodo } from '@eds/contracts/empresa';
import { esEstacion, TIPOS_CREABLES, ZEmpresaForm, type TEmpresaForm, type TEmpresaGuardar } from '@eds/contracts/empresa/empresas';
import { CajonFormulario } from '../../../components/formulario/cajon-formulario';
import { CampoNumero } from '../../../components/formulario/campo-numero';
import { CampoSeleccion } from '../../../components/formulario/campo-seleccion';
import { CampoTexto } from '../../../components/formulario/campo-texto';
import { useFormulario } from '../../../components/formulario/use-formulario';
import { traducirMensaje } from '../../../i18n/mensajes';
import { useCiudades, useDepartamentos, usePaises } from '../../../lib/ubicacion';
import { useCrearEmpresa } from '../api/guardar-empresa';

interface Props {
  /** The node the company is added under (its Empresa padre to start with). */
  padre: number;
  /** The companies it may hang from: the business root and the active regionals. */
  padres: readonly TEmpresaNodo[];
  onCerrar: () => void;
}

const inicial = (padre: number): TEmpresaForm => ({
  tipo: TIPO_EMPRESA.REGIONAL,
  empresas_id: padre,
  codigo: '',
  alias: '',
  razon_social: '',
  nit: '',
  codigo_sicom: '',
  bandera: '',
  pais_id: null,
  departamento_id: null,
  ciudad_id: null,
  direccion: '',
  telefono: '',
  correo: '',
  plataforma: null,
  negocios: [],
  responsabilidades: [],
  bahias: null,
  taller: false,
});

/** País, then Departamento, then Ciudad: a country clears department and city, a department clears the city. */
function CamposLugar() {
  const { control, setValue } = useFormContext<TEmpresaForm>();
  const pais = useWatch({ control, name: 'pais_id' }) as number | null | undefined;
  const departamento = useWatch({ control, name: 'departamento_id' }) as number | null | undefined;
  const paises = usePaises();
  const departamentos = useDepartamentos(pais ?? null);
  const ciudades = useCiudades(departamento ?? null);
  const previo = useRef({ pais, departamento });

  useEffect(() => {
    if (previo.current.pais !== pais) {
      setValue('departamento_id', null, { shouldDirty: true });
      setValue('ciudad_id', null, { shouldDirty: true });
    } else if (previo.current.departamento !== departamento) {
      setValue('ciudad_id', null, { shouldDirty: true });
    }
    previo.current = { pais, departamento };
  }, [pais, departamento, setValue]);

  return (
    <>
      <CampoSeleccion<TEmpresaForm>
        nombre="pais_id"
        etiqueta="estructura.campos.pais"
        requerido
        opciones={paises.data ?? []}
        cargando={paises.isFetching}
      />
      <CampoSeleccion<TEmpresaForm>
        nombre="departamento_id"
        etiqueta="estructura.campos.departamento"
        requerido
        opciones={departamentos.data ?? []}
        cargando={departamentos.isFetching}
        deshabilitado={!pais}
      />
      <CampoSeleccion<TEmpresaForm>
        nombre="ciudad_id"
        etiqueta="estructura.campos.ciudad"
        requerido
        opciones={ciudades.data ?? []}
        cargando={ciudades.isFetching}
        deshabilitado={!departamento}
      />
    </>
  );
}

/** The fields only a station (Código EDS*, Código SICOM*) or a CDL (Bahías*) has; the full data is in its own screen. */
function CamposDeTipo() {
  const { control } = useFormContext<TEmpresaForm>();
  const tipo = Number(useWatch({ control, name: 'tipo' }));
  if (!esEstacion(tipo)) return null;
  return (
    <>
      <CampoTexto<TEmpresaForm> nombre="codigo" etiqueta="estructura.campos.codigo" requerido mayusculas maxLength={10} />
      <CampoTexto<TEmpresaForm> nombre="codigo_sicom" etiqueta="estructura.campos.codigoSicom" requerido maxLength={16} />
      {tipo === TIPO_EMPRESA.CDL ? (
        <CampoNumero<TEmpresaForm> nombre="bahias" etiqueta="estructura.campos.bahias" requerido entero />
      ) : null}
    </>
  );
}

/**
 * Agregar empresa (SCREENS.md G01 Estructura): Razón social*, Alias*, NIT*, Tipo*, Empresa padre*, the location
 * cascade*, Dirección, Teléfono and Correo; a station type adds the codes the server requires of it. One zod schema
 * with the server (`ZEmpresaForm`).
 */
export function FormularioEmpresa({ padre, padres, onCerrar }: Props) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const crear = useCrearEmpresa();
  const form = useFormulario(ZEmpresaForm, { defaultValues: inicial(padre) });
  const tipo = Number(useWatch({ control: form.control, name: 'tipo' }));

  const enviar = async (datos: TEmpresaGuardar) => {
    const r = await crear.mutateAsync(datos);
    enqueueSnackbar(traducirMensaje(t, r.mensaje) || t('mensajesCatalogo.creado'), { variant: 'success' });
    onCerrar();
  };

  return (
    <CajonFormulario
      abierto
      titulo={t('formulario.crear', { entidad: t('estructura.entidad') })}
      form={form}
      onEnviar={enviar}
      onCerrar={onCerrar}
    >
      <CampoTexto<TEmpresaForm>
        nombre="razon_social"
        etiqueta="estructura.campos.razonSocial"
        requerido
        mayusculas
        maxLength={150}
        autoFocus
      />
      <CampoTexto<TEmpresaForm> nombre="alias" etiqueta="estructura.campos.alias" requerido mayusculas maxLength={30} />
      <CampoTexto<TEmpresaForm> nombre="nit" etiqueta="estructura.campos.nit" requerido ayuda="estructura.ayudaNit" />
      <CampoSeleccion<TEmpresaForm>
        nombre="tipo"
        etiqueta="estructura.campos.tipo"
        requerido
        opciones={TIPOS_CREABLES.map((v) => ({ valor: v, texto: t(`estructura.tipos.${v}`) }))}
      />
      <CampoSeleccion<TEmpresaForm>
        nombre="empresas_id"
        etiqueta="estructura.campos.empresaPadre"
        requerido
        opciones={padres.map((p) => ({ valor: p.id, texto: p.alias }))}
      />
      <CamposDeTipo />
      <CamposLugar />
      <CampoTexto<TEmpresaForm>
        nombre="direccion"
        etiqueta="estructura.campos.direccion"
        requerido={esEstacion(tipo)}
        mayusculas
        maxLength={150}
      />
      <CampoTexto<TEmpresaForm> nombre="telefono" etiqueta="estructura.campos.telefono" tipo="tel" inputMode="numeric" maxLength={10} />
      <CampoTexto<TEmpresaForm> nombre="correo" etiqueta="estructura.campos.correo" tipo="email" maxLength={150} />
    </CajonFormulario>
  );
}
