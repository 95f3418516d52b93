import { useMemo, useState } from 'react';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import {
  TIPOS_NOTA,
  ZTipoReferenciaForm,
  type TTipoReferencia,
  type TTipoReferenciaForm,
  type TTipoReferenciaGuardar,
} from '@eds/contracts/facturacion/parametrizacion';
import { CajonFormulario } from '../../../../components/formulario/cajon-formulario';
import { CampoSeleccion } from '../../../../components/formulario/campo-seleccion';
import { CampoTexto } from '../../../../components/formulario/campo-texto';
import { useFormulario } from '../../../../components/formulario/use-formulario';
import type { ColumnaTabla } from '../../../../components/tabla/columnas';
import { traducirMensaje } from '../../../../i18n/mensajes';
import { guardarTipoReferencia, useEscrituraParametros, useTiposReferencia } from '../../api/parametrizacion';
import { opcionesEstado, textoEstado } from './estado-columna';
import { TablaCatalogo } from './tabla-catalogo';

/** Tipos de referencia: DIAN's correction concepts of credit and debit notes (read-only) and the business's own. */
export function TabTiposReferencia() {
  const { t } = useTranslation();
  const tipos = useTiposReferencia();
  const [edicion, setEdicion] = useState<{ tipo: TTipoReferencia | null } | null>(null);
  const columnas = useMemo<ColumnaTabla<TTipoReferencia>[]>(
    () => [
      {
        clave: 'tipo_nota',
        etiqueta: 'feParametrizacion.campos.tipoNota',
        valor: (x) => t(`feParametrizacion.tiposNota.${x.tipo_nota}`),
        ancho: 150,
      },
      { clave: 'codigo', etiqueta: 'feParametrizacion.campos.codigo', ancho: 100 },
      { clave: 'descripcion', etiqueta: 'feParametrizacion.campos.descripcion' },
      {
        clave: 'sistema',
        etiqueta: 'feParametrizacion.campos.origen',
        valor: (x) => t(x.sistema ? 'feParametrizacion.origen.dian' : 'feParametrizacion.origen.negocio'),
        ancho: 120,
      },
      { clave: 'estado', etiqueta: 'lista.estado', valor: (x) => textoEstado(t, x.estado), ancho: 110 },
    ],
    [t],
  );
  return (
    <TablaCatalogo
      titulo="feParametrizacion.tipos.titulo"
      entidad="feParametrizacion.tipos.entidad"
      nombreArchivo="tipos_referencia"
      filas={tipos.data}
      cargando={tipos.isPending}
      error={tipos.isError}
      onReintentar={() => void tipos.refetch()}
      columnas={columnas}
      onCrear={() => setEdicion({ tipo: null })}
      onEditar={(x) => setEdicion({ tipo: x })}
      editable={(x) => !x.sistema}
      nombre={(x) => `${x.codigo} ${x.descripcion}`}
      idFila={(x) => String(x.id)}
    >
      {edicion ? <FormularioTipo tipo={edicion.tipo} onCerrar={() => setEdicion(null)} /> : null}
    </TablaCatalogo>
  );
}

function FormularioTipo({ tipo, onCerrar }: { tipo: TTipoReferencia | null; onCerrar: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const guardar = useEscrituraParametros(guardarTipoReferencia);
  const form = useFormulario(ZTipoReferenciaForm, {
    defaultValues: {
      tipo_nota: tipo?.tipo_nota ?? '',
      codigo: tipo?.codigo ?? '',
      descripcion: tipo?.descripcion ?? '',
      estado: tipo?.estado ?? 'A',
    } as unknown as TTipoReferenciaForm,
  });
  const entidad = t('feParametrizacion.tipos.entidad');
  const enviar = async (datos: TTipoReferenciaGuardar) => {
    const r = await guardar.mutateAsync({ ...datos, id: tipo?.id });
    enqueueSnackbar(traducirMensaje(t, r.mensaje), { variant: 'success' });
    onCerrar();
  };
  return (
    <CajonFormulario
      abierto
      titulo={t(tipo ? 'formulario.editar' : 'formulario.crear', { entidad })}
      form={form}
      onEnviar={enviar}
      onCerrar={onCerrar}
    >
      <CampoSeleccion<TTipoReferenciaForm>
        nombre="tipo_nota"
        etiqueta="feParametrizacion.campos.tipoNota"
        requerido
        opciones={TIPOS_NOTA.map((x) => ({ valor: x, texto: t(`feParametrizacion.tiposNota.${x}`) }))}
      />
      <CampoTexto<TTipoReferenciaForm> nombre="codigo" etiqueta="feParametrizacion.campos.codigo" requerido mayusculas maxLength={5} />
      <CampoTexto<TTipoReferenciaForm>
        nombre="descripcion"
        etiqueta="feParametrizacion.campos.descripcion"
        requerido
        mayusculas
        maxLength={120}
      />
      <CampoSeleccion<TTipoReferenciaForm> nombre="estado" etiqueta="lista.estado" requerido opciones={opcionesEstado(t)} />
    </CajonFormulario>
  );
}
