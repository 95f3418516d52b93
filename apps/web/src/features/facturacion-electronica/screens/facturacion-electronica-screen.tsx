import { useMemo, useState } from 'react';
import { Box, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { TFacturaFe } from '@eds/contracts/facturacion/documentos';
import { PantallaLista } from '../../../components/lista/pantalla-lista';
import { useConfirmacion } from '../../../components/dialogos/use-confirmacion';
import { avisarError } from '../../../components/formulario/avisar-error';
import { descargarArchivo } from '../../../components/tabla/columnas';
import { traducirMensaje } from '../../../i18n/mensajes';
import { useUsuario } from '../../../lib/sesion';
import { useEstacionesDelAlcance } from '../../../lib/estaciones-alcance';
import { descargarXmlFe, facturasFeQueryOptions, useAccionFe, type AccionFe } from '../api/facturas';
import { descargarPdfMovimiento } from '../api/parametrizacion';
import { AccionesFactura } from '../components/acciones-factura';
import { useColumnasFacturas } from '../components/columnas-facturas';
import { DetalleFactura } from '../components/detalle-factura';
import {
  PESTANAS_PARAMETRIZACION,
  PestanaParametrizacionContenido,
  type PestanaParametrizacion,
} from '../components/parametrizacion/pestanas-parametrizacion';
import { BloqueFiltrosFacturas, SIN_FILTRO_FACTURAS } from '../components/filtros-facturas';
import '../lib/mensajes';
import '../lib/mensajes-parametrizacion';

type Pestana = 'facturas' | PestanaParametrizacion;

/**
 * Facturación electrónica (`/acciones/facturacion-electronica`): the electronic invoices of the user's stations
 * (station, invoice, date, status, client, total, CUFE, DIAN's answer) by station, state and business day; each
 * row opens its documents and state history, and is resent, regenerated or asked to DIAN through the sending
 * queue (X); the signed XML and the PDF (through `pdf/download`) download (E). The other tabs are the spec's
 * billing parameters: states, annulment reasons, reference types, credit/debit notes, fiscal responsibilities,
 * resend times, mandatory FE, FE and REMISION parameters by station, and the POS messages.
 */
export function FacturacionElectronicaScreen() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const usuario = useUsuario();
  const estaciones = useEstacionesDelAlcance(usuario.infoDominio.negocio_id);
  const opciones = useMemo(() => (estaciones.data ?? []).map((e) => ({ valor: e.idEds, texto: e.alias })), [estaciones.data]);
  const [pestana, setPestana] = useState<Pestana>('facturas');
  const [detalle, setDetalle] = useState<TFacturaFe | null>(null);
  const { confirmar, dialogo } = useConfirmacion();
  const accion = useAccionFe();
  const columnas = useColumnasFacturas();

  const ejecutar = async (f: TFacturaFe, a: AccionFe) => {
    if (a === 'regenerar' && !(await confirmar(t('facturacionElectronica.confirmarRegenerar')))) return;
    try {
      const r = await accion.mutateAsync({ id: f.id, accion: a });
      enqueueSnackbar(traducirMensaje(t, r.mensaje), { variant: 'success' });
    } catch (error) {
      avisarError(error, enqueueSnackbar, t);
    }
  };

  const xml = async (f: TFacturaFe, tipo: 'FACTURA' | 'NOTA_CREDITO' = 'FACTURA') => {
    try {
      const r = await descargarXmlFe(f.id, tipo);
      descargarArchivo(r.archivo, r.nombre);
    } catch (error) {
      avisarError(error, enqueueSnackbar, t);
    }
  };

  const pdf = async (f: TFacturaFe) => {
    try {
      const r = await descargarPdfMovimiento(f);
      descargarArchivo(r.archivo, r.nombre);
    } catch (error) {
      avisarError(error, enqueueSnackbar, t);
    }
  };

  return (
    <Stack spacing={2}>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={pestana}
          onChange={(_e, v: Pestana) => setPestana(v)}
          variant="scrollable"
          scrollButtons="auto"
          aria-label={t('feParametrizacion.pestanas.etiqueta')}
        >
          {(['facturas', ...PESTANAS_PARAMETRIZACION] as const).map((p) => (
            <Tab key={p} value={p} label={t(`feParametrizacion.pestanas.${p}`)} id={`pestana-fe-${p}`} aria-controls={`panel-fe-${p}`} />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`panel-fe-${pestana}`} aria-labelledby={`pestana-fe-${pestana}`}>
        {pestana === 'facturas' ? null : (
          <Stack spacing={2}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              {t('facturacionElectronica.titulo')}
            </Typography>
            <PestanaParametrizacionContenido pestana={pestana} />
          </Stack>
        )}
        {pestana !== 'facturas' ? null : (
          <PantallaLista
            titulo="facturacionElectronica.titulo"
            entidad="facturacionElectronica.entidad"
            nombreArchivo="facturas_electronicas"
            columnas={columnas}
            opciones={facturasFeQueryOptions}
            filtros={{
              iniciales: SIN_FILTRO_FACTURAS,
              render: (valores, cambiar) => <BloqueFiltrosFacturas valores={valores} cambiar={cambiar} estaciones={opciones} />,
            }}
            accionesFila={(f) => (
              <AccionesFactura
                factura={f}
                onDetalle={setDetalle}
                onAccion={(x, a) => void ejecutar(x, a)}
                onXml={(x) => void xml(x)}
                onPdf={(x) => void pdf(x)}
              />
            )}
            idFila={(f) => String(f.id)}
          />
        )}
      </Box>
      {detalle ? <DetalleFactura factura={detalle} onCerrar={() => setDetalle(null)} onXml={(f, tipo) => void xml(f, tipo)} /> : null}
      {dialogo}
    </Stack>
  );
}
