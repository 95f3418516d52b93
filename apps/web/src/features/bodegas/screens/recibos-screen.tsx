import { useMemo, useState } from 'react';
import Block from '@mui/icons-material/BlockOutlined';
import { useWatch, type FieldValues } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ESTADOS_RECIBO_COMBUSTIBLE, ZReciboForm, type TRecibo, type TReciboFila } from '@eds/contracts/combustible/recibos';
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
import { useTanquesEstacion } from '../api/aforo';
import { useEstacionesBodega } from '../api/bodegas';
import { recibosQueryOptions, useAnularRecibo, useProveedoresRecibo, useRegistrarRecibo } from '../api/recibos';
import { BloqueEstacionPeriodo, type FiltrosEstacionPeriodo } from '../components/filtros-estacion-periodo';
import '../lib/mensajes-bodegas';

type Opcion = { valor: number; texto: string };

/** Estación (a business user picks it), Tanque and Proveedor: the station's tanks and its business's suppliers. */
function CamposEstacion({ estaciones, propia }: { estaciones: Opcion[]; propia: number | null }) {
  const empresa = useWatch({ name: 'empresa_id' }) as number | null;
  const tanques = useTanquesEstacion(empresa ?? null);
  const proveedores = useProveedoresRecibo(empresa ?? null);
  return (
    <>
      {propia === null ? (
        <CampoSeleccion<FieldValues> nombre="empresa_id" etiqueta="bodegas.recibos.campos.estacion" requerido opciones={estaciones} />
      ) : null}
      <CampoSeleccion<FieldValues>
        nombre="bodega_id"
        etiqueta="bodegas.recibos.campos.tanque"
        requerido
        cargando={tanques.isLoading}
        opciones={(tanques.data ?? []).map((b) => ({ valor: b.id, texto: `${b.codigo} ${b.descripcion}` }))}
      />
      <CampoSeleccion<FieldValues>
        nombre="proveedor_id"
        etiqueta="bodegas.recibos.campos.proveedor"
        requerido
        cargando={proveedores.isLoading}
        opciones={(proveedores.data ?? []).map((p) => ({ valor: p.id, texto: p.razon_social }))}
      />
    </>
  );
}

function FormularioRecibo({ estaciones, propia, onCerrar }: { estaciones: Opcion[]; propia: number | null; onCerrar: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const registrar = useRegistrarRecibo();
  const ahora = textoBogota(new Date());
  const form = useFormulario(ZReciboForm, {
    defaultValues: {
      empresa_id: propia,
      bodega_id: null,
      proveedor_id: null,
      factura_proveedor: '',
      guia_sicom: '',
      placa_carrotanque: '',
      volumen_facturado: null,
      costo_galon: null,
      fecha_inicio: ahora,
      altura_antes_mm: null,
      fecha_fin: ahora,
      altura_despues_mm: null,
      observacion: '',
    } as never,
  });
  const guardar = async (datos: TRecibo) => {
    const r = await registrar.mutateAsync(datos);
    const gal = (n: number) => n.toLocaleString('es-CO', { maximumFractionDigits: 3 });
    enqueueSnackbar(
      t('bodegas.recibos.guardado', {
        consecutivo: r.data.consecutivo,
        recibidos: gal(r.data.recibidos),
        diferencia: gal(r.data.diferencia),
      }),
      { variant: 'success' },
    );
    onCerrar();
  };
  return (
    <CajonFormulario
      abierto
      titulo={t('formulario.crear', { entidad: t('bodegas.recibos.entidad') })}
      form={form}
      onEnviar={guardar}
      onCerrar={onCerrar}
    >
      <CamposEstacion estaciones={estaciones} propia={propia} />
      <CampoTexto<FieldValues> nombre="factura_proveedor" etiqueta="bodegas.recibos.campos.factura" requerido mayusculas />
      <CampoTexto<FieldValues> nombre="guia_sicom" etiqueta="bodegas.recibos.campos.guia" requerido mayusculas />
      <CampoTexto<FieldValues> nombre="placa_carrotanque" etiqueta="bodegas.recibos.campos.placa" requerido mayusculas />
      <CampoNumero<FieldValues> nombre="volumen_facturado" etiqueta="bodegas.recibos.campos.facturado" requerido />
      <CampoNumero<FieldValues> nombre="costo_galon" etiqueta="bodegas.recibos.campos.costo" requerido />
      <CampoTexto<FieldValues>
        nombre="fecha_inicio"
        etiqueta="bodegas.recibos.campos.inicio"
        requerido
        ayuda="bodegas.recibos.ayudaFecha"
      />
      <CampoNumero<FieldValues> nombre="altura_antes_mm" etiqueta="bodegas.recibos.campos.alturaAntes" requerido />
      <CampoTexto<FieldValues> nombre="fecha_fin" etiqueta="bodegas.recibos.campos.fin" requerido ayuda="bodegas.recibos.ayudaFecha" />
      <CampoNumero<FieldValues> nombre="altura_despues_mm" etiqueta="bodegas.recibos.campos.alturaDespues" requerido />
      <CampoTexto<FieldValues> nombre="observacion" etiqueta="bodegas.recibos.campos.observacion" multilinea />
    </CajonFormulario>
  );
}

interface FiltrosRecibo extends FiltrosEstacionPeriodo {
  estado_recibo: string | null;
}

/**
 * Recibos de combustible (SCREENS.md G04, `/configuracion/gestion_recibos`): fuel deliveries of the stations in
 * scope with invoiced, measured before and after, sold during the unload, received and the difference; a delivery is
 * posted with letter C (the dips go to the tank's readings, the gallons to its stock at weighted average cost) and
 * annulled with letter N.
 */
export function RecibosScreen() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const usuario = useUsuario();
  const empresaId = usuario.empresas_id;
  const propia = usuario.tipo_empresa === TIPO_EMPRESA.EDS ? usuario.empresas_id : null;
  const estaciones = useEstacionesBodega(usuario.infoDominio.negocio_id);
  const opciones = useMemo(() => (estaciones.data ?? []).map((e) => ({ valor: e.idEds, texto: e.alias })), [estaciones.data]);
  const [creando, setCreando] = useState(false);
  const { confirmar, dialogo } = useConfirmacion();
  const anular = useAnularRecibo();
  const columnas = useMemo<ColumnaTabla<TReciboFila>[]>(() => {
    const gal = { tipo: 'numero' as const, decimales: 3, ancho: 120 };
    return [
      { clave: 'consecutivo', etiqueta: 'bodegas.recibos.campos.consecutivo', tipo: 'numero', decimales: 0, ordenable: true, ancho: 90 },
      { clave: 'fecha', etiqueta: 'bodegas.recibos.campos.fecha', tipo: 'fechaHora', ordenable: true, ancho: 170 },
      { clave: 'estacion', etiqueta: 'bodegas.recibos.campos.estacion', ordenable: true },
      { clave: 'tanque', etiqueta: 'bodegas.recibos.campos.tanque', ordenable: true },
      { clave: 'proveedor', etiqueta: 'bodegas.recibos.campos.proveedor', ordenable: true },
      { clave: 'factura_proveedor', etiqueta: 'bodegas.recibos.campos.factura', ancho: 120 },
      { clave: 'guia_sicom', etiqueta: 'bodegas.recibos.campos.guia', ancho: 120 },
      { clave: 'volumen_facturado', etiqueta: 'bodegas.recibos.campos.facturado', ...gal },
      { clave: 'medido_antes', etiqueta: 'bodegas.recibos.campos.medidoAntes', ...gal },
      { clave: 'medido_despues', etiqueta: 'bodegas.recibos.campos.medidoDespues', ...gal },
      { clave: 'venta_descargue', etiqueta: 'bodegas.recibos.campos.venta', ...gal },
      { clave: 'recibidos', etiqueta: 'bodegas.recibos.campos.recibidos', ...gal, ordenable: true },
      { clave: 'diferencia', etiqueta: 'bodegas.recibos.campos.diferencia', ...gal },
      { clave: 'porcentaje', etiqueta: 'bodegas.recibos.campos.porcentaje', tipo: 'numero', decimales: 2, ancho: 100 },
      { clave: 'costo_galon', etiqueta: 'bodegas.recibos.campos.costo', tipo: 'dinero', ancho: 120 },
      {
        clave: 'estado',
        etiqueta: 'bodegas.recibos.campos.estado',
        ordenable: true,
        ancho: 120,
        valor: (f) => t(`bodegas.recibos.estados.${f.estado}`),
      },
    ];
  }, [t]);
  const alAnular = async (fila: TReciboFila) => {
    if (!(await confirmar(t('bodegas.recibos.confirmarAnular', { consecutivo: fila.consecutivo })))) return;
    try {
      const r = await anular.mutateAsync(fila.id);
      enqueueSnackbar(traducirMensaje(t, r.mensaje), { variant: 'success' });
    } catch (error) {
      avisarError(error, enqueueSnackbar, t);
    }
  };
  return (
    <>
      <PantallaLista<TReciboFila, FiltrosRecibo>
        titulo="bodegas.recibos.titulo"
        entidad="bodegas.recibos.entidad"
        nombreArchivo="recibos_combustible"
        columnas={columnas}
        sinEstado
        opciones={(consulta) => recibosQueryOptions(empresaId, consulta) as never}
        filtros={{
          iniciales: { estacion_id: null, estado_recibo: null, fecha_inicio: null, fecha_fin: null },
          render: (valores, cambiar) => (
            <BloqueEstacionPeriodo valores={valores} cambiar={cambiar} propia={propia} estaciones={opciones}>
              <FiltroOpcion<string>
                etiqueta={t('bodegas.recibos.campos.estado')}
                valor={valores.estado_recibo}
                textoTodos={t('bodegas.filtros.todos')}
                opciones={ESTADOS_RECIBO_COMBUSTIBLE.map((e) => ({ valor: e, texto: t(`bodegas.recibos.estados.${e}`) }))}
                onCambiar={(v) => cambiar({ estado_recibo: v })}
              />
            </BloqueEstacionPeriodo>
          ),
        }}
        onCrear={() => setCreando(true)}
        accionesFila={(fila) =>
          fila.estado === 'REGISTRADO' ? (
            <BotonAccion
              letra="N"
              etiqueta={t('bodegas.recibos.anularDe', { consecutivo: fila.consecutivo })}
              icono={<Block />}
              color="error"
              onClick={() => void alAnular(fila)}
            />
          ) : null
        }
        idFila={(f) => String(f.id)}
      />
      {creando ? <FormularioRecibo estaciones={opciones} propia={propia} onCerrar={() => setCreando(false)} /> : null}
      {dialogo}
    </>
  );
}
