import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { TIPOS_GRUPO, ZGrupoForm, type TGrupo, type TGrupoForm, type TGrupoGuardar } from '@eds/contracts/configuracion/grupos';
import { CajonFormulario } from '../../../components/formulario/cajon-formulario';
import { CampoSeleccion } from '../../../components/formulario/campo-seleccion';
import { CampoSeleccionMultiple } from '../../../components/formulario/campo-seleccion-multiple';
import { CampoTexto } from '../../../components/formulario/campo-texto';
import { useFormulario } from '../../../components/formulario/use-formulario';
import { traducirMensaje } from '../../../i18n/mensajes';
import { useCandidatos, useGuardarGrupo } from '../api/grupos';

interface Props {
  grupo: TGrupo | null;
  empresaId: number;
  onCerrar: () => void;
}

/** 'Crear grupo' / 'Editar grupo': Tipo*, Nombre* and Miembros (the records of the type; changing the type clears them). */
export function FormularioGrupo({ grupo, empresaId, onCerrar }: Props) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const guardar = useGuardarGrupo();
  const form = useFormulario(ZGrupoForm, {
    defaultValues: {
      empresa_id: grupo?.empresa_id ?? empresaId,
      tipo: grupo?.tipo ?? ('' as never),
      nombre: grupo?.nombre ?? '',
      miembros: grupo?.miembros ?? [],
    },
  });
  const tipo = useWatch({ control: form.control, name: 'tipo' }) as TGrupoForm['tipo'] | '';
  const candidatos = useCandidatos(tipo || null, empresaId);
  const previo = useRef(tipo);
  useEffect(() => {
    if (previo.current !== tipo) form.setValue('miembros', [], { shouldDirty: true });
    previo.current = tipo;
  }, [tipo, form]);

  const enviar = async (datos: TGrupoGuardar) => {
    const r = await guardar.mutateAsync(grupo ? { ...datos, id: grupo.id } : datos);
    enqueueSnackbar(traducirMensaje(t, r.mensaje) || t(grupo ? 'mensajesCatalogo.editado' : 'mensajesCatalogo.creado'), {
      variant: 'success',
    });
    onCerrar();
  };

  return (
    <CajonFormulario
      abierto
      titulo={t(grupo ? 'formulario.editar' : 'formulario.crear', { entidad: t('grupos.entidad') })}
      form={form}
      onEnviar={enviar}
      onCerrar={onCerrar}
    >
      <CampoSeleccion<TGrupoForm>
        nombre="tipo"
        etiqueta="grupos.campos.tipo"
        requerido
        opciones={TIPOS_GRUPO.map((v) => ({ valor: v, texto: t(`grupos.tipos.${v}`) }))}
      />
      <CampoTexto<TGrupoForm> nombre="nombre" etiqueta="grupos.campos.nombre" requerido mayusculas maxLength={60} />
      <CampoSeleccionMultiple<TGrupoForm>
        nombre="miembros"
        etiqueta="grupos.campos.miembros"
        opciones={candidatos.data ?? []}
        cargando={candidatos.isFetching}
        deshabilitado={!tipo}
      />
    </CajonFormulario>
  );
}
