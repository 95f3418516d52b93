import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ZTurnoForm, type TTurno, type TTurnoForm, type TTurnoGuardar } from '@eds/contracts/turnos/horarios';
import { CajonFormulario } from '../../../components/formulario/cajon-formulario';
import { CampoSeleccion, type OpcionSeleccion } from '../../../components/formulario/campo-seleccion';
import { CampoTexto } from '../../../components/formulario/campo-texto';
import { useFormulario } from '../../../components/formulario/use-formulario';
import { traducirMensaje } from '../../../i18n/mensajes';
import { useCrearTurno, useEditarTurno } from '../api/escrituras-turno';
import { conCruceTraducido } from '../lib/mensajes-turno';

interface Props {
  /** The schedule edited, or null to create one. */
  turno: TTurno | null;
  estaciones: readonly OpcionSeleccion[];
  cargandoEstaciones: boolean;
  /** The station a new schedule starts on (the filtered one, or a single-station user's). */
  estacionInicial: number | null;
  onCerrar: () => void;
}

/** 'Crear turno' / 'Editar turno': Estación, Nombre, Hora inicio and Hora fin (a shift may end the next day). */
export function FormularioTurno({ turno, estaciones, cargandoEstaciones, estacionInicial, onCerrar }: Props) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const crear = useCrearTurno();
  const editar = useEditarTurno();
  const form = useFormulario(ZTurnoForm, {
    defaultValues: {
      empresa_id: turno?.empresa_id ?? estacionInicial,
      nombre: turno?.nombre ?? '',
      hora_inicio: turno?.hora_inicio ?? '',
      hora_fin: turno?.hora_fin ?? '',
    } as TTurnoForm,
  });
  const entidad = t('turnos.entidad');

  const guardar = async (datos: TTurnoGuardar) => {
    try {
      const r = turno ? await editar.mutateAsync({ ...datos, id: turno.id }) : await crear.mutateAsync(datos);
      enqueueSnackbar(traducirMensaje(t, r.mensaje) || t(turno ? 'mensajesCatalogo.editado' : 'mensajesCatalogo.creado'), {
        variant: 'success',
      });
      onCerrar();
    } catch (error) {
      throw conCruceTraducido(t, error);
    }
  };

  return (
    <CajonFormulario
      abierto
      titulo={t(turno ? 'formulario.editar' : 'formulario.crear', { entidad })}
      form={form}
      onEnviar={guardar}
      onCerrar={onCerrar}
    >
      <CampoSeleccion<TTurnoForm>
        nombre="empresa_id"
        etiqueta="turnos.campos.estacion"
        requerido
        opciones={estaciones}
        cargando={cargandoEstaciones}
      />
      <CampoTexto<TTurnoForm> nombre="nombre" etiqueta="turnos.campos.nombre" requerido mayusculas maxLength={30} autoFocus />
      <CampoTexto<TTurnoForm>
        nombre="hora_inicio"
        etiqueta="turnos.campos.horaInicio"
        requerido
        maxLength={5}
        inputMode="numeric"
        ayuda="turnos.ayudaHora"
      />
      <CampoTexto<TTurnoForm>
        nombre="hora_fin"
        etiqueta="turnos.campos.horaFin"
        requerido
        maxLength={5}
        inputMode="numeric"
        ayuda="turnos.ayudaHoraFin"
      />
    </CajonFormulario>
  );
}
