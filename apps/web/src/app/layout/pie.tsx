import { Box, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { VERSION_APP } from '@eds/contracts/constantes';
import { useDominio } from '../../lib/dominio';
import { aislar } from '../../lib/texto';

/** Copyright with the domain's company name, and the version code. */
export function Pie() {
  const { t } = useTranslation();
  const { parametros, alias } = useDominio();
  const tema = useTheme();
  return (
    <Box
      component="footer"
      sx={{
        px: 3,
        py: 1.5,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        justifyContent: 'space-between',
        borderBlockStart: 1,
        borderColor: 'divider',
        color: 'text.secondary',
      }}
    >
      <Typography variant="caption">
        {t('pie.derechos', { anio: new Date().getFullYear(), empresa: aislar(parametros.nombre_empresa || alias, tema.direction) })}
      </Typography>
      <Typography variant="caption" data-testid="version">
        {t('comun.version', { version: VERSION_APP })}
      </Typography>
    </Box>
  );
}
