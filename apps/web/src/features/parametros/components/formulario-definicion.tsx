import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import {
  GRUPOS_PARAMETRO,
  NIVELES_PARAMETRO,
  TIPOS_PARAMETRO,
  ZParametroDefinicionForm,
  type TParametroDefinicion,
  type TParametroDefinicionForm,
  type TParametroDefinicionGuardar,
} from '@eds/contracts/configuracion/parametros';
import { CajonFormulario } from '../../../components/formulario/cajon-formulario';
import { CampoNumero } from '../../../components/formulario/campo-numero';
import { CampoSeleccion } from '../../../components/formulario/campo-seleccion';
import { CampoSeleccionMultiple } from '../../../components/formulario/campo-seleccion-multiple';
import { CampoTexto } from '../../../components/formulario/campo-texto';
import { useFormulario } from '../../../components/formulario/use-formulario';
import { traducirMensaje } from '../../../i18n/mensajes';
import { useCrearDefinicion, useEditarDefinicion } from '../api/parametros';

interface Props {
  definicion: TParametroDefinicion | null;
  onCerrar: () => void;
}

function iniciales(d: TParametroDefinicion | null): TParametroDefinicionForm {
  return {
    codigo: d?.codigo ?? '',
    descripcion: d?.descripcion ?? '',
    tipo: d?.tipo ?? 'NUMERO',
    minimo: d?.minimo ?? null,
    maximo: d?.maximo ?? null,
    opciones: d?.opciones.join(', ') ?? '',
    defecto: d?.defecto ?? '',
    niveles: d?.niveles ?? ['GLOBAL', 'NEGOCIO', 'ESTACION'],
    grupo: d?.grupo ?? 'GENERAL',
  };
}

/** 'Crear parámetro' / 'Editar parámetro': Código* (UNQ), Descripción*, Tipo*, Mín, Máx, Opciones, Defecto*, Niveles*, Grupo. */
export function FormularioDefinicion({ definicion, onCerrar }: Props) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const crear = useCrearDefinicion();
  const editar = useEditarDefinicion();
  const form = useFormulario(ZParametroDefinicionForm, { defaultValues: iniciales(definicion) });
  const tipo = form.watch('tipo');
  const entidad = t('parametros.entidad');

  const guardar = async (datos: TParametroDefinicionGuardar) => {
    const r = definicion ? await editar.mutateAsync({ ...datos, id: definicion.id }) : await crear.mutateAsync(datos);
    enqueueSnackbar(traducirMensaje(t, r.mensaje), { variant: 'success' });
    onCerrar();
  };

  return (
    <CajonFormulario
      abierto
      titulo={t(definicion ? 'formulario.editar' : 'formulario.crear', { entidad })}
      form={form}
      onEnviar={guardar}
      onCerrar={onCerrar}
    >
      <CampoTexto<TParametroDefinicionForm>
        nombre="codigo"
        etiqueta="parametros.campos.codigo"
        requerido
        mayusculas
        maxLength={50}
        autoFocus
      />
      <CampoTexto<TParametroDefinicionForm>
        nombre="descripcion"
        etiqueta="parametros.campos.descripcion"
        requerido
        mayusculas
        maxLength={120}
      />
      <CampoSeleccion<TParametroDefinicionForm>
        nombre="tipo"
        etiqueta="parametros.campos.tipo"
        requerido
        opciones={TIPOS_PARAMETRO.map((x) => ({ valor: x, texto: t(`parametros.tipos.${x}`) }))}
      />
      {tipo === 'NUMERO' ? (
        <>
          <CampoNumero<TParametroDefinicionForm> nombre="minimo" etiqueta="parametros.campos.minimo" />
          <CampoNumero<TParametroDefinicionForm> nombre="maximo" etiqueta="parametros.campos.maximo" />
        </>
      ) : null}
      {tipo === 'LISTA' ? (
        <CampoTexto<TParametroDefinicionForm>
          nombre="opciones"
          etiqueta="parametros.campos.opciones"
          ayuda="parametros.ayudaOpciones"
          mayusculas
        />
      ) : null}
      <CampoTexto<TParametroDefinicionForm>
        nombre="defecto"
        etiqueta="parametros.campos.defecto"
        requerido
        maxLength={200}
        ayuda={tipo === 'BOOLEANO' ? 'parametros.ayudaBooleano' : tipo === 'HORA' ? 'parametros.ayudaHora' : undefined}
      />
      <CampoSeleccionMultiple<TParametroDefinicionForm>
        nombre="niveles"
        etiqueta="parametros.campos.niveles"
        requerido
        opciones={NIVELES_PARAMETRO.map((n) => ({ valor: n, texto: t(`parametros.origen.${n}`) }))}
      />
      <CampoSeleccion<TParametroDefinicionForm>
        nombre="grupo"
        etiqueta="parametros.campos.grupo"
        opciones={GRUPOS_PARAMETRO.map((g) => ({ valor: g, texto: t(`parametros.grupos.${g}`) }))}
      />
    </CajonFormulario>
  );
}
