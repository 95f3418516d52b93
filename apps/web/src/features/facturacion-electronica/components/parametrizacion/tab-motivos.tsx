import { useMemo, useState } from 'react';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import {
  ZMotivoAnulacionForm,
  type TMotivoAnulacionForm,
  type TMotivoAnulacionGuardar,
  type TMotivoAnulacionParam,
} from '@eds/contracts/facturacion/parametrizacion';
import { CajonFormulario } from '../../../../components/formulario/cajon-formulario';
import { CampoSeleccion } from '../../../../components/formulario/campo-seleccion';
import { CampoTexto } from '../../../../components/formulario/campo-texto';
import { useFormulario } from '../../../../components/formulario/use-formulario';
import type { ColumnaTabla } from '../../../../components/tabla/columnas';
import { traducirMensaje } from '../../../../i18n/mensajes';
import { guardarMotivo, useEscrituraParametros, useMotivosAnulacion } from '../../api/parametrizacion';
import { opcionesEstado, textoEstado } from './estado-columna';
import { TablaCatalogo } from './tabla-catalogo';

/** Motivos de anulación: the system's reasons (read-only) and the business's own, offered by the annulment screen when active. */
export function TabMotivos() {
  const { t } = useTranslation();
  const motivos = useMotivosAnulacion();
  const [edicion, setEdicion] = useState<{ motivo: TMotivoAnulacionParam | null } | null>(null);
  const columnas = useMemo<ColumnaTabla<TMotivoAnulacionParam>[]>(
    () => [
      { clave: 'descripcion', etiqueta: 'feParametrizacion.campos.descripcion' },
      {
        clave: 'sistema',
        etiqueta: 'feParametrizacion.campos.origen',
        valor: (x) => t(x.sistema ? 'feParametrizacion.origen.sistema' : 'feParametrizacion.origen.negocio'),
        ancho: 140,
      },
      { clave: 'estado', etiqueta: 'lista.estado', valor: (x) => textoEstado(t, x.estado), ancho: 120 },
    ],
    [t],
  );
  return (
    <TablaCatalogo
      titulo="feParametrizacion.motivos.titulo"
      entidad="feParametrizacion.motivos.entidad"
      nombreArchivo="motivos_anulacion"
      filas={motivos.data}
      cargando={motivos.isPending}
      error={motivos.isError}
      onReintentar={() => void motivos.refetch()}
      columnas={columnas}
      onCrear={() => setEdicion({ motivo: null })}
      onEditar={(m) => setEdicion({ motivo: m })}
      editable={(m) => !m.sistema}
      nombre={(m) => m.descripcion}
      idFila={(m) => String(m.id)}
    >
      {edicion ? <FormularioMotivo motivo={edicion.motivo} onCerrar={() => setEdicion(null)} /> : null}
    </TablaCatalogo>
  );
}

function FormularioMotivo({ motivo, onCerrar }: { motivo: TMotivoAnulacionParam | null; onCerrar: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const guardar = useEscrituraParametros(guardarMotivo);
  const form = useFormulario(ZMotivoAnulacionForm, {
    defaultValues: { descripcion: motivo?.descripcion ?? '', estado: motivo?.estado ?? 'A' } as TMotivoAnulacionForm,
  });
  const entidad = t('feParametrizacion.motivos.entidad');
  const enviar = async (datos: TMotivoAnulacionGuardar) => {
    const r = await guardar.mutateAsync({ ...datos, id: motivo?.id });
    enqueueSnackbar(traducirMensaje(t, r.mensaje), { variant: 'success' });
    onCerrar();
  };
  return (
    <CajonFormulario
      abierto
      titulo={t(motivo ? 'formulario.editar' : 'formulario.crear', { entidad })}
      form={form}
      onEnviar={enviar}
      onCerrar={onCerrar}
    >
      <CampoTexto<TMotivoAnulacionForm>
        nombre="descripcion"
        etiqueta="feParametrizacion.campos.descripcion"
        requerido
        mayusculas
        maxLength={120}
        autoFocus
      />
      <CampoSeleccion<TMotivoAnulacionForm> nombre="estado" etiqueta="lista.estado" requerido opciones={opcionesEstado(t)} />
    </CajonFormulario>
  );
}
