import { useState } from 'react';
import { Alert, Stack, Typography } from '@mui/material';
import ReceiptLong from '@mui/icons-material/ReceiptLongOutlined';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { type z } from 'zod';
import { MENSAJES_FACTURADOR, ZTicketAFacturaBody, type TTicketFacturable } from '@eds/contracts/facturacion/facturador';
import { BotonAccion } from '../../../../components/acciones/boton-accion';
import { useConfirmacion } from '../../../../components/dialogos/use-confirmacion';
import { CajonFormulario } from '../../../../components/formulario/cajon-formulario';
import { CampoSeleccion } from '../../../../components/formulario/campo-seleccion';
import { useFormulario } from '../../../../components/formulario/use-formulario';
import type { OpcionFiltro } from '../../../../components/lista/filtro-opcion';
import type { ColumnaTabla } from '../../../../components/tabla/columnas';
import { TablaDatos } from '../../../../components/tabla/tabla-datos';
import { traducirMensaje } from '../../../../i18n/mensajes';
import { usePermisos } from '../../../../lib/permisos';
import { useCatalogoFacturador, useTicketAFactura, useTicketsFacturables } from '../../api/facturador';
import { SelectorEstacion } from './selector-estacion';

const COLUMNAS: ColumnaTabla<TTicketFacturable>[] = [
  { clave: 'venta_id', etiqueta: 'facturacionElectronica.facturador.tickets.venta', tipo: 'numero', decimales: 0 },
  { clave: 'fecha', etiqueta: 'facturacionElectronica.campos.fecha', tipo: 'fechaHora' },
  { clave: 'tipo_negocio', etiqueta: 'facturacionElectronica.facturador.tipoNegocio' },
  { clave: 'placa', etiqueta: 'facturacionElectronica.facturador.placa' },
  { clave: 'total', etiqueta: 'facturacionElectronica.campos.total', tipo: 'dinero' },
];

const ZFormTicket = ZTicketAFacturaBody.pick({ cliente_id: true });
type TFormTicket = z.input<typeof ZFormTicket>;

/**
 * The Facturador's Ticket a factura tab (SCREENS.md G16): the station's POS tickets without an invoice, sold within
 * the station's TIEMPO_MAXIMO_DATOS_CLIENTE minutes; `Facturar tiquete` (C) asks for the Cliente* and, after
 * '¿Está seguro de facturar el tiquete a este cliente? …', the ticket becomes that customer's electronic invoice.
 */
export function PestanaTickets({ estaciones }: { estaciones: readonly OpcionFiltro<number>[] }) {
  const { t } = useTranslation();
  const { tiene } = usePermisos();
  const [empresa, setEmpresa] = useState<number | null>(estaciones.length === 1 ? estaciones[0].valor : null);
  const [ticket, setTicket] = useState<TTicketFacturable | null>(null);
  const tickets = useTicketsFacturables(empresa);

  return (
    <Stack spacing={2}>
      <SelectorEstacion estaciones={estaciones} valor={empresa} onCambiar={setEmpresa} />
      {empresa === null ? (
        <Alert severity="info">{t('facturacionElectronica.facturador.tickets.elija')}</Alert>
      ) : (
        <>
          {tickets.data ? (
            <Typography variant="body2" color="text.secondary">
              {t('facturacionElectronica.facturador.tickets.ventana', { minutos: tickets.data.minutos })}
            </Typography>
          ) : null}
          <TablaDatos
            titulo="facturacionElectronica.facturador.tickets.titulo"
            nombreArchivo="tiquetes_sin_factura"
            columnas={COLUMNAS}
            datos={tickets.data?.tickets ?? []}
            cargando={tickets.isPending}
            exportable={tiene('E')}
            idFila={(x) => String(x.venta_id)}
            accionesFila={(x) => (
              <BotonAccion
                letra="C"
                etiqueta={t('facturacionElectronica.facturador.tickets.facturar', { venta: x.venta_id })}
                icono={<ReceiptLong />}
                onClick={() => setTicket(x)}
              />
            )}
          />
        </>
      )}
      {ticket && empresa !== null ? <FormularioTicket ticket={ticket} empresaId={empresa} onCerrar={() => setTicket(null)} /> : null}
    </Stack>
  );
}

function FormularioTicket({ ticket, empresaId, onCerrar }: { ticket: TTicketFacturable; empresaId: number; onCerrar: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const catalogo = useCatalogoFacturador(empresaId);
  const facturar = useTicketAFactura();
  const { confirmar, dialogo } = useConfirmacion();
  const form = useFormulario(ZFormTicket, { defaultValues: { cliente_id: null as never } });

  const guardar = async (datos: TFormTicket) => {
    if (!(await confirmar(traducirMensaje(t, MENSAJES_FACTURADOR.confirmarTicket)))) return;
    const r = await facturar.mutateAsync({ venta_id: ticket.venta_id, cliente_id: Number(datos.cliente_id) });
    enqueueSnackbar(t('facturacionElectronica.facturador.tickets.facturado', { numero: r.data.numero }), { variant: 'success' });
    onCerrar();
  };

  return (
    <>
      <CajonFormulario
        abierto
        titulo={t('facturacionElectronica.facturador.tickets.facturar', { venta: ticket.venta_id })}
        form={form}
        onEnviar={guardar}
        onCerrar={onCerrar}
      >
        <Typography>
          {t('facturacionElectronica.facturador.tickets.resumen', { venta: ticket.venta_id, total: ticket.total.toLocaleString() })}
        </Typography>
        <CampoSeleccion<TFormTicket>
          nombre="cliente_id"
          etiqueta="facturacionElectronica.facturador.cliente"
          requerido
          cargando={catalogo.isPending}
          opciones={(catalogo.data?.clientes ?? []).map((c) => ({ valor: c.id, texto: `${c.identificacion} ${c.nombre}` }))}
        />
      </CajonFormulario>
      {dialogo}
    </>
  );
}
