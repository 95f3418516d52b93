import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { TIPO_EMPRESA } from '@eds/contracts/constantes';
import {
  esEstacion,
  NEGOCIOS_ESTACION,
  PLATAFORMAS_POS,
  RESPONSABILIDADES_FISCALES,
  ZEmpresaForm,
  type TEmpresa,
  type TEmpresaForm,
  type TEmpresaGuardar,
} from '@eds/contracts/empresa/empresas';
import { CajonFormulario } from '../../../components/formulario/cajon-formulario';
import { CampoInterruptor } from '../../../components/formulario/campo-interruptor';
import { CampoNumero } from '../../../components/formulario/campo-numero';
import { CampoSeleccion } from '../../../components/formulario/campo-seleccion';
import { CampoSeleccionMultiple } from '../../../components/formulario/campo-seleccion-multiple';
import { CampoTexto } from '../../../components/formulario/campo-texto';
import { useFormulario } from '../../../components/formulario/use-formulario';
import { traducirMensaje } from '../../../i18n/mensajes';
import { useEmpresasPadre } from '../api/empresas-padre';
import { useGuardarEmpresa } from '../api/guardar-empresa';
import { CamposLugar } from './campos-lugar';

interface Props {
  /** The company edited, or null to create one of `tipo`. */
  empresa: TEmpresa | null;
  tipo: number;
  /** The user's company: the parents offered are it and the regionals below it. */
  empresaUsuario: number;
  /** Translation key of the record's name ('estación de servicio', 'centro de lubricación', 'empresa'). */
  entidad: string;
  /** A station user (tipo 5) changes only contact data: the rest shows read-only. */
  soloContacto?: boolean;
  /** The parent a new company starts under (the tree's selected node). */
  padreInicial?: number | null;
  onCerrar: () => void;
}

function valoresIniciales(e: TEmpresa | null, tipo: number, padre: number | null | undefined): TEmpresaForm {
  return {
    tipo: e?.tipo ?? tipo,
    empresas_id: e?.empresas_id ?? padre,
    codigo: e?.codigo ?? '',
    alias: e?.alias ?? '',
    razon_social: e?.razon_social ?? '',
    nit: e?.nit ?? '',
    codigo_sicom: e?.codigo_sicom ?? '',
    bandera: e?.bandera ?? '',
    pais_id: e?.pais_id ?? null,
    departamento_id: e?.departamento_id ?? null,
    ciudad_id: e?.ciudad_id ?? null,
    direccion: e?.direccion ?? '',
    telefono: e?.telefono ?? '',
    correo: e?.correo ?? '',
    plataforma: e?.plataforma ?? null,
    negocios: e?.negocios ?? [],
    responsabilidades: e?.responsabilidades ?? [],
    bahias: e?.bahias ?? null,
    taller: e?.taller ?? false,
  };
}

/**
 * The company form of SCREENS.md G01/G02, one for every type: a regional shows the tree's fields; a station adds
 * Código EDS*, Código SICOM*, Bandera, Plataforma POS, Negocios and Responsabilidades fiscales; a CDL adds Bahías*
 * and Taller. The contract's schema decides what is required of each type, as the server does.
 */
export function FormularioEstacion({ empresa, tipo, empresaUsuario, entidad, soloContacto, padreInicial, onCerrar }: Props) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const guardar = useGuardarEmpresa();
  const padres = useEmpresasPadre(empresaUsuario, !soloContacto);
  const form = useFormulario(ZEmpresaForm, { defaultValues: valoresIniciales(empresa, tipo, padreInicial) });
  const tipoActual = empresa?.tipo ?? tipo;
  const estacion = esEstacion(tipoActual);
  const fijo = soloContacto === true;

  const enviar = async (datos: TEmpresaGuardar) => {
    const r = await guardar.mutateAsync(empresa ? { ...datos, id: empresa.id } : datos);
    enqueueSnackbar(traducirMensaje(t, r.mensaje) || t(empresa ? 'mensajesCatalogo.editado' : 'mensajesCatalogo.creado'), {
      variant: 'success',
    });
    onCerrar();
  };

  const opcionesPadre =
    fijo && empresa?.empresas_id
      ? [{ valor: empresa.empresas_id, texto: empresa.empresa_padre ?? '' }]
      : (padres.data ?? []).filter((p) => p.id !== empresa?.id).map((p) => ({ valor: p.id, texto: p.alias }));

  return (
    <CajonFormulario
      abierto
      titulo={t(empresa ? 'formulario.editar' : 'formulario.crear', { entidad: t(entidad) })}
      form={form}
      onEnviar={enviar}
      onCerrar={onCerrar}
    >
      {estacion ? (
        <CampoTexto<TEmpresaForm>
          nombre="codigo"
          etiqueta="estaciones.campos.codigo"
          requerido
          mayusculas
          maxLength={10}
          autoFocus
          deshabilitado={fijo}
        />
      ) : null}
      <CampoTexto<TEmpresaForm>
        nombre="alias"
        etiqueta="estaciones.campos.alias"
        requerido
        mayusculas
        maxLength={30}
        deshabilitado={fijo}
      />
      <CampoTexto<TEmpresaForm>
        nombre="razon_social"
        etiqueta="estaciones.campos.razonSocial"
        requerido
        mayusculas
        maxLength={150}
        deshabilitado={fijo}
      />
      <CampoTexto<TEmpresaForm> nombre="nit" etiqueta="estaciones.campos.nit" requerido ayuda="estaciones.ayudaNit" deshabilitado={fijo} />
      {estacion ? (
        <>
          <CampoTexto<TEmpresaForm>
            nombre="codigo_sicom"
            etiqueta="estaciones.campos.codigoSicom"
            requerido
            maxLength={16}
            deshabilitado={fijo}
          />
          <CampoTexto<TEmpresaForm> nombre="bandera" etiqueta="estaciones.campos.bandera" mayusculas maxLength={30} deshabilitado={fijo} />
        </>
      ) : null}
      <CampoSeleccion<TEmpresaForm>
        nombre="empresas_id"
        etiqueta="estaciones.campos.empresaPadre"
        requerido
        opciones={opcionesPadre}
        cargando={!fijo && padres.isFetching}
        deshabilitado={fijo}
      />
      <CamposLugar />
      <CampoTexto<TEmpresaForm> nombre="direccion" etiqueta="estaciones.campos.direccion" requerido={estacion} mayusculas maxLength={150} />
      <CampoTexto<TEmpresaForm> nombre="telefono" etiqueta="estaciones.campos.telefono" tipo="tel" inputMode="numeric" maxLength={10} />
      <CampoTexto<TEmpresaForm> nombre="correo" etiqueta="estaciones.campos.correo" tipo="email" maxLength={150} />
      {estacion ? (
        <>
          <CampoSeleccion<TEmpresaForm>
            nombre="plataforma"
            etiqueta="estaciones.campos.plataforma"
            vacio
            opciones={PLATAFORMAS_POS.map((p) => ({ valor: p, texto: p }))}
            deshabilitado={fijo}
          />
          <CampoSeleccionMultiple<TEmpresaForm>
            nombre="negocios"
            etiqueta="estaciones.campos.negocios"
            opciones={NEGOCIOS_ESTACION.map((n) => ({ valor: n, texto: t(`estaciones.negocios.${n}`) }))}
            deshabilitado={fijo}
          />
          <CampoSeleccionMultiple<TEmpresaForm>
            nombre="responsabilidades"
            etiqueta="estaciones.campos.responsabilidades"
            opciones={RESPONSABILIDADES_FISCALES.map((r) => ({ valor: r, texto: `${r} · ${t(`estaciones.responsabilidades.${r}`)}` }))}
            deshabilitado={fijo}
          />
        </>
      ) : null}
      {tipoActual === TIPO_EMPRESA.CDL ? (
        <>
          <CampoNumero<TEmpresaForm> nombre="bahias" etiqueta="estaciones.campos.bahias" requerido entero deshabilitado={fijo} />
          <CampoInterruptor<TEmpresaForm> nombre="taller" etiqueta="estaciones.campos.taller" deshabilitado={fijo} />
        </>
      ) : null}
    </CajonFormulario>
  );
}
