import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ZRecaudoForm, type TFacturaPendiente, type TRecaudoForm } from '@eds/contracts/cartera';
import { CajonFormulario } from '../../../components/formulario/cajon-formulario';
import { CampoNumero } from '../../../components/formulario/campo-numero';
import { CampoSeleccion } from '../../../components/formulario/campo-seleccion';
import { CampoSeleccionMultiple } from '../../../components/formulario/campo-seleccion-multiple';
import { CampoTexto } from '../../../components/formulario/campo-texto';
import { useFormulario } from '../../../components/formulario/use-formulario';
import { avisarError } from '../../../components/formulario/avisar-error';
import { descargarArchivo } from '../../../components/tabla/columnas';
import { useFormato } from '../../../lib/formato';
import { traducirMensaje } from '../../../i18n/mensajes';
import { descargarRecibo, useMediosRecaudo, useRegistrarRecaudo } from '../api/cartera';
import '../lib/mensajes-cartera';

interface Props {
  clienteId: number;
  empresaId: number;
  facturas: readonly TFacturaPendiente[];
  onCerrar: () => void;
}

/**
 * 'Registrar recaudo': valor (≤ balance, the server says so), medio de pago, the invoices to pay first (the rest goes to
 * the oldest); once taken, the receipt's PDF downloads.
 */
export function FormularioRecaudo({ clienteId, empresaId, facturas, onCerrar }: Props) {
  const { t } = useTranslation();
  const f = useFormato();
  const { enqueueSnackbar } = useSnackbar();
  const registrar = useRegistrarRecaudo();
  const medios = useMediosRecaudo(empresaId);
  const form = useFormulario(ZRecaudoForm, {
    defaultValues: { empresa_id: empresaId, cliente_id: clienteId, valor: '', medio_pago_id: null, facturas: [], referencia: '' },
  });

  const guardar = async (datos: TRecaudoForm) => {
    const r = await registrar.mutateAsync(datos);
    enqueueSnackbar(traducirMensaje(t, r.mensaje), { variant: 'success' });
    onCerrar();
    try {
      const recibo = await descargarRecibo(r.data.id);
      descargarArchivo(recibo.archivo, recibo.nombre);
    } catch (error) {
      avisarError(error, enqueueSnackbar, t);
    }
  };

  return (
    <CajonFormulario abierto titulo={t('cartera.registrarRecaudo')} form={form} onEnviar={guardar} onCerrar={onCerrar}>
      <CampoNumero<TRecaudoForm> nombre="valor" etiqueta="cartera.campos.valor" requerido />
      <CampoSeleccion<TRecaudoForm>
        nombre="medio_pago_id"
        etiqueta="cartera.campos.medio"
        requerido
        opciones={(medios.data ?? []).map((m) => ({ valor: m.id, texto: m.descripcion }))}
        cargando={medios.isPending}
      />
      <CampoSeleccionMultiple<TRecaudoForm>
        nombre="facturas"
        etiqueta="cartera.campos.facturas"
        opciones={facturas.map((x) => ({
          valor: x.venta_id,
          texto: `${f.fecha(x.fecha_negocio)} · ${x.factura ?? x.venta_id} · ${f.dinero(x.pendiente)}`,
        }))}
      />
      <CampoTexto<TRecaudoForm> nombre="referencia" etiqueta="cartera.campos.referencia" mayusculas maxLength={60} />
    </CajonFormulario>
  );
}
