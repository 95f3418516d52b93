import { useTranslation } from 'react-i18next';
import { PaginaNoEncontrada } from '../components/errores/pagina-no-encontrada';

/** The host has no configuration (business id 0): the tab title says so and the not-found picture shows. */
export function DominioNoEncontrado() {
  const { t } = useTranslation();
  return (
    <PaginaNoEncontrada
      titulo={t('dominio.noEncontradoTitulo')}
      texto={t('dominio.noEncontradoTexto', { host: window.location.hostname })}
      tituloPestana={t('dominio.noEncontradoTitulo')}
    />
  );
}
