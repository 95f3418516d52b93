import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TIndicadores } from '@eds/contracts/dashboard';
import { useFormato } from '../../../../lib/formato';

/** The scope's general figures under the module cards: stations, people, catalogue, purchases and mixed payments. */
export function ResumenIndicadores({ d }: { d: TIndicadores }) {
  const { t } = useTranslation();
  const f = useFormato();
  const entero = (n: number) => f.numero(n, 0);
  const cifras: [string, string, string?][] = [
    ['estaciones', entero(d.total_estaciones)],
    ['empleados', entero(d.total_empleados)],
    ['clientes', entero(d.total_clientes)],
    ['productosCombustible', entero(d.total_productos_combustible)],
    ['productosCanastilla', entero(d.total_productos_canastilla)],
    ['compras', f.dinero(d.total_valor_compras), t('dashboard.indicadores.documentos', { cantidad: entero(d.total_cantidad_compras) })],
    ['mixtas', f.dinero(d.total_valor_mixtas), t('dashboard.indicadores.ventas', { cantidad: entero(d.total_cantidad_mixtas) })],
  ];
  return (
    <Box
      component="dl"
      data-testid="resumen-indicadores"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
        gap: 1,
        borderBlockStart: 1,
        borderColor: 'divider',
        pt: 1.5,
      }}
    >
      {cifras.map(([clave, valor, extra]) => (
        <Box key={clave} sx={{ px: 1 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {t(`dashboard.indicadores.${clave}`)}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
            <bdi>{valor}</bdi>
          </Typography>
          {extra ? (
            <Typography component="dd" variant="caption" color="text.secondary" sx={{ m: 0 }}>
              <bdi>{extra}</bdi>
            </Typography>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
