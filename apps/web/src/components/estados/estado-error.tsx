import { Alert, Button } from '@mui/material';
import Refresh from '@mui/icons-material/Refresh';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The text shown; the spec's list failure message when left out. */
  texto?: string;
  onReintentar: () => void;
}

/** A read that failed, with a way to ask again: 'Ocurrió un error al obtener los datos, intente más tarde'. */
export function EstadoError({ texto, onReintentar }: Props) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      variant="outlined"
      action={
        <Button color="inherit" size="small" startIcon={<Refresh />} onClick={onReintentar}>
          {t('lista.reintentar')}
        </Button>
      }
    >
      {texto ?? t('lista.errorDatos')}
    </Alert>
  );
}
