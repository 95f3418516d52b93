import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** A built screen whose module the user does not hold. */
export function SinPermiso() {
  const { t } = useTranslation();
  return (
    <Alert severity="warning" variant="outlined">
      {t('mensajes.sinPermisoModulo')}
    </Alert>
  );
}
