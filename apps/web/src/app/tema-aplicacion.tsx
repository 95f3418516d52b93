import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDominio } from '../lib/dominio';
import { usePreferencias } from '../lib/preferencias';
import { TemaProvider } from '../lib/tema-provider';
import { varianteDeDominio } from '../lib/tema';
import { cambiarIdioma } from '../i18n/i18n';
import { direccionDeIdioma, esIdioma } from '../i18n/idiomas';

/**
 * The one place that sets <html lang> and <html dir>: the language decides, and the customiser's
 * right-to-left switch can turn any language right-to-left.
 */
export function useDireccionDocumento(rtlForzado: boolean): 'ltr' | 'rtl' {
  const { i18n } = useTranslation();
  const idioma = esIdioma(i18n.language) ? i18n.language : 'es';
  const direccion = rtlForzado ? 'rtl' : direccionDeIdioma(idioma);
  useEffect(() => {
    document.documentElement.lang = idioma;
    document.documentElement.dir = direccion;
  }, [idioma, direccion]);
  return direccion;
}

/** Theme before the domain is known, or when it is not: the default dark indigo. */
export function TemaBase({ children }: { children: ReactNode }) {
  const direccion = useDireccionDocumento(false);
  return <TemaProvider opciones={{ variante: 'indigo-oscuro', direccion }}>{children}</TemaProvider>;
}

/** Theme of the domain's brand, with the user's customiser choices on top. */
export function TemaAplicacion({ children }: { children: ReactNode }) {
  const dominio = useDominio();
  const { preferencias } = usePreferencias();
  const direccion = useDireccionDocumento(preferencias.rtl === true);

  // The user's saved language wins over the one of this browser.
  const idiomaGuardado = preferencias.idioma;
  useEffect(() => {
    if (idiomaGuardado) void cambiarIdioma(idiomaGuardado);
  }, [idiomaGuardado]);

  return (
    <TemaProvider
      opciones={{
        variante: varianteDeDominio(dominio.tipo),
        color1: dominio.parametros.color1,
        color2: dominio.parametros.color2,
        colorPrimario: preferencias.colorPrimario,
        oscuro: preferencias.temaOscuro,
        direccion,
      }}
    >
      {children}
    </TemaProvider>
  );
}
