import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { VERSION_APP } from '@eds/contracts/constantes';
import { useDominio } from '../../lib/dominio';

/** Copyright with the domain's company name, and the version code. */
export function Pie() {
  const { t } = useTranslation();
  const { parametros, alias } = useDominio();
  return (
    <Box
      component="footer"
      sx={{ px: 3, py: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', borderBlockStart: 1, borderColor: 'divider', color: 'text.secondary' }}
    >
      <Typography variant="caption">{t('pie.derechos', { anio: new Date().getFullYear(), empresa: parametros.nombre_empresa || alias })}</Typography>
      <Typography variant="caption" data-testid="version">
        {t('comun.version', { version: VERSION_APP })}
      </Typography>
    </Box>
  );
}
