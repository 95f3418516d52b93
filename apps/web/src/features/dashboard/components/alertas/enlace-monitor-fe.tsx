import { Link as RouterLink } from 'react-router';
import { Button } from '@mui/material';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { useTranslation } from 'react-i18next';

/** The link to the electronic-invoice monitor, offered only when that screen exists and the user holds it. */
export function EnlaceMonitorFe({ ruta }: { ruta: string }) {
  const { t } = useTranslation();
  return (
    <Button component={RouterLink} to={ruta} startIcon={<OpenInNew />}>
      {t('dashboard.alertas.monitor')}
    </Button>
  );
}
