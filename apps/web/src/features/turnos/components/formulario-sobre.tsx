import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ZSobreForm, type TSobre, type TSobreForm, type TSobreGuardar } from '@eds/contracts/turnos/sobres';
import { CajonFormulario } from '../../../components/formulario/cajon-formulario';
import { CampoNumero } from '../../../components/formulario/campo-numero';
import { CampoSeleccion, type OpcionSeleccion } from '../../../components/formulario/campo-seleccion';
import { CampoTexto } from '../../../components/formulario/campo-texto';
import { useFormulario } from '../../../components/formulario/use-formulario';
import { traducirMensaje } from '../../../i18n/mensajes';
import { useCrearSobre, useEditarSobre, useTurnosSobre } from '../api/sobres';

interface Props {
  /** The envelope edited (not yet counted), or null to register one. */
  sobre: TSobre | null;
  estaciones: readonly OpcionSeleccion[];
  cargandoEstaciones: boolean;
  estacionInicial: number | null;
  onCerrar: () => void;
}

/** 'Crear sobre' / 'Editar sobre': Estación, Turno (of that station), N° sobre, Valor declarado and Observación. */
export function FormularioSobre({ sobre, estaciones, cargandoEstaciones, estacionInicial, onCerrar }: Props) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const crear = useCrearSobre();
  const editar = useEditarSobre();
  const form = useFormulario(ZSobreForm, {
    defaultValues: {
      empresa_id: sobre?.empresa_id ?? estacionInicial,
      turno_id: sobre?.turno_id ?? null,
      numero: sobre?.numero ?? null,
      valor_declarado: sobre?.valor_declarado ?? null,
      observacion: sobre?.observacion ?? '',
    } as unknown as TSobreForm,
  });
  const empresaId = form.watch('empresa_id') as number | null;
  const turnos = useTurnosSobre(empresaId ? Number(empresaId) : null);
  const opcionesTurno = (turnos.data ?? []).map((x) => ({ valor: x.id, texto: `${x.texto} · ${x.promotor}` }));
  const entidad = t('turnos.sobres.entidad');

  const guardar = async (datos: TSobreGuardar) => {
    const r = sobre ? await editar.mutateAsync({ ...datos, id: sobre.id }) : await crear.mutateAsync(datos);
    enqueueSnackbar(traducirMensaje(t, r.mensaje) || t(sobre ? 'mensajesCatalogo.editado' : 'mensajesCatalogo.creado'), {
      variant: 'success',
    });
    onCerrar();
  };

  return (
    <CajonFormulario
      abierto
      titulo={t(sobre ? 'formulario.editar' : 'formulario.crear', { entidad })}
      form={form}
      onEnviar={guardar}
      onCerrar={onCerrar}
    >
      <CampoSeleccion<TSobreForm>
        nombre="empresa_id"
        etiqueta="turnos.sobres.campos.estacion"
        requerido
        opciones={estaciones}
        cargando={cargandoEstaciones}
      />
      <CampoSeleccion<TSobreForm>
        nombre="turno_id"
        etiqueta="turnos.sobres.campos.turno"
        requerido
        opciones={opcionesTurno}
        cargando={turnos.isFetching}
      />
      <CampoNumero<TSobreForm> nombre="numero" etiqueta="turnos.sobres.campos.numero" requerido entero />
      <CampoNumero<TSobreForm> nombre="valor_declarado" etiqueta="turnos.sobres.campos.valorDeclarado" requerido />
      <CampoTexto<TSobreForm> nombre="observacion" etiqueta="turnos.sobres.campos.observacion" maxLength={200} multilinea />
    </CajonFormulario>
  );
}
