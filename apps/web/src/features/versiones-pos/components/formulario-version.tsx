import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import {
  MENSAJES_VERSION_POS as M,
  PAQUETE_MAXIMO_BYTES,
  PLATAFORMAS_POS,
  ZVersionPosForm,
  ZVersionPosFormulario,
  type TVersionPos,
  type TVersionPosFormulario,
} from '@eds/contracts/versiones-pos';
import { CajonFormulario } from '../../../components/formulario/cajon-formulario';
import { CampoArchivo } from '../../../components/formulario/campo-archivo';
import { CampoFecha } from '../../../components/formulario/campo-fecha';
import { CampoInterruptor } from '../../../components/formulario/campo-interruptor';
import { CampoNumero } from '../../../components/formulario/campo-numero';
import { CampoSeleccion } from '../../../components/formulario/campo-seleccion';
import { CampoTexto } from '../../../components/formulario/campo-texto';
import { useFormulario } from '../../../components/formulario/use-formulario';
import { traducirMensaje } from '../../../i18n/mensajes';
import { useGuardarVersion } from '../api/versiones-pos';

interface Props {
  /** The version edited, or null to publish one. */
  version: TVersionPos | null;
  onCerrar: () => void;
}

function valoresIniciales(v: TVersionPos | null): TVersionPosFormulario {
  return {
    version: v?.version ?? '',
    codigo: (v?.codigo ?? null) as unknown as number,
    plataforma: (v?.plataforma ?? null) as unknown as TVersionPosFormulario['plataforma'],
    fecha: v?.fecha ?? (null as unknown as string),
    obligatoria: v?.obligatoria ?? false,
    notas: v?.notas ?? '',
    paquete: null,
  };
}

/**
 * 'Crear versión POS' / 'Editar versión POS' (SCREENS.md G05 "Versión POS"): Versión (x.y.z), Código (above the
 * platform's last), Plataforma, Fecha, Obligatoria, Notas and the Paquete (at most 20 MB; required to publish, optional
 * when editing: a new one replaces the package and its SHA-256, which the server computes).
 */
export function FormularioVersion({ version, onCerrar }: Props) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const guardar = useGuardarVersion();
  const form = useFormulario(version ? ZVersionPosFormulario : ZVersionPosForm, { defaultValues: valoresIniciales(version) });

  const enviar = async (datos: TVersionPosFormulario) => {
    const r = await guardar.mutateAsync({ id: version?.id ?? null, datos: datos });
    enqueueSnackbar(traducirMensaje(t, r.mensaje), { variant: 'success' });
    onCerrar();
  };

  return (
    <CajonFormulario
      abierto
      titulo={t(version ? 'formulario.editar' : 'formulario.crear', { entidad: t('versionesPos.entidad') })}
      form={form}
      onEnviar={enviar}
      onCerrar={onCerrar}
    >
      <CampoTexto<TVersionPosFormulario>
        nombre="version"
        etiqueta="versionesPos.campos.version"
        requerido
        maxLength={20}
        autoFocus
        ayuda="versionesPos.ayudaVersion"
      />
      <CampoNumero<TVersionPosFormulario> nombre="codigo" etiqueta="versionesPos.campos.codigo" requerido entero />
      <CampoSeleccion<TVersionPosFormulario>
        nombre="plataforma"
        etiqueta="versionesPos.campos.plataforma"
        requerido
        opciones={PLATAFORMAS_POS.map((p) => ({ valor: p, texto: p }))}
      />
      <CampoFecha<TVersionPosFormulario> nombre="fecha" etiqueta="versionesPos.campos.fecha" requerido />
      <CampoInterruptor<TVersionPosFormulario> nombre="obligatoria" etiqueta="versionesPos.campos.obligatoria" />
      <CampoTexto<TVersionPosFormulario> nombre="notas" etiqueta="versionesPos.campos.notas" multilinea maxLength={500} />
      <CampoArchivo<TVersionPosFormulario>
        nombre="paquete"
        etiqueta="versionesPos.campos.paquete"
        requerido={version === null}
        maximoBytes={PAQUETE_MAXIMO_BYTES}
        mensajeGrande={M.paqueteGrande}
        actual={version?.nombre_archivo}
        ayuda="versionesPos.ayudaPaquete"
      />
    </CajonFormulario>
  );
}
