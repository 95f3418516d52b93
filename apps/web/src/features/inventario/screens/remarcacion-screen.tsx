import { useCallback, useMemo, useRef, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ZProveedorOpcion } from '@eds/contracts/catalogos';
import { envelopePaginado } from '@eds/contracts/envelope';
import { ZDocumentoForm, type TDocumentoForm } from '@eds/contracts/inventario';
import { TIPOS_NEGOCIO_REMARCACION, type TDocumentoFila, type TRemarcacionProducto } from '@eds/contracts/inventario-remarcacion';
import { useConfirmacion } from '../../../components/dialogos/use-confirmacion';
import { CajonFormulario } from '../../../components/formulario/cajon-formulario';
import { CampoSeleccion } from '../../../components/formulario/campo-seleccion';
import { CampoTexto } from '../../../components/formulario/campo-texto';
import { useFormulario } from '../../../components/formulario/use-formulario';
import { FiltroOpcion } from '../../../components/lista/filtro-opcion';
import { PantallaLista } from '../../../components/lista/pantalla-lista';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { solicitar } from '../../../lib/api-client';
import { useEstacionesDelAlcance } from '../../../lib/estaciones-alcance';
import { useUsuario } from '../../../lib/sesion';
import { remarcacionesQueryOptions, useRegistrarRemarcacion } from '../api/remarcacion';
import { GrillaRemarcacion } from '../components/grilla-remarcacion';
import '../lib/mensajes-remarcacion';

interface Opcion {
  valor: number;
  texto: string;
}

/** The suppliers of the company's business (the documented selector), for the grid's filter. */
function useProveedores(empresaId: number) {
  return useQuery({
    queryKey: ['remarcacion', 'proveedores', empresaId],
    queryFn: ({ signal }) =>
      solicitar(`/api/proveedor/empresa/select/${empresaId}?limite=500`, { esquema: envelopePaginado(ZProveedorOpcion), signal }).then(
        (r) => r.data,
      ),
  });
}

function FormularioRemarcacion({
  estaciones,
  estacionInicial,
  onCerrar,
}: {
  estaciones: Opcion[];
  estacionInicial: number | null;
  onCerrar: () => void;
}) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const usuario = useUsuario();
  const registrar = useRegistrarRemarcacion();
  const proveedores = useProveedores(usuario.empresas_id);
  const { confirmar, dialogo } = useConfirmacion();
  const filas = useRef<readonly TRemarcacionProducto[]>([]);
  const alCargar = useCallback((f: readonly TRemarcacionProducto[]) => {
    filas.current = f;
  }, []);
  // The idempotency key is made once, when the form opens: a double click or a retry posts the document once.
  const [uuid] = useState(() => crypto.randomUUID());
  const form = useFormulario(ZDocumentoForm, {
    defaultValues: {
      uuid,
      empresa_id: estacionInicial,
      tipo_negocio: null,
      bodega_id: null,
      filtro_proveedor: null,
      observaciones: '',
      lineas: [],
    } as never,
  });

  const guardar = async (datos: TDocumentoForm) => {
    const costo = new Map(filas.current.map((p) => [p.producto_id, p.costo_promedio]));
    const debajo = datos.lineas.some((l) => (l.precio_nuevo ?? 0) < (costo.get(l.producto_id) ?? 0));
    if (debajo && !(await confirmar(t('remarcacion.debajoDelCosto'), t('remarcacion.confirmarDebajo')))) return;
    const r = await registrar.mutateAsync(datos);
    enqueueSnackbar(t('remarcacion.registrado', { consecutivo: r.data.consecutivo }), { variant: 'success' });
    onCerrar();
  };

  return (
    <CajonFormulario
      abierto
      amplio
      titulo={t('formulario.crear', { entidad: t('remarcacion.entidad') })}
      form={form}
      onEnviar={guardar}
      onCerrar={onCerrar}
    >
      <CampoSeleccion<FieldValues> nombre="empresa_id" etiqueta="remarcacion.campos.estacion" opciones={estaciones} requerido />
      <CampoSeleccion<FieldValues>
        nombre="tipo_negocio"
        etiqueta="remarcacion.campos.tipoNegocio"
        opciones={TIPOS_NEGOCIO_REMARCACION.map((v) => ({ valor: v, texto: t(`remarcacion.tipos.${v}`) }))}
        requerido
      />
      <CampoSeleccion<FieldValues>
        nombre="filtro_proveedor"
        etiqueta="remarcacion.campos.proveedor"
        opciones={(proveedores.data ?? []).map((p) => ({ valor: p.id, texto: p.razon_social }))}
        cargando={proveedores.isPending}
        vacio={t('remarcacion.todosProveedores')}
      />
      <GrillaRemarcacion onFilas={alCargar} />
      <CampoTexto<FieldValues> nombre="observaciones" etiqueta="remarcacion.campos.observaciones" multilinea maxLength={500} />
      {dialogo}
    </CajonFormulario>
  );
}

/**
 * Remarcación de precios (SCREENS.md G13, `/acciones/remarcacion`): the numbered re-marking documents of the user's
 * stations, found by number, station, user or product and exported; Crear opens the document: station, business type
 * (store or kiosk), supplier and category filters, the grid with cost, price and margin, `Aplicar % a selección`
 * rounded to $50, and a question before a price below cost. Posting writes the price history from its moment; the POS
 * devices read the new prices at their next configuration download.
 */
export function RemarcacionScreen() {
  const { t } = useTranslation();
  const usuario = useUsuario();
  const estaciones = useEstacionesDelAlcance(usuario.infoDominio.negocio_id);
  const opciones = useMemo(() => (estaciones.data ?? []).map((e) => ({ valor: e.idEds, texto: e.alias })), [estaciones.data]);
  const [creando, setCreando] = useState(false);
  const [filtroActual, setFiltroActual] = useState<number | null>(null);
  const columnas = useMemo<ColumnaTabla<TDocumentoFila>[]>(
    () => [
      { clave: 'consecutivo', etiqueta: 'remarcacion.campos.consecutivo', tipo: 'numero', decimales: 0, ordenable: true, ancho: 110 },
      { clave: 'fecha', etiqueta: 'remarcacion.campos.fecha', tipo: 'fechaHora', ordenable: true, ancho: 170 },
      { clave: 'estacion', etiqueta: 'remarcacion.campos.estacion', ordenable: true },
      {
        clave: 'tipo_negocio',
        etiqueta: 'remarcacion.campos.tipoNegocio',
        ancho: 130,
        valor: (f) => t(`remarcacion.tipos.${f.tipo_negocio}`),
      },
      { clave: 'bodega', etiqueta: 'remarcacion.campos.bodega' },
      { clave: 'lineas', etiqueta: 'remarcacion.campos.lineas', tipo: 'numero', decimales: 0, ancho: 110 },
      { clave: 'usuario', etiqueta: 'remarcacion.campos.usuario', ancho: 130 },
      { clave: 'observaciones', etiqueta: 'remarcacion.campos.observaciones' },
    ],
    [t],
  );
  const propia = opciones.length === 1 ? opciones[0].valor : null;
  return (
    <>
      <PantallaLista<TDocumentoFila, { estacion_id: number | null }>
        titulo="remarcacion.titulo"
        entidad="remarcacion.entidad"
        nombreArchivo="remarcaciones"
        columnas={columnas}
        opciones={(consulta) => remarcacionesQueryOptions(usuario.empresas_id, consulta) as never}
        filtros={{
          iniciales: { estacion_id: null },
          render: (valores, cambiar) => (
            <FiltroOpcion
              etiqueta={t('remarcacion.campos.estacion')}
              nombre="estacion_id"
              valor={valores.estacion_id}
              opciones={opciones}
              textoTodos={t('remarcacion.todasEstaciones')}
              onCambiar={(id) => {
                setFiltroActual(id);
                cambiar({ estacion_id: id });
              }}
            />
          ),
        }}
        onCrear={() => setCreando(true)}
        idFila={(f) => String(f.id)}
      />
      {creando ? (
        <FormularioRemarcacion estaciones={opciones} estacionInicial={filtroActual ?? propia} onCerrar={() => setCreando(false)} />
      ) : null}
    </>
  );
}
