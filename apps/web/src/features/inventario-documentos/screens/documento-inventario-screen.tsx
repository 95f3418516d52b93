import { useMemo, useState } from 'react';
import { Button } from '@mui/material';
import Block from '@mui/icons-material/BlockOutlined';
import PictureAsPdf from '@mui/icons-material/PictureAsPdfOutlined';
import UploadFile from '@mui/icons-material/UploadFileOutlined';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { TDocumentoFila } from '@eds/contracts/inventario-remarcacion';
import { BotonAccion } from '../../../components/acciones/boton-accion';
import { ConLetra } from '../../../components/acciones/con-letra';
import { FiltroFecha } from '../../../components/lista/filtro-fecha';
import { FiltroOpcion } from '../../../components/lista/filtro-opcion';
import { PantallaLista } from '../../../components/lista/pantalla-lista';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { traducirMensaje } from '../../../i18n/mensajes';
import { useEstacionesDelAlcance } from '../../../lib/estaciones-alcance';
import { useUsuario } from '../../../lib/sesion';
import { documentosQueryOptions, useAnularDocumento, useBodegasEstacion, type ClaveListaDocumentos } from '../api/documentos';
import { DetalleDocumento, FormularioMotivo, useDescargarPdf } from '../components/detalle-documento';
import { FormularioDocumento } from '../components/formulario-documento';
import { ImportarAjuste } from '../components/importar-ajuste';
import { CONFIG_DOCUMENTO, NEGOCIOS_DOCUMENTO, type NegocioDocumento, type TipoPantallaDocumento } from '../lib/documentos';
import '../lib/mensajes-documentos';

interface FiltrosDocumentos {
  estacion_id: number | null;
  bodega_id: number | null;
  tipo_negocio: string | null;
  fecha_inicial: string | null;
  fecha_final: string | null;
}

/** The Bodega filter: the warehouses of the station chosen in the Estación filter. */
function FiltroBodega({
  estacion,
  valor,
  onCambiar,
}: {
  estacion: number | null;
  valor: number | null;
  onCambiar: (v: number | null) => void;
}) {
  const { t } = useTranslation();
  const bodegas = useBodegasEstacion(estacion);
  return (
    <FiltroOpcion
      etiqueta={t('inventarioDocumentos.campos.bodega')}
      nombre="bodega_id"
      valor={valor}
      textoTodos={t('inventarioDocumentos.todas')}
      opciones={(bodegas.data ?? []).map((b) => ({ valor: b.id, texto: `${b.codigo} ${b.descripcion}` }))}
      onCambiar={onCambiar}
    />
  );
}

/**
 * The inventory documents of the store and the kiosk (SCREENS G14, decision 068): Ajuste inicial, Entradas, Salidas
 * and Traslados entre bodegas, one screen per kind for the three menus — `acciones/*` with a Tipo de negocio
 * selector, `cc/*` fixed to the kiosk (K), `canastilla/*` to the store (S). The list filters by station, warehouse,
 * business type, business-day range and number (Buscar) and exports (E); Crear (C) opens the document's form, the
 * initial adjustment also its Excel import; each row opens its detail with the kardex effect, its PDF and
 * `Anular documento` (N).
 */
export function DocumentoInventarioScreen({ tipo, negocio }: { tipo: TipoPantallaDocumento; negocio: NegocioDocumento | null }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const usuario = useUsuario();
  const config = CONFIG_DOCUMENTO[tipo];
  const base = `inventarioDocumentos.tipos.${config.clave}`;
  const estaciones = useEstacionesDelAlcance(usuario.infoDominio.negocio_id);
  const opciones = useMemo(() => (estaciones.data ?? []).map((e) => ({ valor: e.idEds, texto: e.alias })), [estaciones.data]);
  const propia = opciones.length === 1 ? opciones[0].valor : null;
  const [estacionFiltro, setEstacionFiltro] = useState<number | null>(null);
  const [creando, setCreando] = useState(false);
  const [importando, setImportando] = useState(false);
  const [viendo, setViendo] = useState<number | null>(null);
  const [anulando, setAnulando] = useState<TDocumentoFila | null>(null);
  const anular = useAnularDocumento();
  const pdf = useDescargarPdf();

  const columnas = useMemo<ColumnaTabla<TDocumentoFila>[]>(() => {
    const c: ColumnaTabla<TDocumentoFila>[] = [
      {
        clave: 'consecutivo',
        etiqueta: 'inventarioDocumentos.campos.consecutivo',
        tipo: 'numero',
        decimales: 0,
        ordenable: true,
        ancho: 100,
      },
      { clave: 'fecha', etiqueta: 'inventarioDocumentos.campos.fecha', tipo: 'fechaHora', ordenable: true, ancho: 170 },
      { clave: 'estacion', etiqueta: 'inventarioDocumentos.campos.estacion', ordenable: true },
    ];
    if (negocio === null)
      c.push({
        clave: 'tipo_negocio',
        etiqueta: 'inventarioDocumentos.campos.tipoNegocio',
        ancho: 130,
        valor: (f) => t(`inventarioDocumentos.negocios.${f.tipo_negocio}`, { defaultValue: f.tipo_negocio }),
      });
    c.push({
      clave: 'bodega',
      etiqueta: config.destino ? 'inventarioDocumentos.campos.bodegaOrigen' : 'inventarioDocumentos.campos.bodega',
    });
    if (config.destino) c.push({ clave: 'bodega_destino', etiqueta: 'inventarioDocumentos.campos.bodegaDestino' });
    if (config.proveedor)
      c.push(
        { clave: 'proveedor', etiqueta: 'inventarioDocumentos.campos.proveedor' },
        { clave: 'factura_proveedor', etiqueta: 'inventarioDocumentos.campos.factura', ancho: 130 },
      );
    if (config.concepto) c.push({ clave: 'concepto', etiqueta: 'inventarioDocumentos.campos.concepto', ancho: 150 });
    c.push(
      { clave: 'lineas', etiqueta: 'inventarioDocumentos.campos.lineas', tipo: 'numero', decimales: 0, ancho: 90 },
      { clave: 'total', etiqueta: 'inventarioDocumentos.campos.total', tipo: 'dinero', ancho: 130 },
      { clave: 'usuario', etiqueta: 'inventarioDocumentos.campos.usuario', ancho: 130 },
      {
        clave: 'estado',
        etiqueta: 'inventarioDocumentos.campos.estado',
        ancho: 120,
        valor: (f) => t(`inventarioDocumentos.estados.${f.estado}`, { defaultValue: f.estado }),
      },
    );
    return c;
  }, [t, negocio, config]);

  const alAnular = async (fila: TDocumentoFila, motivo: string) => {
    const r = await anular.mutateAsync({ id: fila.id, motivo });
    enqueueSnackbar(traducirMensaje(t, r.mensaje), { variant: 'success' });
    setAnulando(null);
  };

  return (
    <>
      <PantallaLista<TDocumentoFila, FiltrosDocumentos, ClaveListaDocumentos>
        titulo={`${base}.titulo`}
        entidad={`${base}.entidad`}
        nombreArchivo={`${tipo.replace('-', '_')}${negocio ? `_${negocio === 'K' ? 'kiosco' : 'canastilla'}` : ''}`}
        columnas={columnas}
        opciones={(consulta) =>
          documentosQueryOptions(tipo, usuario.empresas_id, { ...consulta, tipo_negocio: negocio ?? consulta.tipo_negocio })
        }
        filtros={{
          iniciales: { estacion_id: null, bodega_id: null, tipo_negocio: null, fecha_inicial: null, fecha_final: null },
          render: (valores, cambiar) => (
            <>
              <FiltroOpcion
                etiqueta={t('inventarioDocumentos.campos.estacion')}
                nombre="estacion_id"
                valor={valores.estacion_id}
                opciones={opciones}
                textoTodos={t('inventarioDocumentos.todas')}
                onCambiar={(id) => {
                  setEstacionFiltro(id);
                  cambiar({ estacion_id: id, bodega_id: null });
                }}
              />
              <FiltroBodega
                estacion={valores.estacion_id ?? propia}
                valor={valores.bodega_id}
                onCambiar={(v) => cambiar({ bodega_id: v })}
              />
              {negocio === null ? (
                <FiltroOpcion<string>
                  etiqueta={t('inventarioDocumentos.campos.tipoNegocio')}
                  nombre="tipo_negocio"
                  valor={valores.tipo_negocio}
                  opciones={NEGOCIOS_DOCUMENTO.map((n) => ({ valor: n, texto: t(`inventarioDocumentos.negocios.${n}`) }))}
                  textoTodos={t('inventarioDocumentos.todos')}
                  onCambiar={(v) => cambiar({ tipo_negocio: v })}
                />
              ) : null}
              <FiltroFecha
                etiqueta={t('inventarioDocumentos.desde')}
                valor={valores.fecha_inicial}
                onCambiar={(v) => cambiar({ fecha_inicial: v })}
              />
              <FiltroFecha
                etiqueta={t('inventarioDocumentos.hasta')}
                valor={valores.fecha_final}
                onCambiar={(v) => cambiar({ fecha_final: v })}
              />
            </>
          ),
        }}
        onCrear={() => setCreando(true)}
        accionesCabecera={
          config.excel ? (
            <ConLetra letra="C">
              <Button startIcon={<UploadFile />} variant="outlined" onClick={() => setImportando(true)}>
                {t('inventarioDocumentos.importar.boton')}
              </Button>
            </ConLetra>
          ) : null
        }
        accionesFila={(fila) => (
          <>
            <BotonAccion
              letra="R"
              etiqueta={t('inventarioDocumentos.verDe', { consecutivo: fila.consecutivo })}
              icono={<Visibility />}
              onClick={() => setViendo(fila.id)}
            />
            <BotonAccion
              letra="R"
              etiqueta={t('inventarioDocumentos.pdfDe', { consecutivo: fila.consecutivo })}
              icono={<PictureAsPdf />}
              onClick={() => void pdf(fila.id)}
            />
            {fila.estado === 'REGISTRADO' ? (
              <BotonAccion
                letra="N"
                etiqueta={t('inventarioDocumentos.anularDe', { consecutivo: fila.consecutivo })}
                icono={<Block />}
                color="error"
                onClick={() => setAnulando(fila)}
              />
            ) : null}
          </>
        )}
        idFila={(f) => String(f.id)}
      />
      {creando ? (
        <FormularioDocumento
          tipo={tipo}
          negocio={negocio}
          estaciones={opciones}
          estacionInicial={estacionFiltro ?? propia}
          onCerrar={() => setCreando(false)}
        />
      ) : null}
      {importando ? (
        <ImportarAjuste
          negocio={negocio}
          estaciones={opciones}
          estacionInicial={estacionFiltro ?? propia}
          onCerrar={() => setImportando(false)}
        />
      ) : null}
      {viendo !== null ? <DetalleDocumento id={viendo} onCerrar={() => setViendo(null)} /> : null}
      {anulando ? (
        <FormularioMotivo
          titulo={t('inventarioDocumentos.anularDe', { consecutivo: anulando.consecutivo })}
          onMotivo={(motivo) => alAnular(anulando, motivo)}
          onCerrar={() => setAnulando(null)}
        />
      ) : null}
    </>
  );
}
