import { useMemo, useState } from 'react';
import { Box, Stack, Tab, Tabs } from '@mui/material';
import PictureAsPdf from '@mui/icons-material/PictureAsPdfOutlined';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { TFacturaFe } from '@eds/contracts/facturacion/documentos';
import { BotonAccion } from '../../../components/acciones/boton-accion';
import { avisarError } from '../../../components/formulario/avisar-error';
import { PantallaLista } from '../../../components/lista/pantalla-lista';
import { descargarArchivo } from '../../../components/tabla/columnas';
import { useUsuario } from '../../../lib/sesion';
import { useEstacionesDelAlcance } from '../../../lib/estaciones-alcance';
import { facturasOficinaQueryOptions } from '../api/facturador';
import { descargarPdfMovimiento } from '../api/parametrizacion';
import { useColumnasFacturas } from '../components/columnas-facturas';
import { FormularioFactura } from '../components/formulario-factura';
import { PestanaRemisiones } from '../components/facturador/pestana-remisiones';
import { PestanaTickets } from '../components/facturador/pestana-tickets';
import { BloqueFiltrosFacturas, SIN_FILTRO_FACTURAS } from '../components/filtros-facturas';
import '../lib/mensajes';

const PESTANAS = ['facturas', 'remisiones', 'tickets'] as const;
type Pestana = (typeof PESTANAS)[number];

/**
 * Facturador (SCREENS.md G16, `/acciones/facturador`): the invoices typed at the office, with their DIAN state, and
 * `Crear factura` (C) — the manual invoice: station, business type, customer, product lines and payments. Each
 * is a sale of its station numbered in its FACTURA ELECTRÓNICA resolution and sent by the DIAN queue; it is found
 * here and on the electronic-invoicing screen, and its PDF downloads (E) once DIAN has its document. The tabs
 * Remisiones (a customer's delivery notes → one invoice) and Ticket a factura (a POS ticket → the customer's invoice)
 * issue through the same numbering and queue (docs/decisions/053).
 */
export function FacturadorScreen() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const usuario = useUsuario();
  const estaciones = useEstacionesDelAlcance(usuario.infoDominio.negocio_id);
  const opciones = useMemo(() => (estaciones.data ?? []).map((e) => ({ valor: e.idEds, texto: e.alias })), [estaciones.data]);
  const columnas = useColumnasFacturas();
  const [creando, setCreando] = useState(false);
  const [pestana, setPestana] = useState<Pestana>('facturas');

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
          aria-label={t('facturacionElectronica.facturador.pestanas.etiqueta')}
        >
          {PESTANAS.map((p) => (
            <Tab
              key={p}
              value={p}
              label={t(`facturacionElectronica.facturador.pestanas.${p}`)}
              id={`pestana-facturador-${p}`}
              aria-controls={`panel-facturador-${p}`}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`panel-facturador-${pestana}`} aria-labelledby={`pestana-facturador-${pestana}`}>
        {pestana === 'remisiones' ? <PestanaRemisiones estaciones={opciones} /> : null}
        {pestana === 'tickets' ? <PestanaTickets estaciones={opciones} /> : null}
        {pestana !== 'facturas' ? null : (
          <PantallaLista
            titulo="facturacionElectronica.facturador.titulo"
            entidad="facturacionElectronica.facturador.entidad"
            nombreArchivo="facturas_oficina"
            columnas={columnas}
            opciones={facturasOficinaQueryOptions}
            onCrear={opciones.length > 0 ? () => setCreando(true) : undefined}
            filtros={{
              iniciales: SIN_FILTRO_FACTURAS,
              render: (valores, cambiar) => <BloqueFiltrosFacturas valores={valores} cambiar={cambiar} estaciones={opciones} />,
            }}
            accionesFila={(f) => (
              <BotonAccion
                letra="E"
                etiqueta={t('facturacionElectronica.acciones.pdf', { factura: f.factura })}
                icono={<PictureAsPdf />}
                deshabilitado={!f.cufe}
                onClick={() => void pdf(f)}
              />
            )}
            idFila={(f) => String(f.id)}
          />
        )}
      </Box>
      {creando ? <FormularioFactura estaciones={opciones} onCerrar={() => setCreando(false)} /> : null}
    </Stack>
  );
}
