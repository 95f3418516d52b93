import { useTranslation } from 'react-i18next';
import { Accordion, AccordionDetails, AccordionSummary, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { TDiferenciasLectura } from '@eds/contracts/conciliacion/conciliacion';
import { useFormato } from '../../../lib/formato';

const CIFRAS = ['venta_total', 'calibraciones', 'diferencia_manguera', 'diferencia_lectura'] as const;
const ETIQUETA: Record<(typeof CIFRAS)[number], string> = {
  venta_total: 'conciliacion.columnas.ventaTotal',
  calibraciones: 'conciliacion.columnas.calibraciones',
  diferencia_manguera: 'conciliacion.columnas.diferenciaManguera',
  diferencia_lectura: 'conciliacion.columnas.diferenciaLectura',
};

/** DIFERENCIAS DE LECTURA: one row per shift and product, in gallons (three decimals), and the total row. */
export function DiferenciasLectura({ datos }: { datos: TDiferenciasLectura }) {
  const { t } = useTranslation();
  const f = useFormato();
  const filas = Object.values(datos.detallado).flatMap((porProducto) => Object.values(porProducto));
  return (
    <Accordion data-testid="diferencias-lectura">
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography sx={{ fontWeight: 600 }}>{t('conciliacion.diferencias')}</Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('conciliacion.columnas.descripcionTurno')}</TableCell>
              <TableCell>{t('conciliacion.columnas.turnoEds')}</TableCell>
              <TableCell>{t('conciliacion.columnas.producto')}</TableCell>
              <TableCell>{t('conciliacion.columnas.unidad')}</TableCell>
              {CIFRAS.map((c) => (
                <TableCell key={c} align="right">
                  {t(ETIQUETA[c])}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {filas.length === 0 && (
              <TableRow>
                <TableCell colSpan={8}>{t('conciliacion.sinDatos')}</TableCell>
              </TableRow>
            )}
            {filas.map((fila) => (
              <TableRow key={`${fila.turno_eds}-${fila.producto}`}>
                <TableCell>{fila.turno_eds === 0 ? t('conciliacion.sinTurno') : fila.descripcion_turno}</TableCell>
                <TableCell>{fila.turno_eds || ''}</TableCell>
                <TableCell>{fila.producto}</TableCell>
                <TableCell>{t('conciliacion.galones')}</TableCell>
                {CIFRAS.map((c) => (
                  <TableCell key={c} align="right">
                    {f.numero(fila[c], 3)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            <TableRow data-testid="fila-total" sx={{ '& td': { fontWeight: 700 } }}>
              <TableCell colSpan={3}>{t('conciliacion.totalFila')}</TableCell>
              <TableCell>{t('conciliacion.galones')}</TableCell>
              {CIFRAS.map((c) => (
                <TableCell key={c} align="right">
                  {f.numero(datos.total[c], 3)}
                </TableCell>
              ))}
            </TableRow>
          </TableBody>
        </Table>
      </AccordionDetails>
    </Accordion>
  );
}
