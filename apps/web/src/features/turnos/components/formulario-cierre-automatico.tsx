import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import {
  ACCIONES_CIERRE,
  ZCierreAutomaticoForm,
  type TCierreAutomatico,
  type TCierreAutomaticoForm,
  type TCierreAutomaticoGuardar,
} from '@eds/contracts/turnos/cierres-automaticos';
import { CajonFormulario } from '../../../components/formulario/cajon-formulario';
import { CampoInterruptor } from '../../../components/formulario/campo-interruptor';
import { CampoNumero } from '../../../components/formulario/campo-numero';
import { CampoSeleccion, type OpcionSeleccion } from '../../../components/formulario/campo-seleccion';
import { CampoTexto } from '../../../components/formulario/campo-texto';
import { useFormulario } from '../../../components/formulario/use-formulario';
import { traducirMensaje } from '../../../i18n/mensajes';
import { useCrearCierre, useEditarCierre } from '../api/cierres-automaticos';

interface Props {
  cierre: TCierreAutomatico | null;
  estaciones: readonly OpcionSeleccion[];
  cargandoEstaciones: boolean;
  estacionInicial: number | null;
  onCerrar: () => void;
}

/** 'Crear cierre automático' / 'Editar cierre automático': Estación, the switch, Tolerancia, Hora de cierre, Acción. */
export function FormularioCierreAutomatico({ cierre, estaciones, cargandoEstaciones, estacionInicial, onCerrar }: Props) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const crear = useCrearCierre();
  const editar = useEditarCierre();
  const form = useFormulario(ZCierreAutomaticoForm, {
    defaultValues: {
      empresa_id: cierre?.empresa_id ?? estacionInicial,
      habilitado: cierre?.habilitado ?? true,
      tolerancia_minutos: cierre?.tolerancia_minutos ?? 30,
      hora_cierre: cierre?.hora_cierre ?? '06:00',
      accion: cierre?.accion ?? null,
    } as unknown as TCierreAutomaticoForm,
  });
  const acciones = ACCIONES_CIERRE.map((a) => ({ valor: a, texto: t(`turnos.cierres.acciones.${a}`) }));

  const guardar = async (datos: TCierreAutomaticoGuardar) => {
    const r = cierre ? await editar.mutateAsync({ ...datos, id: cierre.id }) : await crear.mutateAsync(datos);
    enqueueSnackbar(traducirMensaje(t, r.mensaje) || t(cierre ? 'mensajesCatalogo.editado' : 'mensajesCatalogo.creado'), {
      variant: 'success',
    });
    onCerrar();
  };

  return (
    <CajonFormulario
      abierto
      titulo={t(cierre ? 'formulario.editar' : 'formulario.crear', { entidad: t('turnos.cierres.entidad') })}
      form={form}
      onEnviar={guardar}
      onCerrar={onCerrar}
    >
      <CampoSeleccion<TCierreAutomaticoForm>
        nombre="empresa_id"
        etiqueta="turnos.cierres.campos.estacion"
        requerido
        opciones={estaciones}
        cargando={cargandoEstaciones}
      />
      <CampoInterruptor<TCierreAutomaticoForm> nombre="habilitado" etiqueta="turnos.cierres.campos.habilitado" />
      <CampoNumero<TCierreAutomaticoForm> nombre="tolerancia_minutos" etiqueta="turnos.cierres.campos.tolerancia" requerido entero />
      <CampoTexto<TCierreAutomaticoForm>
        nombre="hora_cierre"
        etiqueta="turnos.cierres.campos.horaCierre"
        requerido
        maxLength={5}
        inputMode="numeric"
        ayuda="turnos.ayudaHora"
      />
      <CampoSeleccion<TCierreAutomaticoForm> nombre="accion" etiqueta="turnos.cierres.campos.accion" requerido opciones={acciones} />
    </CajonFormulario>
  );
}
