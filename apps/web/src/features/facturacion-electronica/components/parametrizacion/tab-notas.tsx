import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import {
  TIPOS_NOTA,
  ZNotaFacturacionForm,
  type TNotaFacturacion,
  type TNotaFacturacionForm,
  type TNotaFacturacionGuardar,
} from '@eds/contracts/facturacion/parametrizacion';
import { CajonFormulario } from '../../../../components/formulario/cajon-formulario';
import { CampoSeleccion } from '../../../../components/formulario/campo-seleccion';
import { CampoTexto } from '../../../../components/formulario/campo-texto';
import { useFormulario } from '../../../../components/formulario/use-formulario';
import type { ColumnaTabla } from '../../../../components/tabla/columnas';
import { traducirMensaje } from '../../../../i18n/mensajes';
import { guardarNota, useEscrituraParametros, useNotasFacturacion, useTiposReferencia } from '../../api/parametrizacion';
import { opcionesEstado, textoEstado } from './estado-columna';
import { TablaCatalogo } from './tabla-catalogo';

/** Notas crédito/débito: the texts the business uses for its notes, each under a reference type of its kind. */
export function TabNotas() {
  const { t } = useTranslation();
  const notas = useNotasFacturacion();
  const [edicion, setEdicion] = useState<{ nota: TNotaFacturacion | null } | null>(null);
  const columnas = useMemo<ColumnaTabla<TNotaFacturacion>[]>(
    () => [
      {
        clave: 'tipo_nota',
        etiqueta: 'feParametrizacion.campos.tipoNota',
        valor: (x) => t(`feParametrizacion.tiposNota.${x.tipo_nota}`),
        ancho: 150,
      },
      { clave: 'tipo_referencia', etiqueta: 'feParametrizacion.campos.tipoReferencia' },
      { clave: 'descripcion', etiqueta: 'feParametrizacion.campos.texto' },
      { clave: 'estado', etiqueta: 'lista.estado', valor: (x) => textoEstado(t, x.estado), ancho: 110 },
    ],
    [t],
  );
  return (
    <TablaCatalogo
      titulo="feParametrizacion.notas.titulo"
      entidad="feParametrizacion.notas.entidad"
      nombreArchivo="notas_facturacion"
      filas={notas.data}
      cargando={notas.isPending}
      error={notas.isError}
      onReintentar={() => void notas.refetch()}
      columnas={columnas}
      onCrear={() => setEdicion({ nota: null })}
      onEditar={(x) => setEdicion({ nota: x })}
      nombre={(x) => x.descripcion}
      idFila={(x) => String(x.id)}
    >
      {edicion ? <FormularioNota nota={edicion.nota} onCerrar={() => setEdicion(null)} /> : null}
    </TablaCatalogo>
  );
}

function FormularioNota({ nota, onCerrar }: { nota: TNotaFacturacion | null; onCerrar: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const tipos = useTiposReferencia();
  const guardar = useEscrituraParametros(guardarNota);
  const form = useFormulario(ZNotaFacturacionForm, {
    defaultValues: {
      tipo_nota: nota?.tipo_nota ?? '',
      tipo_referencia_id: nota?.tipo_referencia_id ?? '',
      descripcion: nota?.descripcion ?? '',
      estado: nota?.estado ?? 'A',
    } as unknown as TNotaFacturacionForm,
  });
  const tipoNota = useWatch({ control: form.control, name: 'tipo_nota' });
  // Only the active reference types of the chosen kind of note (the server refuses the others).
  const opciones = useMemo(
    () =>
      (tipos.data ?? [])
        .filter((x) => x.tipo_nota === tipoNota && (x.estado === 'A' || x.id === nota?.tipo_referencia_id))
        .map((x) => ({ valor: x.id, texto: `${x.codigo} - ${x.descripcion}` })),
    [tipos.data, tipoNota, nota?.tipo_referencia_id],
  );
  const entidad = t('feParametrizacion.notas.entidad');
  const enviar = async (datos: TNotaFacturacionGuardar) => {
    const r = await guardar.mutateAsync({ ...datos, id: nota?.id });
    enqueueSnackbar(traducirMensaje(t, r.mensaje), { variant: 'success' });
    onCerrar();
  };
  return (
    <CajonFormulario
      abierto
      titulo={t(nota ? 'formulario.editar' : 'formulario.crear', { entidad })}
      form={form}
      onEnviar={enviar}
      onCerrar={onCerrar}
    >
      <CampoSeleccion<TNotaFacturacionForm>
        nombre="tipo_nota"
        etiqueta="feParametrizacion.campos.tipoNota"
        requerido
        opciones={TIPOS_NOTA.map((x) => ({ valor: x, texto: t(`feParametrizacion.tiposNota.${x}`) }))}
      />
      <CampoSeleccion<TNotaFacturacionForm>
        nombre="tipo_referencia_id"
        etiqueta="feParametrizacion.campos.tipoReferencia"
        requerido
        cargando={tipos.isPending}
        opciones={opciones}
      />
      <CampoTexto<TNotaFacturacionForm>
        nombre="descripcion"
        etiqueta="feParametrizacion.campos.texto"
        requerido
        multilinea
        maxLength={500}
      />
      <CampoSeleccion<TNotaFacturacionForm> nombre="estado" etiqueta="lista.estado" requerido opciones={opcionesEstado(t)} />
    </CajonFormulario>
  );
}
