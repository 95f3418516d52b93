import { useTranslation } from 'react-i18next';
import { Accordion, AccordionDetails, AccordionSummary, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { CATEGORIAS_RESUMEN, CATEGORIAS_SIN_DETALLE, type TResumenNegocio } from '@eds/contracts/conciliacion/conciliacion';
import { useFormato } from '../../../lib/formato';

interface Props {
  /** 'combustible', 'kiosco' or 'canastilla' (the panel's title). */
  negocio: 'combustible' | 'kiosco' | 'canastilla';
  resumen: TResumenNegocio;
}

/** One expandable payment-summary panel: the day's sales and the six categories with their detail by payment method. */
export function ResumenPagos({ negocio, resumen }: Props) {
  const { t } = useTranslation();
  const f = useFormato();
  return (
    <Accordion data-testid={`resumen-${negocio}`}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography sx={{ flexGrow: 1, fontWeight: 600 }}>{t(`conciliacion.${negocio}`)}</Typography>
        <Typography sx={{ marginInlineEnd: 2 }}>
          {t('conciliacion.ventaTotal')}: {f.dinero(resumen.valor_venta)}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('conciliacion.formaPago')}</TableCell>
              <TableCell>{t('conciliacion.medioPago')}</TableCell>
              <TableCell align="right">{t('conciliacion.total')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {Object.values(CATEGORIAS_RESUMEN).map((clave) => {
              const categoria = resumen.forma_pago[clave];
              const detalle = CATEGORIAS_SIN_DETALLE.includes(clave) || !('detalle' in categoria) ? [] : categoria.detalle;
              return [
                <TableRow key={clave} data-categoria={clave}>
                  <TableCell sx={{ fontWeight: 600 }}>{t(`conciliacion.categorias.${clave}`)}</TableCell>
                  <TableCell />
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    {f.dinero(categoria.total)}
                  </TableCell>
                </TableRow>,
                ...detalle.map((d) => (
                  <TableRow key={`${clave}-${d.medio_pago}`}>
                    <TableCell />
                    <TableCell>{d.medio_pago}</TableCell>
                    <TableCell align="right">{f.dinero(d.total)}</TableCell>
                  </TableRow>
                )),
              ];
            })}
          </TableBody>
        </Table>
      </AccordionDetails>
    </Accordion>
  );
}
