import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { COLUMNAS_PAPEL, NOMBRE_FORMATO_PAPEL, type FormatoPapel } from '@eds/contracts/facturacion/formatos';

interface Props {
  formato: FormatoPapel | '' | null | undefined;
  encabezado: string;
  pie: string;
  leyendas: string;
  copias: number | string | null | undefined;
}

/** Wraps a text at `ancho` characters, as the printer does. */
function lineas(texto: string, ancho: number): string[] {
  const fuera: string[] = [];
  for (const linea of texto.split('\n')) {
    if (linea.length === 0) fuera.push('');
    for (let i = 0; i < linea.length; i += ancho) fuera.push(linea.slice(i, i + ancho));
  }
  return fuera;
}

/**
 * The live preview of an invoice format: the paper's width in characters (32 for 58 mm, 48 for 80 mm, 90 for letter),
 * the header, an example sale, the footer, the legends and the number of copies. Printed text is left to right
 * whatever the screen's direction.
 */
export function VistaPreviaFormato({ formato, encabezado, pie, leyendas, copias }: Props) {
  const { t } = useTranslation();
  const papel = formato || 'TIRILLA_80';
  const ancho = COLUMNAS_PAPEL[papel];
  const regla = '-'.repeat(ancho);
  const fila = (izq: string, der: string) => `${izq}${' '.repeat(Math.max(1, ancho - izq.length - der.length))}${der}`;
  const cuerpo = [
    ...lineas(encabezado.trim(), ancho),
    regla,
    fila('FACTURA ELECTRÓNICA', 'FE 1001'),
    fila('FECHA', '01/06/2026 10:15'),
    regla,
    fila('CORRIENTE 5.000 GL', '$ 79.500,00'),
    fila('TOTAL', '$ 79.500,00'),
    regla,
    ...lineas(pie.trim(), ancho),
    ...lineas(leyendas.trim(), ancho),
    'CUFE: 8bb918b19ba22a694f1d…',
  ];
  const n = Math.min(3, Math.max(1, Number(copias) || 1));
  return (
    <Box aria-label={t('facturacionG17.formatos.vistaPrevia')} role="region">
      <Typography variant="subtitle2" gutterBottom>
        {t('facturacionG17.formatos.vistaPrevia')} · {NOMBRE_FORMATO_PAPEL[papel]} · {t('facturacionG17.formatos.copiasN', { n })}
      </Typography>
      <Paper
        variant="outlined"
        data-testid="vista-previa-formato"
        dir="ltr"
        sx={{ p: 1.5, overflowX: 'auto', bgcolor: 'background.default', maxInlineSize: '100%' }}
      >
        <Box component="pre" sx={{ m: 0, fontFamily: 'monospace', fontSize: papel === 'CARTA' ? 9 : 11, inlineSize: `${ancho}ch` }}>
          {cuerpo.join('\n')}
        </Box>
      </Paper>
    </Box>
  );
}
