import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import {
  OPERACIONES_CONTABLES,
  TIPOS_NEGOCIO_REGLA,
  ZReglaForm,
  type TRegla,
  type TReglaForm,
  type TReglaGuardar,
} from '@eds/contracts/conciliacion/contabilidad';
import { CajonFormulario } from '../../../components/formulario/cajon-formulario';
import { CampoSeleccion } from '../../../components/formulario/campo-seleccion';
import { CampoTexto } from '../../../components/formulario/campo-texto';
import { useFormulario } from '../../../components/formulario/use-formulario';
import { traducirMensaje } from '../../../i18n/mensajes';
import { apiReglas } from '../api/reglas';
import { CLAVE_OPERACION, claveTipoNegocio } from '../lib/textos';

interface Props {
  /** The rule edited, or null to create one. */
  regla: TRegla | null;
  empresaId: number;
  onCerrar: () => void;
}

function valoresIniciales(regla: TRegla | null, empresaId: number): TReglaForm {
  return {
    empresa_id: empresaId,
    operacion: regla?.operacion ?? (null as never),
    tipo_negocio: regla?.tipo_negocio ?? '*',
    cuenta_debito: regla?.cuenta_debito ?? '',
    cuenta_credito: regla?.cuenta_credito ?? '',
    centro_costo: regla?.centro_costo ?? '',
  };
}

/** 'Crear regla contable' / 'Editar regla contable': operation*, business type*, debit account*, credit account*, cost centre. */
export function FormularioRegla({ regla, empresaId, onCerrar }: Props) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const crear = apiReglas.useCrear();
  const editar = apiReglas.useEditar();
  const form = useFormulario(ZReglaForm, { defaultValues: valoresIniciales(regla, empresaId) });

  const guardar = async (datos: TReglaGuardar) => {
    const r = regla ? await editar.mutateAsync({ ...datos, id: regla.id }) : await crear.mutateAsync(datos);
    enqueueSnackbar(traducirMensaje(t, r.mensaje) || t(regla ? 'mensajesCatalogo.editado' : 'mensajesCatalogo.creado'), {
      variant: 'success',
    });
    onCerrar();
  };

  const operaciones = OPERACIONES_CONTABLES.map((o) => ({ valor: o, texto: t(`contabilidad.operaciones.${CLAVE_OPERACION[o]}`) }));
  const tipos = TIPOS_NEGOCIO_REGLA.map((x) => ({ valor: x, texto: t(claveTipoNegocio(x)) }));

  return (
    <CajonFormulario
      abierto
      titulo={t(regla ? 'formulario.editar' : 'formulario.crear', { entidad: t('contabilidad.apuntamientos.entidad') })}
      form={form}
      onEnviar={guardar}
      onCerrar={onCerrar}
    >
      <CampoSeleccion<TReglaForm> nombre="operacion" etiqueta="contabilidad.campos.operacion" opciones={operaciones} requerido />
      <CampoSeleccion<TReglaForm> nombre="tipo_negocio" etiqueta="contabilidad.campos.tipoNegocio" opciones={tipos} requerido />
      <CampoTexto<TReglaForm>
        nombre="cuenta_debito"
        etiqueta="contabilidad.campos.cuentaDebito"
        requerido
        maxLength={12}
        inputMode="numeric"
        ayuda="contabilidad.ayudas.cuenta"
      />
      <CampoTexto<TReglaForm>
        nombre="cuenta_credito"
        etiqueta="contabilidad.campos.cuentaCredito"
        requerido
        maxLength={12}
        inputMode="numeric"
        ayuda="contabilidad.ayudas.cuenta"
      />
      <CampoTexto<TReglaForm>
        nombre="centro_costo"
        etiqueta="contabilidad.campos.centroCosto"
        mayusculas
        maxLength={20}
        ayuda="contabilidad.ayudas.centroCosto"
      />
    </CajonFormulario>
  );
}
