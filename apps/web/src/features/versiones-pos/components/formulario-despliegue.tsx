import { useWatch } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ALCANCES_DESPLIEGUE, ZDespliegueBody, type TDespliegueBody, type TVersionPos } from '@eds/contracts/versiones-pos';
import { CajonFormulario } from '../../../components/formulario/cajon-formulario';
import { CampoFecha } from '../../../components/formulario/campo-fecha';
import { CampoSeleccion } from '../../../components/formulario/campo-seleccion';
import { CampoSeleccionMultiple } from '../../../components/formulario/campo-seleccion-multiple';
import { useFormulario } from '../../../components/formulario/use-formulario';
import { traducirMensaje } from '../../../i18n/mensajes';
import { useEstacionesDelAlcance } from '../../../lib/estaciones-alcance';
import { useUsuario } from '../../../lib/sesion';
import { useDesplegarVersion } from '../api/versiones-pos';

interface Props {
  version: TVersionPos;
  onCerrar: () => void;
}

/**
 * 'Desplegar' (SCREENS.md G05 rollout, letter X): to every station, to the user's business's stations or to chosen
 * stations of the user's scope, from a day. The server decides who may reach which (docs/decisions/055).
 */
export function FormularioDespliegue({ version, onCerrar }: Props) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const usuario = useUsuario();
  const estaciones = useEstacionesDelAlcance(usuario.infoDominio.negocio_id);
  const desplegar = useDesplegarVersion();
  const form = useFormulario(ZDespliegueBody, {
    defaultValues: { alcance: 'ESTACIONES', estaciones: [], negocio_id: null, desde: null as unknown as string },
  });
  // Every station: a platform administrator only; a whole business: its administrators (the server checks both).
  const alcances = ALCANCES_DESPLIEGUE.filter((a) => (a === 'TODAS' ? usuario.plataforma : a === 'NEGOCIO' ? usuario.tipo <= 2 : true));
  const alcance = useWatch({ control: form.control, name: 'alcance' }) as string | null | undefined;

  const enviar = async (datos: TDespliegueBody) => {
    const cuerpo: TDespliegueBody =
      datos.alcance === 'ESTACIONES'
        ? datos
        : { alcance: datos.alcance, desde: datos.desde, negocio_id: datos.alcance === 'NEGOCIO' ? usuario.infoDominio.negocio_id : null };
    const r = await desplegar.mutateAsync({ id: version.id, datos: cuerpo });
    enqueueSnackbar(traducirMensaje(t, r.mensaje), { variant: 'success' });
    onCerrar();
  };

  return (
    <CajonFormulario
      abierto
      titulo={t('versionesPos.despliegue.titulo', { registro: `${version.plataforma} ${version.version}` })}
      form={form}
      onEnviar={enviar}
      onCerrar={onCerrar}
    >
      <CampoSeleccion<TDespliegueBody>
        nombre="alcance"
        etiqueta="versionesPos.despliegue.alcance"
        requerido
        opciones={alcances.map((a) => ({ valor: a, texto: t(`versionesPos.alcances.${a}`) }))}
      />
      {alcance === 'ESTACIONES' ? (
        <CampoSeleccionMultiple<TDespliegueBody>
          nombre="estaciones"
          etiqueta="versionesPos.despliegue.estaciones"
          requerido
          cargando={estaciones.isLoading}
          opciones={(estaciones.data ?? []).map((e) => ({ valor: e.idEds, texto: e.alias }))}
        />
      ) : null}
      <CampoFecha<TDespliegueBody> nombre="desde" etiqueta="versionesPos.despliegue.desde" requerido />
    </CajonFormulario>
  );
}
