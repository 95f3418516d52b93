import { useState } from 'react';
import { Alert, Button, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import Download from '@mui/icons-material/DownloadOutlined';
import { useWatch, type FieldValues } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ARCHIVO_IMPORTACION_MAXIMO_BYTES, MENSAJES_INVENTARIO, ZAjusteExcelForm, type TFilaRechazada } from '@eds/contracts/inventario';
import { MENSAJES } from '@eds/contracts/mensajes';
import { avisarError } from '../../../components/formulario/avisar-error';
import { CajonFormulario } from '../../../components/formulario/cajon-formulario';
import { CampoArchivo } from '../../../components/formulario/campo-archivo';
import { CampoSeleccion, type OpcionSeleccion } from '../../../components/formulario/campo-seleccion';
import { CampoTexto } from '../../../components/formulario/campo-texto';
import { useFormulario } from '../../../components/formulario/use-formulario';
import { descargarArchivo } from '../../../components/tabla/columnas';
import { descargarPlantillaAjuste, useBodegasEstacion, useImportarAjuste } from '../api/documentos';
import { NEGOCIOS_DOCUMENTO, type NegocioDocumento } from '../lib/documentos';

/** The import's form: the contract's, with the file as the file field holds it (its name and base64 bytes). */
const ZImportarForm = ZAjusteExcelForm.extend({
  archivo: z.object({ nombre: z.string(), contenido_base64: z.string() }, { error: MENSAJES.campoObligatorioCorto }),
});
type TImportarForm = z.output<typeof ZImportarForm>;

function CampoBodega() {
  const empresa = useWatch({ name: 'empresa_id' }) as number | null;
  const bodegas = useBodegasEstacion(empresa ?? null);
  return (
    <CampoSeleccion<FieldValues>
      nombre="bodega_id"
      etiqueta="inventarioDocumentos.campos.bodega"
      requerido
      cargando={empresa !== null && empresa !== undefined && bodegas.isPending}
      opciones={(bodegas.data ?? []).map((b) => ({ valor: b.id, texto: `${b.codigo} ${b.descripcion}` }))}
    />
  );
}

/**
 * Ajuste inicial desde Excel (SCREENS G14, decision 067): the template to download (CODIGO, CANTIDAD, COSTO), the
 * station, business type and warehouse, and the file. When any row is refused nothing is posted and each refused row
 * is listed with its reason; a file that is not an xlsx workbook gets its message on the file field.
 */
export function ImportarAjuste({
  negocio,
  estaciones,
  estacionInicial,
  onCerrar,
}: {
  negocio: NegocioDocumento | null;
  estaciones: OpcionSeleccion[];
  estacionInicial: number | null;
  onCerrar: () => void;
}) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const importar = useImportarAjuste();
  const [uuid] = useState(() => crypto.randomUUID());
  const [rechazadas, setRechazadas] = useState<TFilaRechazada[]>([]);
  const form = useFormulario(ZImportarForm, {
    defaultValues: { uuid, empresa_id: estacionInicial ?? undefined, tipo_negocio: negocio ?? undefined, observaciones: '' },
  });
  const plantilla = async () => {
    try {
      const r = await descargarPlantillaAjuste();
      descargarArchivo(r.archivo, r.nombre);
    } catch (error) {
      avisarError(error, enqueueSnackbar, t);
    }
  };
  const guardar = async (datos: TImportarForm) => {
    const r = await importar.mutateAsync({ ...datos, archivo: datos.archivo.contenido_base64 });
    if (r.tipo === 'rechazado') {
      setRechazadas(r.filas);
      return;
    }
    enqueueSnackbar(t('inventarioDocumentos.registrado', { consecutivo: r.consecutivo }), { variant: 'success' });
    onCerrar();
  };
  return (
    <CajonFormulario abierto amplio titulo={t('inventarioDocumentos.importar.titulo')} form={form} onEnviar={guardar} onCerrar={onCerrar}>
      <Button startIcon={<Download />} onClick={() => void plantilla()} sx={{ alignSelf: 'start' }}>
        {t('inventarioDocumentos.importar.plantilla')}
      </Button>
      <CampoSeleccion<FieldValues> nombre="empresa_id" etiqueta="inventarioDocumentos.campos.estacion" requerido opciones={estaciones} />
      {negocio === null ? (
        <CampoSeleccion<FieldValues>
          nombre="tipo_negocio"
          etiqueta="inventarioDocumentos.campos.tipoNegocio"
          requerido
          opciones={NEGOCIOS_DOCUMENTO.map((n) => ({ valor: n, texto: t(`inventarioDocumentos.negocios.${n}`) }))}
        />
      ) : null}
      <CampoBodega />
      <CampoArchivo<FieldValues>
        nombre="archivo"
        etiqueta="inventarioDocumentos.importar.archivo"
        requerido
        aceptar=".xlsx"
        maximoBytes={ARCHIVO_IMPORTACION_MAXIMO_BYTES}
        mensajeGrande={MENSAJES_INVENTARIO.archivoGrande}
      />
      <CampoTexto<FieldValues> nombre="observaciones" etiqueta="inventarioDocumentos.campos.observaciones" multilinea maxLength={500} />
      {rechazadas.length > 0 ? (
        <>
          <Alert severity="error" role="alert">
            {t('inventarioDocumentos.importar.rechazadas', { n: rechazadas.length })}
          </Alert>
          <TableContainer>
            <Table size="small" aria-label={t('inventarioDocumentos.importar.tablaRechazadas')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('inventarioDocumentos.importar.fila')}</TableCell>
                  <TableCell>{t('inventarioDocumentos.importar.motivo')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rechazadas.map((r) => (
                  <TableRow key={`${r.fila}-${r.mensaje}`}>
                    <TableCell>{r.fila}</TableCell>
                    <TableCell>{r.mensaje}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      ) : null}
    </CajonFormulario>
  );
}
