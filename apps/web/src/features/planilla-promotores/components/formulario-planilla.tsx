import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ZPlanillaForm, type TPlanilla, type TPlanillaForm, type TPlanillaGuardar } from '@eds/contracts/configuracion/planilla-promotores';
import { CajonFormulario } from '../../../components/formulario/cajon-formulario';
import { CampoFecha } from '../../../components/formulario/campo-fecha';
import { CampoSeleccion } from '../../../components/formulario/campo-seleccion';
import { useFormulario } from '../../../components/formulario/use-formulario';
import { traducirMensaje } from '../../../i18n/mensajes';
import { useGuardarPlanilla, useOpcionesPlanilla } from '../api/planilla-promotores';

interface Props {
  /** The planned shift edited, or null to plan one. */
  planilla: TPlanilla | null;
  empresaId: number;
  /** The day a new row starts on (the list's first day). */
  fechaInicial: string;
  onCerrar: () => void;
}

/** 'Crear turno de planilla' / 'Editar turno de planilla': promoter, shift template, island and day of the station. */
export function FormularioPlanilla({ planilla, empresaId, fechaInicial, onCerrar }: Props) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const guardar = useGuardarPlanilla();
  const opciones = useOpcionesPlanilla(empresaId);
  const form = useFormulario(ZPlanillaForm, {
    defaultValues: {
      promotor_id: planilla?.promotor_id ?? null,
      horario_id: planilla?.horario_id ?? null,
      isla_id: planilla?.isla_id ?? null,
      fecha: planilla?.fecha ?? fechaInicial,
    } satisfies TPlanillaForm,
  });
  const entidad = t('planillaPromotores.entidad');
  const lista = (xs: readonly { id: number; texto: string }[] | undefined) => (xs ?? []).map((o) => ({ valor: o.id, texto: o.texto }));

  const enviar = async (datos: TPlanillaGuardar) => {
    const r = await guardar.mutateAsync({ empresaId, datos: { ...datos, id: planilla?.id } });
    enqueueSnackbar(traducirMensaje(t, r.mensaje) || t(planilla ? 'mensajesCatalogo.editado' : 'mensajesCatalogo.creado'), {
      variant: 'success',
    });
    onCerrar();
  };

  return (
    <CajonFormulario
      abierto
      titulo={t(planilla ? 'formulario.editar' : 'formulario.crear', { entidad })}
      form={form}
      onEnviar={enviar}
      onCerrar={onCerrar}
    >
      <CampoSeleccion<TPlanillaForm>
        nombre="promotor_id"
        etiqueta="planillaPromotores.campos.promotor"
        requerido
        opciones={lista(opciones.data?.promotores)}
        vacio
        cargando={opciones.isPending}
      />
      <CampoSeleccion<TPlanillaForm>
        nombre="horario_id"
        etiqueta="planillaPromotores.campos.horario"
        requerido
        opciones={lista(opciones.data?.horarios)}
        vacio
        cargando={opciones.isPending}
      />
      <CampoSeleccion<TPlanillaForm>
        nombre="isla_id"
        etiqueta="planillaPromotores.campos.isla"
        opciones={lista(opciones.data?.islas)}
        vacio
        cargando={opciones.isPending}
      />
      <CampoFecha<TPlanillaForm> nombre="fecha" etiqueta="planillaPromotores.campos.fecha" requerido />
    </CajonFormulario>
  );
}
