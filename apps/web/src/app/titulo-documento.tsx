import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDominio } from '../lib/dominio';

/** The browser tab shows the business alias once the domain is known. */
export function TituloDocumento() {
  const { t } = useTranslation();
  const { alias } = useDominio();
  const titulo = t('app.titulo', { alias });
  useEffect(() => {
    document.title = titulo;
  }, [titulo]);
  return null;
}
