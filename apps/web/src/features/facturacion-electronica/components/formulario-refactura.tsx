import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { TVentaAnulable } from '@eds/contracts/facturacion/anulacion';
import { MENSAJES_FACTURADOR, ZRefacturarForm, type TRefacturarForm } from '@eds/contracts/facturacion/facturador';
import { CajonFormulario } from '../../../components/formulario/cajon-formulario';
import { CampoSeleccion } from '../../../components/formulario/campo-seleccion';
import { CampoTexto } from '../../../components/formulario/campo-texto';
import { useFormulario } from '../../../components/formulario/use-formulario';
import { useConfirmacion } from '../../../components/dialogos/use-confirmacion';
import { traducirMensaje } from '../../../i18n/mensajes';
import { useMotivosAnulacion } from '../api/anulacion';
import { useCatalogoFacturador, useRefacturar } from '../api/facturador';
import { ResumenVenta } from './formulario-anulacion';

interface Props {
  venta: TVentaAnulable;
  onCerrar: () => void;
}

/**
 * 'Anular y refacturar' (SCREENS.md G16): the invoiced sale, Motivo*, Observación* and the new Cliente*; saving asks
 * '¿Está seguro de anular la venta y facturarla al nuevo cliente? …' and then, in one transaction, annuls the sale
 * (credit note) and issues a new invoice of the same lines to the new customer, queued to DIAN.
 */
export function FormularioRefactura({ venta, onCerrar }: Props) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const motivos = useMotivosAnulacion(venta.empresa_id);
  const catalogo = useCatalogoFacturador(venta.empresa_id);
  const refacturar = useRefacturar();
  const { confirmar, dialogo } = useConfirmacion();
  const form = useFormulario(ZRefacturarForm, {
    defaultValues: { concepto: '' as unknown as number, observacion: '', cliente_id: null as never },
  });

  const guardar = async (datos: TRefacturarForm) => {
    if (!(await confirmar(traducirMensaje(t, MENSAJES_FACTURADOR.confirmarRefacturar)))) return;
    const r = await refacturar.mutateAsync({
      venta_id: venta.id,
      concepto: Number(datos.concepto),
      observacion: datos.observacion,
      cliente_id: Number(datos.cliente_id),
    });
    enqueueSnackbar(t('facturacionElectronica.facturador.refacturada', { numero: r.data.factura.numero }), { variant: 'success' });
    onCerrar();
  };

  return (
    <>
      <CajonFormulario
        abierto
        titulo={t('facturacionElectronica.facturador.refacturar')}
        form={form}
        onEnviar={guardar}
        onCerrar={onCerrar}
      >
        <ResumenVenta venta={venta} />
        <CampoSeleccion<TRefacturarForm>
          nombre="concepto"
          etiqueta="facturacionElectronica.anulacion.campos.motivo"
          requerido
          cargando={motivos.isPending}
          opciones={(motivos.data ?? []).map((m) => ({ valor: m.id, texto: m.descripcion }))}
        />
        <CampoTexto<TRefacturarForm>
          nombre="observacion"
          etiqueta="facturacionElectronica.anulacion.campos.observacion"
          requerido
          maxLength={500}
          multilinea
        />
        <CampoSeleccion<TRefacturarForm>
          nombre="cliente_id"
          etiqueta="facturacionElectronica.facturador.nuevoCliente"
          requerido
          cargando={catalogo.isPending}
          opciones={(catalogo.data?.clientes ?? []).map((c) => ({ valor: c.id, texto: `${c.identificacion} ${c.nombre}` }))}
        />
      </CajonFormulario>
      {dialogo}
    </>
  );
}
