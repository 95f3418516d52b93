import { useMemo, useState } from 'react';
import Block from '@mui/icons-material/BlockOutlined';
import { useWatch, type FieldValues } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ESTADOS_CALIBRACION, ZCalibracionForm, type TCalibracion, type TCalibracionFila } from '@eds/contracts/combustible/calibraciones';
import { TIPO_EMPRESA } from '@eds/contracts/constantes';
import { textoBogota } from '@eds/contracts/dia-operativo';
import { BotonAccion } from '../../../components/acciones/boton-accion';
import { useConfirmacion } from '../../../components/dialogos/use-confirmacion';
import { avisarError } from '../../../components/formulario/avisar-error';
import { CajonFormulario } from '../../../components/formulario/cajon-formulario';
import { CampoNumero } from '../../../components/formulario/campo-numero';
import { CampoSeleccion } from '../../../components/formulario/campo-seleccion';
import { CampoTexto } from '../../../components/formulario/campo-texto';
import { useFormulario } from '../../../components/formulario/use-formulario';
import { FiltroOpcion } from '../../../components/lista/filtro-opcion';
import { PantallaLista } from '../../../components/lista/pantalla-lista';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { traducirMensaje } from '../../../i18n/mensajes';
import { useUsuario } from '../../../lib/sesion';
import { useEstacionesBodega } from '../api/bodegas';
import { calibracionesQueryOptions, useAnularCalibracion, useOpcionesCalibracion, useRegistrarCalibracion } from '../api/calibraciones';
import { BloqueEstacionPeriodo, type FiltrosEstacionPeriodo } from '../components/filtros-estacion-periodo';
import '../lib/mensajes-bodegas';

type Opcion = { valor: number; texto: string };

/** Estación (a business user picks it), then the station's Turno, Manguera and Responsable. */
function CamposEstacion({ estaciones, propia }: { estaciones: Opcion[]; propia: number | null }) {
  const empresa = useWatch({ name: 'empresa_id' }) as number | null;
  const opciones = useOpcionesCalibracion(empresa ?? null);
  const de = (lista: { id: number; texto: string }[] | undefined) => (lista ?? []).map((o) => ({ valor: o.id, texto: o.texto }));
  return (
    <>
      {propia === null ? (
        <CampoSeleccion<FieldValues> nombre="empresa_id" etiqueta="bodegas.calibraciones.campos.estacion" requerido opciones={estaciones} />
      ) : null}
      <CampoSeleccion<FieldValues>
        nombre="turno_id"
        etiqueta="bodegas.calibraciones.campos.turno"
        requerido
        cargando={opciones.isLoading}
        opciones={de(opciones.data?.turnos)}
      />
      <CampoSeleccion<FieldValues>
        nombre="manguera_id"
        etiqueta="bodegas.calibraciones.campos.manguera"
        requerido
        cargando={opciones.isLoading}
        opciones={de(opciones.data?.mangueras)}
      />
      <CampoSeleccion<FieldValues>
        nombre="responsable_id"
        etiqueta="bodegas.calibraciones.campos.responsable"
        requerido
        cargando={opciones.isLoading}
        opciones={de(opciones.data?.responsables)}
      />
    </>
  );
}

function FormularioCalibracion({ estaciones, propia, onCerrar }: { estaciones: Opcion[]; propia: number | null; onCerrar: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const registrar = useRegistrarCalibracion();
  const form = useFormulario(ZCalibracionForm, {
    defaultValues: {
      empresa_id: propia,
      turno_id: null,
      manguera_id: null,
      responsable_id: null,
      volumen: null,
      fecha: textoBogota(new Date()),
    } as never,
  });
  const guardar = async (datos: TCalibracion) => {
    const r = await registrar.mutateAsync(datos);
    enqueueSnackbar(traducirMensaje(t, r.mensaje), { variant: 'success' });
    onCerrar();
  };
  return (
    <CajonFormulario
      abierto
      titulo={t('formulario.crear', { entidad: t('bodegas.calibraciones.entidad') })}
      form={form}
      onEnviar={guardar}
      onCerrar={onCerrar}
    >
      <CamposEstacion estaciones={estaciones} propia={propia} />
      <CampoNumero<FieldValues> nombre="volumen" etiqueta="bodegas.calibraciones.campos.volumen" requerido />
      <CampoTexto<FieldValues> nombre="fecha" etiqueta="bodegas.calibraciones.campos.fecha" requerido ayuda="bodegas.recibos.ayudaFecha" />
    </CajonFormulario>
  );
}

interface FiltrosCalibracion extends FiltrosEstacionPeriodo {
  estado_calibracion: string | null;
}

/**
 * Calibraciones (SCREENS.md G04, `/configuracion/gestion_calibraciones`): the test pours of the stations in scope,
 * typed here or sent by a POS (the same rows); a pour is registered with letter C (it leaves the shift's meter sales
 * and returns to the tank's book stock) and annulled with letter N.
 */
export function CalibracionesScreen() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const usuario = useUsuario();
  const empresaId = usuario.empresas_id;
  const propia = usuario.tipo_empresa === TIPO_EMPRESA.EDS ? usuario.empresas_id : null;
  const estaciones = useEstacionesBodega(usuario.infoDominio.negocio_id);
  const opciones = useMemo(() => (estaciones.data ?? []).map((e) => ({ valor: e.idEds, texto: e.alias })), [estaciones.data]);
  const [creando, setCreando] = useState(false);
  const { confirmar, dialogo } = useConfirmacion();
  const anular = useAnularCalibracion();
  const columnas = useMemo<ColumnaTabla<TCalibracionFila>[]>(
    () => [
      { clave: 'fecha', etiqueta: 'bodegas.calibraciones.campos.fecha', tipo: 'fechaHora', ordenable: true, ancho: 170 },
      { clave: 'estacion', etiqueta: 'bodegas.calibraciones.campos.estacion', ordenable: true },
      { clave: 'turno', etiqueta: 'bodegas.calibraciones.campos.turno' },
      { clave: 'manguera', etiqueta: 'bodegas.calibraciones.campos.manguera', ordenable: true, ancho: 100 },
      { clave: 'producto', etiqueta: 'bodegas.calibraciones.campos.producto' },
      { clave: 'tanque', etiqueta: 'bodegas.calibraciones.campos.tanque' },
      { clave: 'volumen', etiqueta: 'bodegas.calibraciones.campos.volumen', tipo: 'numero', decimales: 3, ancho: 120, ordenable: true },
      { clave: 'responsable', etiqueta: 'bodegas.calibraciones.campos.responsable' },
      {
        clave: 'origen',
        etiqueta: 'bodegas.calibraciones.campos.origen',
        ancho: 110,
        valor: (f) => t(`bodegas.calibraciones.origenes.${f.origen}`),
      },
      {
        clave: 'estado',
        etiqueta: 'bodegas.calibraciones.campos.estado',
        ordenable: true,
        ancho: 120,
        valor: (f) => t(`bodegas.calibraciones.estados.${f.estado}`),
      },
    ],
    [t],
  );
  const alAnular = async (fila: TCalibracionFila) => {
    if (!(await confirmar(t('bodegas.calibraciones.confirmarAnular', { manguera: fila.manguera, volumen: fila.volumen })))) return;
    try {
      const r = await anular.mutateAsync(fila.id);
      enqueueSnackbar(traducirMensaje(t, r.mensaje), { variant: 'success' });
    } catch (error) {
      avisarError(error, enqueueSnackbar, t);
    }
  };
  return (
    <>
      <PantallaLista<TCalibracionFila, FiltrosCalibracion>
        titulo="bodegas.calibraciones.titulo"
        entidad="bodegas.calibraciones.entidad"
        nombreArchivo="calibraciones"
        columnas={columnas}
        sinEstado
        opciones={(consulta) => calibracionesQueryOptions(empresaId, consulta) as never}
        filtros={{
          iniciales: { estacion_id: null, estado_calibracion: null, fecha_inicio: null, fecha_fin: null },
          render: (valores, cambiar) => (
            <BloqueEstacionPeriodo valores={valores} cambiar={cambiar} propia={propia} estaciones={opciones}>
              <FiltroOpcion<string>
                etiqueta={t('bodegas.calibraciones.campos.estado')}
                valor={valores.estado_calibracion}
                textoTodos={t('bodegas.filtros.todos')}
                opciones={ESTADOS_CALIBRACION.map((e) => ({ valor: e, texto: t(`bodegas.calibraciones.estados.${e}`) }))}
                onCambiar={(v) => cambiar({ estado_calibracion: v })}
              />
            </BloqueEstacionPeriodo>
          ),
        }}
        onCrear={() => setCreando(true)}
        accionesFila={(fila) =>
          fila.estado === 'REGISTRADA' ? (
            <BotonAccion
              letra="N"
              etiqueta={t('bodegas.calibraciones.anularDe', { manguera: fila.manguera })}
              icono={<Block />}
              color="error"
              onClick={() => void alAnular(fila)}
            />
          ) : null
        }
        idFila={(f) => String(f.id)}
      />
      {creando ? <FormularioCalibracion estaciones={opciones} propia={propia} onCerrar={() => setCreando(false)} /> : null}
      {dialogo}
    </>
  );
}
