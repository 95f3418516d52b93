import Visibility from '@mui/icons-material/VisibilityOutlined';
import Send from '@mui/icons-material/SendOutlined';
import Autorenew from '@mui/icons-material/AutorenewOutlined';
import ManageSearch from '@mui/icons-material/ManageSearchOutlined';
import Code from '@mui/icons-material/CodeOutlined';
import PictureAsPdf from '@mui/icons-material/PictureAsPdfOutlined';
import { useTranslation } from 'react-i18next';
import type { TFacturaFe } from '@eds/contracts/facturacion/documentos';
import { BotonAccion } from '../../../components/acciones/boton-accion';
import type { AccionFe } from '../api/facturas';
import { REGENERABLES } from '../lib/estados';

interface Props {
  factura: TFacturaFe;
  onDetalle: (f: TFacturaFe) => void;
  onAccion: (f: TFacturaFe, accion: AccionFe) => void;
  onXml: (f: TFacturaFe) => void;
  onPdf: (f: TFacturaFe) => void;
}

/**
 * Row actions: Ver detalle (R), Reenviar a DIAN, Regenerar (only a not authorised, returned, not found or failed
 * invoice) and Consultar estado en DIAN (X), Descargar XML and Descargar PDF (E, once a signed document exists).
 */
export function AccionesFactura({ factura: f, onDetalle, onAccion, onXml, onPdf }: Props) {
  const { t } = useTranslation();
  const factura = f.factura;
  return (
    <>
      <BotonAccion
        letra="R"
        etiqueta={t('facturacionElectronica.acciones.detalle', { factura })}
        icono={<Visibility />}
        onClick={() => onDetalle(f)}
      />
      <BotonAccion
        letra="X"
        etiqueta={t('facturacionElectronica.acciones.reenviar', { factura })}
        icono={<Send />}
        color="primary"
        onClick={() => onAccion(f, 'reenviar')}
      />
      <BotonAccion
        letra="X"
        etiqueta={t('facturacionElectronica.acciones.regenerar', { factura })}
        icono={<Autorenew />}
        color="warning"
        deshabilitado={!REGENERABLES.includes(f.estado)}
        onClick={() => onAccion(f, 'regenerar')}
      />
      <BotonAccion
        letra="X"
        etiqueta={t('facturacionElectronica.acciones.reprocesar', { factura })}
        icono={<ManageSearch />}
        onClick={() => onAccion(f, 'reprocesar')}
      />
      <BotonAccion
        letra="E"
        etiqueta={t('facturacionElectronica.acciones.xml', { factura })}
        icono={<Code />}
        deshabilitado={!f.cufe}
        onClick={() => onXml(f)}
      />
      <BotonAccion
        letra="E"
        etiqueta={t('facturacionElectronica.acciones.pdf', { factura })}
        icono={<PictureAsPdf />}
        deshabilitado={!f.cufe}
        onClick={() => onPdf(f)}
      />
    </>
  );
}
